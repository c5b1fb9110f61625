import { eq } from 'drizzle-orm';
import { DEFAULT_JOINING, type JoiningSettings } from '../../../common/joining';
import type { Executor } from '../../db/client';
import { joiningSettings, type JoiningSettingsRow } from '../../db/schema';

/**
 * The joining settings row (decision 0024). Read on every registration and change of address
 * rather than cached: one primary-key read, and a second process sees a change at once.
 */
const DEFAULTS: JoiningSettingsRow = { id: 1, ...DEFAULT_JOINING, updatedAt: new Date(0) };

export async function readJoiningSettings(db: Executor): Promise<JoiningSettingsRow> {
  const [row] = await db.select().from(joiningSettings).where(eq(joiningSettings.id, 1)).limit(1);
  // The migration makes the row; a database restored without it still behaves as before.
  return row ?? DEFAULTS;
}

export async function writeJoiningSettings(db: Executor, values: JoiningSettings): Promise<JoiningSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(joiningSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: joiningSettings.id, set })
    .returning();
  if (!row) throw new Error('the joining settings row was not written');
  return row;
}
