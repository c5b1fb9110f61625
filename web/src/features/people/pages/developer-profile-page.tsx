import type { PublicDeveloper, SocialLink } from '@common/people';
import { socialLinkUrl } from '@common/social-links';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { useDeveloper } from '@web/entities/developer/api/get-developer';
import { useDeveloperProjects } from '@web/entities/developer/api/get-developer-projects';
import { isRestricted } from '@web/entities/account/lib/content-restriction-kind';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { parseApiError } from '@web/lib/request';
import { usePageHead } from '@web/lib/page-head';
import { ArrowLeft, MessageSquare, Pencil, UserRoundX } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { AboutCard } from '../components/about-card';
import { developerHead } from '../lib/developer-head';
import { FollowButton } from '../components/follow-button';
import { ProfileHeader, ProfileHeaderSkeleton } from '../components/profile-header';
import { ProjectsSection } from '../components/projects-section';
import { CollectionsSection } from '@web/entities/collection/components/collections-section';
import { ReportButton } from '../components/report-button';
import { useSite } from '@web/lib/site';
import { type Translator, useI18n } from '@web/lib/i18n';
import { platformLabel } from '../components/platform-icon';

/**
 * Spec §5: website and public e-mail are contact details (shown only to signed-in viewers who are
 * not suspended; the server sends null otherwise); the other platforms are social links (hidden
 * when the person is suspended; the server sends none then). Contact first, then the rest.
 */
function linksOf(developer: PublicDeveloper, t: Translator['t']): Pick<SocialLink, 'type' | 'value' | 'label' | 'url'>[] {
  const contact: Pick<SocialLink, 'type' | 'value' | 'label' | 'url'>[] = [];
  if (developer.website) {
    contact.push({ type: 'website', value: developer.website, label: platformLabel('website', t), url: socialLinkUrl('website', developer.website) });
  }
  if (developer.publicEmail) {
    contact.push({
      type: 'publicEmail',
      value: developer.publicEmail,
      label: platformLabel('publicEmail', t),
      url: socialLinkUrl('publicEmail', developer.publicEmail),
    });
  }
  const social = developer.socialLinks.filter((link) => link.type !== 'website' && link.type !== 'publicEmail');
  return [...contact, ...social];
}

/** Whether the previous history entry is a page of this app (Navigation API; referrer as fallback). */
function canGoBackInApp(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1 && document.referrer.startsWith(window.location.origin);
}

function BackButton() {
  const [, navigate] = useLocation();
  const { t } = useI18n();
  // Back to where the visitor came from inside the app; a direct visit goes to the directory.
  const onBack = () => (canGoBackInApp() ? window.history.back() : navigate('/developers'));
  return (
    <Button variant="ghost" size="sm" className="-ms-2 self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {t('people.profile.back')}
    </Button>
  );
}

function NotFound() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={UserRoundX}
      title={t('people.profile.notFound')}
      headingLevel={1}
      description={t('people.profile.notFoundText')}
      action={
        <Button asChild variant="outline">
          <Link href="/developers">{t('people.profile.browse')}</Link>
        </Button>
      }
    />
  );
}

export function DeveloperProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useCurrentUser();
  const { t } = useI18n();
  const developerQuery = useDeveloper(id);
  const projectsQuery = useDeveloperProjects(developerQuery.data ? id : undefined);
  const developer = developerQuery.data;

  const failed = developerQuery.isError;
  const notFound = failed && [400, 404].includes(parseApiError(developerQuery.error).status ?? 0);
  const isOwner = Boolean(user && developer && user.id === developer.id);
  const name = developer ? personName(developer) : '';
  usePageHead(developerHead(developer, { notFound, failed }, name, useSite().name, t));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <BackButton />
      {developerQuery.isLoading ? (
        <>
          <span role="status" className="sr-only">
            {t('people.profile.loading')}
          </span>
          <ProfileHeaderSkeleton />
        </>
      ) : notFound ? (
        <NotFound />
      ) : failed ? (
        <LoadError error={developerQuery.error} fallback={t('people.profile.loadFailed')} />
      ) : developer ? (
        <>
          <ProfileHeader
            name={name}
            staffRole={developer.staffRole}
            title={developer.title}
            location={developer.location}
            createdAt={developer.createdAt}
            avatar={
              <DeveloperAvatar
                person={developer}
                alt={t('people.avatarAlt', { name })}
                className="size-24 border-4 border-card bg-card sm:size-28"
                fallbackClassName="text-2xl"
              />
            }
            actions={
              isOwner ? (
                <Button asChild variant="outline">
                  <Link href="/profile">
                    <Pencil aria-hidden="true" />
                    {t('people.profile.edit')}
                  </Link>
                </Button>
              ) : user ? (
                <>
                  <Button asChild variant="outline">
                    <Link href={`/messages?user=${encodeURIComponent(developer.id)}`}>
                      <MessageSquare aria-hidden="true" />
                      {t('people.profile.message')}
                    </Link>
                  </Button>
                  <FollowButton developerId={developer.id} developerName={name} viewerId={user.id} />
                  <ReportButton developerId={developer.id} developerName={name} />
                </>
              ) : null
            }
            counts={developer}
          />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-1">
              <AboutCard
                bio={developer.bio}
                bioHtml={developer.bioHtml}
                skills={developer.skills}
                links={linksOf(developer, t)}
                emptyBio={
                  developer.firstName
                    ? t('people.profile.emptyBio', { name: developer.firstName })
                    : t('people.profile.emptyBioUnnamed')
                }
              />
            </div>
            <div className="flex flex-col gap-8 lg:col-span-2">
              <ProjectsSection
                title={t('people.projects.title')}
                query={projectsQuery}
                emptyTitle={t('people.projects.none')}
                emptyText={isOwner ? t('people.profile.firstProjectText') : t('people.profile.noProjectsText', { name })}
                emptyAction={isOwner && !isRestricted(user) ? { href: '/create-project', label: t('people.projects.create') } : undefined}
              />
              <CollectionsSection userId={developer.id} isOwner={isOwner} />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
