import { Button } from '@web/components/ui/button';
import { WithTooltip } from '@web/components/ui/tooltip';
import { useTheme } from '@web/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  const { t } = useI18n();
  return (
    <WithTooltip label={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}>
      <Button variant="ghost" size="icon" className={className} aria-label={t('theme.toggle')} onClick={() => setTheme(next)}>
        {resolvedTheme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}
