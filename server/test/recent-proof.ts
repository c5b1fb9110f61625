import { eq } from 'drizzle-orm';
import { RECENT_PROOF_WINDOW_MS } from '../../common/recent-proof';
import { sessions } from '../db/schema';
import type { TestContext } from './harness';

/** Makes every session of the account's last proof older than the window (decision 0039), without waiting. */
export async function ageProof(context: TestContext, userId: string): Promise<void> {
  const long = new Date(Date.now() - RECENT_PROOF_WINDOW_MS - 60_000);
  await context.deps.database.db.update(sessions).set({ provedAt: long }).where(eq(sessions.userId, userId));
}
