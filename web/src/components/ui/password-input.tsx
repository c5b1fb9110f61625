import { cn } from '@web/lib/utils';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from './input';
import { useI18n } from '@web/lib/i18n';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Names the toggle: "Show password", "Show confirm password"… */
  toggleLabel?: string;
}

export function PasswordInput({ className, toggleLabel, ...props }: PasswordInputProps) {
  const { t } = useI18n();
  const field = toggleLabel ?? t('password.field');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pe-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {/* Text rather than aria-label so getByLabel('Password') does not also match this button. */}
        <span className="sr-only">{t(visible ? 'password.hide' : 'password.show', { field })}</span>
      </button>
    </div>
  );
}
