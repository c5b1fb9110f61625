import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Heart } from 'lucide-react';
import { useLiked } from '../api/get-liked';
import { useToggleLike } from '../api/toggle-like';

interface LikeButtonProps {
  projectId: string;
  likesCount: number;
  signedIn: boolean;
}

/** Toggles the like (spec §4); a visitor is told to sign in (§5). Pressed state = liked. */
export function LikeButton({ projectId, likesCount, signedIn }: LikeButtonProps) {
  const { t } = useI18n();
  const liked = useLiked(projectId, signedIn).data?.liked ?? false;
  const toggle = useToggleLike();

  const onClick = () => {
    if (!signedIn) {
      toast({ title: t('project.signInRequired'), description: t('project.signInToLike'), variant: 'destructive' });
      return;
    }
    toggle.mutate(projectId, { onError: (error) => showRequestError(error, t('project.likeFailed')) });
  };

  return (
    <Button
      variant={liked ? 'default' : 'outline'}
      aria-pressed={liked}
      disabled={toggle.isPending}
      onClick={onClick}
      className={cn(liked && 'bg-rose-600 text-white hover:bg-rose-700 dark:bg-rose-600 dark:hover:bg-rose-500')}
    >
      <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
      {liked ? t('project.liked') : t('project.like')}
      <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums dark:bg-white/10">
        {likesCount}
        <span className="sr-only"> {t('project.likesWord', { count: likesCount })}</span>
      </span>
    </Button>
  );
}
