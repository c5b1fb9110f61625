import type { Settings } from '@common/settings';
import { Eye } from 'lucide-react';
import { useSaveSetting } from '../lib/use-save-setting';
import { SettingsSection } from './settings-section';
import { SwitchRow } from './setting-rows';
import { useI18n } from '@web/lib/i18n';

export function PrivacyTab({ settings }: { settings: Settings }) {
  const { save } = useSaveSetting();
  const { t } = useI18n();
  return (
    <SettingsSection icon={<Eye aria-hidden="true" />} title={t('privacy.title')} description={t('privacy.intro')}>
      <SwitchRow
        label={t('privacy.public')}
        description={t('privacy.publicText')}
        checked={settings.publicProfile}
        onCheckedChange={(value) => save('publicProfile', value)}
      />
    </SettingsSection>
  );
}
