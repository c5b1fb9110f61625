import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { LoaderCircle, UserMinus, UserPlus } from 'lucide-react';
import { useFollowDeveloper } from '../api/follow-developer';
import { useIsFollowing } from '../api/get-is-following';
import { useUnfollowDeveloper } from '../api/unfollow-developer';
import { useI18n } from '@web/lib/i18n';

interface FollowButtonProps {
  developerId: string;
  developerName: string;
  viewerId: string;
}

/** Follow / Unfollow for a signed-in viewer on someone else's page (spec §2, §4). */
export function FollowButton({ developerId, developerName, viewerId }: FollowButtonProps) {
  const status = useIsFollowing(developerId, true);
  const follow = useFollowDeveloper(developerId, viewerId);
  const unfollow = useUnfollowDeveloper(developerId, viewerId);
  const following = status.data?.isFollowing ?? false;
  const pending = follow.isPending || unfollow.isPending;
  const { t } = useI18n();

  const onError = (error: unknown) =>
    showRequestError(error, t('follow.failed'), { loginDescription: t('follow.signIn') });

  const onClick = () => {
    if (following) {
      unfollow.mutate(undefined, {
        onSuccess: () => toast({ title: t('follow.unfollowed'), description: t('follow.unfollowedText', { name: developerName }) }),
        onError,
      });
    } else {
      follow.mutate(undefined, {
        onSuccess: () => toast({ title: t('follow.following'), description: t('follow.followingText', { name: developerName }), variant: 'success' }),
        onError,
      });
    }
  };

  return (
    <Button
      variant={following ? 'outline' : 'default'}
      onClick={onClick}
      disabled={pending || status.isLoading}
      data-testid="follow-button"
    >
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : following ? <UserMinus aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {t(following ? 'follow.unfollow' : 'follow.follow')}
    </Button>
  );
}
