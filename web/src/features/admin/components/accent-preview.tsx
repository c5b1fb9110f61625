import { ACCENT_FOREGROUND, accentContrastProblem, contrastRatio, THEME_BACKGROUNDS } from '@common/site-contrast';
import { useI18n } from '@web/lib/i18n';

/** A contrast ratio as the reader writes numbers, always one decimal: "4.5", "4,5". */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false } as const;

/**
 * The accent as both themes will show it: a primary button and a focus ring on each background,
 * with the contrast the server checks (decision 0022). Shown while the operator picks a colour.
 */
export function AccentPreview({ accent }: { accent: string }) {
  const { t, error, number } = useI18n();
  const valid = /^#[0-9a-fA-F]{6}$/.test(accent);
  if (!valid) return null;
  const problem = accentContrastProblem(accent.toLowerCase());
  const onAccent = contrastRatio(accent, ACCENT_FOREGROUND);
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(['light', 'dark'] as const).map((theme) => {
          const background = THEME_BACKGROUNDS[theme];
          return (
            <div
              key={theme}
              className="flex items-center justify-between gap-3 rounded-lg border border-border p-3"
              style={{ background, color: theme === 'light' ? '#09090b' : '#fafafa' }}
            >
              <span className="text-xs">
                {t(theme === 'light' ? 'adminSite.accentLight' : 'adminSite.accentDark', { ratio: number(contrastRatio(accent, background), ONE_DECIMAL) })}
              </span>
              <span
                className="rounded-md px-3 py-1.5 text-sm font-medium"
                style={{ background: accent, color: ACCENT_FOREGROUND, outline: `2px solid ${accent}`, outlineOffset: 2 }}
              >
                {t('adminSite.accentButton')}
              </span>
            </div>
          );
        })}
      </div>
      <p className={problem ? 'text-sm text-destructive-text' : 'text-xs text-muted-foreground'}>
        {/* The problem is the schema's own message (common/site-contrast.ts), translated by the errors catalogue when it knows it. */}
        {problem ? error(problem) : t('adminSite.accentPasses', { ratio: number(onAccent, ONE_DECIMAL) })}
      </p>
    </div>
  );
}
