import { Badge } from '@web/components/ui/badge';
import { useI18n } from '@web/lib/i18n';

export function SkillList({ skills, emptyText }: { skills: string[]; emptyText?: string }) {
  const { t } = useI18n();
  if (skills.length === 0) return emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('people.about.skills')}>
      {skills.map((skill) => (
        <li key={skill} className="max-w-full">
          <Badge variant="accent" className="px-3 py-1 text-sm">
            {skill}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
