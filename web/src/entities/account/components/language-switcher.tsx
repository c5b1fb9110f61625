import { isLocale, LOCALE_LABELS, LOCALES } from '@common/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useChangeLocale } from '@web/lib/change-locale';
import { useI18n } from '@web/lib/i18n';
import { apiJson } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import { Languages } from 'lucide-react';
import { useId } from 'react';

/**
 * The footer's language choice (decision 0033). Each language is named in itself. A visitor's
 * choice is a cookie; a member's is their Settings language, saved here too, so the next page
 * (and their e-mails) keep it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const changeLocale = useChangeLocale();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const id = useId();
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    if (user) {
      await apiJson('PUT', '/api/settings', { language: value }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: ['/api/settings'] });
    }
    await changeLocale(value);
  };
  return (
    <div className={cn('inline-flex items-center gap-1.5', className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('footer.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className="rounded-md border border-input bg-background py-1 ps-2 pe-7 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_LABELS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
