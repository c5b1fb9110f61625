import type { Settings } from '@common/settings';
import { Bell } from 'lucide-react';
import { useSaveSetting } from '../lib/use-save-setting';
import { PreferencesCard } from './preferences-card';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './setting-rows';
import { useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

const SWITCHES = [
  { key: 'emailNotifications', label: 'notifications.email', description: 'notifications.emailText' },
  { key: 'projectNotifications', label: 'notifications.project', description: 'notifications.projectText' },
  { key: 'messageNotifications', label: 'notifications.message', description: 'notifications.messageText' },
  { key: 'signInAlerts', label: 'notifications.signIn', description: 'notifications.signInText' },
] as const;

export function NotificationsTab({ settings }: { settings: Settings }) {
  const { save } = useSaveSetting();
  const { t } = useI18n();
  const site = useSite();
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection icon={<Bell aria-hidden="true" />} title={t('notifications.title')} description={t('notifications.intro', { site: site.name })}>
        <div className="divide-y divide-border">
          {SWITCHES.map((item) => (
            <SwitchRow
              key={item.key}
              label={t(item.label)}
              description={t(item.description)}
              checked={settings[item.key]}
              onCheckedChange={(value) => save(item.key, value)}
            />
          ))}
        </div>
      </SettingsSection>
      <PreferencesCard settings={settings} />
    </div>
  );
}
