import type { SocialLink } from '@common/people';
import { socialLinkUrl } from '@common/social-links';
import { cn } from '@web/lib/utils';
import { useI18n } from '@web/lib/i18n';
import { PLATFORM_ICONS, platformLabel } from './platform-icon';

/**
 * Links as the server sends them (visibility rules already applied, URL built by the spec §5
 * rules). The URL is rebuilt from type and value when absent, e.g. for the own profile.
 */
export function SocialLinksList({ links, className }: { links: Pick<SocialLink, 'type' | 'value' | 'label' | 'url'>[]; className?: string }) {
  const { t } = useI18n();
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-2', className)} aria-label={t('people.about.links')}>
      {links.map((link) => {
        const Icon = PLATFORM_ICONS[link.type];
        const url = link.url || socialLinkUrl(link.type, link.value);
        const external = !url.startsWith('mailto:');
        return (
          <li key={link.type} className="min-w-0">
            <a
              href={url}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer me' } : {})}
              className="group flex min-w-0 items-center gap-2.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-background group-hover:border-ring/60">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="flex min-w-0 flex-col leading-tight">
                <span className="text-xs font-medium text-foreground">{platformLabel(link.type, t)}</span>
                <span className="truncate">{link.value}</span>
              </span>
              {external ? <span className="sr-only">{t('people.links.newTab')}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
