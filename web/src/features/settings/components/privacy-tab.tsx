import type { Settings } from '@common/settings';
import { Eye } from 'lucide-react';
import { useSaveSetting } from '../lib/use-save-setting';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './setting-rows';

export function PrivacyTab({ settings }: { settings: Settings }) {
  const { save } = useSaveSetting();
  return (
    <SettingsSection icon={<Eye aria-hidden="true" />} title="Profile visibility" description="Choose who can see your profile and projects.">
      <SwitchRow
        label="Public profile"
        description="Anyone can see your profile and projects, and you appear in the developers directory and search. When off, only signed-in members can see them, and you are left out of the directory."
        checked={settings.publicProfile}
        onCheckedChange={(value) => save('publicProfile', value)}
      />
    </SettingsSection>
  );
}
