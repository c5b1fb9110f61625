import type { Settings } from '@common/settings';
import { Bell } from 'lucide-react';
import { useSaveSetting } from '../lib/use-save-setting';
import { PreferencesCard } from './preferences-card';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './setting-rows';

const SWITCHES = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Receive e-mails about activity on your account. Turned off, nothing is e-mailed to you.',
  },
  { key: 'projectNotifications', label: 'Project notifications', description: 'Likes and comments on your projects, and new followers.' },
  { key: 'messageNotifications', label: 'Message notifications', description: 'New direct messages from other developers.' },
  {
    key: 'signInAlerts',
    label: 'Sign-in alerts',
    description: 'An e-mail when your account is signed in to from a browser or device it has not used before.',
  },
] as const;

export function NotificationsTab({ settings }: { settings: Settings }) {
  const { save } = useSaveSetting();
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection icon={<Bell aria-hidden="true" />} title="Notifications" description="Choose what Shipyard tells you about.">
        <div className="divide-y divide-border">
          {SWITCHES.map((item) => (
            <SwitchRow
              key={item.key}
              label={item.label}
              description={item.description}
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
