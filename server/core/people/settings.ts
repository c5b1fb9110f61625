import { DEFAULT_SETTINGS, type Settings } from '../../../common/settings';
import type { Executor } from '../../db/client';
import { findSettings, type SettingsRow } from './settings-repository';

export function toSettings(row: SettingsRow | null): Settings {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    emailNotifications: row.emailNotifications,
    projectNotifications: row.projectNotifications,
    messageNotifications: row.messageNotifications,
    publicProfile: row.publicProfile,
    theme: row.theme,
    language: row.language,
    timezone: row.timezone,
    signInAlerts: row.signInAlerts,
  };
}

/** A person's settings, the spec's defaults when they never saved any (also for notifications). */
export async function settingsOf(db: Executor, userId: string): Promise<Settings> {
  return toSettings(await findSettings(db, userId));
}
