import type { SocialLink } from '@common/people';
import type { ReactNode } from 'react';
import { WriteupHtml } from '@web/entities/writeup/components/writeup-html';
import { SkillList } from './skill-list';
import { SocialLinksList } from './social-links-list';
import { useI18n } from '@web/lib/i18n';

interface AboutCardProps {
  bio: string | null;
  /** The server's rendering of the bio's Markdown (decision 0030); null for one not rendered yet. */
  bioHtml: string | null;
  skills: string[];
  links: Pick<SocialLink, 'type' | 'value' | 'label' | 'url'>[];
  /** What to say when there is nothing at all (differs between one's own and another's page). */
  emptyBio: string;
  emptySkills?: string;
  extra?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h2>
      {children}
    </section>
  );
}

/** Bio, skills and links: the side column of both profile pages. */
export function AboutCard({ bio, bioHtml, skills, links, emptyBio, emptySkills, extra }: AboutCardProps) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <Section title={t('people.about.title')}>
        {bioHtml ? (
          <WriteupHtml html={bioHtml} className="writeup-compact text-sm" />
        ) : bio ? (
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">{bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{emptyBio}</p>
        )}
      </Section>
      <Section title={t('people.about.skills')}>
        <SkillList skills={skills} emptyText={emptySkills ?? t('people.noSkills')} />
      </Section>
      {links.length > 0 ? (
        <Section title={t('people.about.links')}>
          <SocialLinksList links={links} />
        </Section>
      ) : null}
      {extra}
    </div>
  );
}
