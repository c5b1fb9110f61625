import { Button } from '@web/components/ui/button';
import { WithTooltip } from '@web/components/ui/tooltip';
import { useTheme } from '@web/lib/theme';
import { Moon, Sun } from 'lucide-react';

export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <WithTooltip label={`Switch to ${next} theme`}>
      <Button variant="ghost" size="icon" className={className} aria-label="Toggle theme" onClick={() => setTheme(next)}>
        {resolvedTheme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}
