import type { Settings, UpdateSettings } from '../../../common/settings';
import type { AppDependencies } from '../../core/dependencies';
import * as repository from './repository';
import { settingsOf, toSettings } from '../../core/people/settings';

type Deps = AppDependencies;

export async function getSettings(deps: Deps, userId: string): Promise<Settings> {
  return settingsOf(deps.database.db, userId);
}

/** Saves the fields given and answers the whole settings object. */
export async function updateSettings(deps: Deps, userId: string, input: UpdateSettings): Promise<Settings> {
  const changes: repository.SettingsChanges = {};
  for (const [key, value] of Object.entries(input) as [keyof UpdateSettings, unknown][]) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(changes).length === 0) return getSettings(deps, userId);
  const { publicProfile } = changes;
  if (publicProfile === undefined) return toSettings(await repository.upsertSettings(deps.database.db, userId, changes));
  // Visitor feeds read a copy of this flag on each project and feed row: change them together.
  const row = await deps.database.db.transaction(async (tx) => {
    await repository.lockPerson(tx, userId);
    const saved = await repository.upsertSettings(tx, userId, changes);
    await repository.setAuthorPrivate(tx, userId, !publicProfile);
    return saved;
  });
  // The directory and its numbers count only public profiles.
  return toSettings(row);
}
