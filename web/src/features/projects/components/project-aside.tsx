import type { ProjectDetail } from '@common/projects';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { CalendarDays, Eye, Heart, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';

/** Author, date, counts, technologies and tags: the facts column of the project page. */
export function ProjectAside({ project }: { project: ProjectDetail }) {
  const { t, rich, number } = useI18n();
  const counts = [
    { key: 'views', label: t('project.views'), value: project.viewsCount, icon: Eye },
    { key: 'likes', label: t('project.likes'), value: project.likesCount, icon: Heart },
    { key: 'comments', label: t('project.commentsCount'), value: project.commentsCount, icon: MessageCircle },
  ];
  return (
    <aside aria-label={t('project.facts')} className="flex flex-col gap-4">
      <div className="rounded-xl border border-border bg-card p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('project.createdBy')}</p>
        <Link
          href={`/developers/${project.user.id}`}
          className="mt-3 flex items-center gap-3 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <DeveloperAvatar person={project.user} className="size-11" />
          <span className="min-w-0">
            <span className="block truncate font-semibold hover:underline">{personName(project.user)}</span>
            <span className="block truncate text-sm text-muted-foreground">{project.user.title || t('project.developer')}</span>
          </span>
        </Link>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>
            {rich('project.created', {
              date: formatDate(project.createdAt),
              time: (chunks) => <time dateTime={project.createdAt}>{chunks}</time>,
            })}
          </span>
        </p>
      </div>

      <dl className="grid grid-cols-3 divide-x divide-border rounded-xl border border-border bg-card">
        {counts.map(({ key, label, value, icon: Icon }) => (
          // A long label ("Commentaires", "Comentarios") takes a line of its own below its icon in
          // the narrow column; the counts stay on one line across the row.
          <div key={key} className="flex min-w-0 flex-col items-center justify-between gap-1 px-1 py-4">
            <dt className="flex min-w-0 flex-wrap items-center justify-center gap-1 text-center text-xs break-words text-muted-foreground">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{number(value)}</dd>
          </div>
        ))}
      </dl>

      <BadgeSection id="technologies-title" title={t('project.technologies')} items={project.technologies} variant="accent" />
      <BadgeSection id="tags-title" title={t('project.tags')} items={project.tags.map((tag) => `#${tag}`)} variant="outline" />
    </aside>
  );
}

interface BadgeSectionProps {
  id: string;
  title: string;
  items: string[];
  variant: 'accent' | 'outline';
}

/** A titled card of badges; nothing at all when there are none. */
function BadgeSection({ id, title, items, variant }: BadgeSectionProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-5">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge variant={variant}>{item}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
