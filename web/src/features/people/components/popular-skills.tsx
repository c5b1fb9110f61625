import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useI18n } from '@web/lib/i18n';

interface PopularSkillsProps {
  skills: { skill: string; count: number }[] | undefined;
  loading: boolean;
  /** The current search text: the chip equal to it shows as pressed. */
  active: string;
  onPick: (skill: string) => void;
}

/** The top 20 skills (spec §9) as toggle chips that search the directory. */
export function PopularSkills({ skills, loading, active, onPick }: PopularSkillsProps) {
  const current = active.trim().toLowerCase();
  const { t } = useI18n();
  return (
    <section aria-labelledby="popular-skills-heading" className="flex flex-col gap-3">
      <h2 id="popular-skills-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('people.popularSkills')}
      </h2>
      {loading ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {[56, 80, 64, 96, 48, 72, 88, 60].map((width) => (
            <Skeleton key={width} className="h-8 rounded-full" style={{ width: `${width}px` }} />
          ))}
        </div>
      ) : skills && skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {skills.map(({ skill, count }) => {
            const pressed = skill.toLowerCase() === current;
            return (
              <li key={skill}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onPick(pressed ? '' : skill)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    pressed
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card text-foreground hover:border-ring/60 hover:bg-accent',
                  )}
                >
                  {skill}
                  <span className={cn('text-xs tabular-nums', pressed ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
                    <span className="sr-only">(</span>
                    {count}
                    <span className="sr-only"> {t('people.developersWord', { count })})</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('people.noSkills')}</p>
      )}
    </section>
  );
}
