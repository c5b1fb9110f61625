import { staffRoleOf } from '@common/roles';
import type { CurrentUser } from '@common/auth';
import { SOCIAL_PLATFORMS, socialLinkUrl } from '@common/social-links';
import { AddProjectButton } from '@web/entities/project/components/add-project-button';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useDeveloper } from '@web/entities/developer/api/get-developer';
import { useDeveloperProjects } from '@web/entities/developer/api/get-developer-projects';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { displayName } from '@web/entities/account/api/current-user';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { AboutCard } from '../components/about-card';
import { AvatarUpload } from '../components/avatar-upload';
import { ProfileForm } from '../components/profile-form';
import { ProfileHeader } from '../components/profile-header';
import { ProjectsSection } from '../components/projects-section';
import { CollectionsSection } from '@web/entities/collection/components/collections-section';
import { type Translator, useI18n } from '@web/lib/i18n';
import { platformLabel } from '../components/platform-icon';

/** The own links straight from the account (no visibility rules apply to oneself). */
function ownLinks(user: CurrentUser, t: Translator['t']) {
  return SOCIAL_PLATFORMS.flatMap((type) => {
    const value = user[type];
    return value ? [{ type, value, label: platformLabel(type, t), url: socialLinkUrl(type, value) }] : [];
  });
}

/** Spec §2 "name (or the e-mail when no first name)". */
function ownName(user: CurrentUser): string {
  return user.firstName.trim() ? displayName(user) : user.email;
}

function SignedInProfile({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const { t } = useI18n();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving edit mode puts focus back on the button that opened it (the form had it).
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // Counts (followers, following, likes) live on the public view of the person.
  const developer = useDeveloper(user.id);
  const projects = useDeveloperProjects(user.id);
  const name = ownName(user);
  const restriction = contentRestriction(user);

  return (
    <>
      <ProfileHeader
        name={name}
        staffRole={staffRoleOf(user.role)}
        title={user.title}
        location={user.location}
        createdAt={user.createdAt}
        avatar={<AvatarUpload person={user} name={name} />}
        actions={
          editing ? null : (
            <>
              <Button asChild variant="ghost">
                <Link href={`/developers/${user.id}`}>{t('people.own.viewPublic')}</Link>
              </Button>
              <Button variant="outline" ref={editButton} onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('people.profile.edit')}
              </Button>
            </>
          )
        }
        counts={developer.data}
      />
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : null}
      <div className={editing ? 'flex flex-col gap-6' : 'grid gap-6 lg:grid-cols-3'}>
        {editing ? null : (
          <div className="lg:col-span-1">
            <AboutCard
              bio={user.bio}
              bioHtml={user.bioHtml}
              skills={user.skills}
              links={ownLinks(user, t)}
              emptyBio={t('people.own.emptyBio')}
              emptySkills={t('people.own.emptySkills')}
            />
          </div>
        )}
        <div className="flex flex-col gap-8 lg:col-span-2">
          <ProjectsSection
            title={t('people.own.projects')}
            wide={editing}
            query={projects}
            emptyTitle={t('people.projects.none')}
            emptyText={restriction?.message ?? t('people.own.noProjectsText')}
            emptyAction={restriction ? undefined : { href: '/create-project', label: t('people.projects.create') }}
            headerAction={
              projects.data && projects.data.total > 0 ? <AddProjectButton size="sm" label={t('people.projects.create')} explainUnverified /> : null
            }
          />
          <CollectionsSection userId={user.id} isOwner />
        </div>
      </div>
    </>
  );
}

/** /profile: the signed-in user's own profile with its Edit Profile mode (spec §2, §4). */
export function OwnProfilePage() {
  const { t } = useI18n();
  useDocumentTitle(t('people.own.title'));
  const { user, isLoading } = useRequireSignIn();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      {user ? (
        <SignedInProfile user={user} />
      ) : (
        <div className="flex justify-center py-24">
          <Spinner className="size-8" label={t(isLoading ? 'people.own.loading' : 'people.own.redirecting')} />
        </div>
      )}
    </div>
  );
}
