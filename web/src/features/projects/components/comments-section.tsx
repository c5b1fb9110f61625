import { COMMENT_MAX_LENGTH } from '@common/projects-constants';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { StaffBadge } from '@web/entities/developer/components/staff-badge';
import { personName } from '@web/entities/developer/lib/person-name';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { formatDateTime, formatRelative } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import type { ProjectComment } from '@common/projects';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { restrictionKind } from '@web/entities/account/lib/content-restriction-kind';
import { ReportUserDialog } from '@web/entities/report/components/report-user-dialog';
import { Flag, MessageCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';

interface CommentsSectionProps {
  projectId: string;
  signedIn: boolean;
}

/** Comments, oldest first, and the form (spec §5: trimmed, non-empty, sign-in required). */
export function CommentsSection({ projectId, signedIn }: CommentsSectionProps) {
  const { t } = useI18n();
  // Report is offered on everyone's comments but the reader's own; not to visitors, nor to a
  // banned reader, who cannot report (decision 7).
  const { user } = useCurrentUser();
  const viewerId = user?.id;
  const mayReport = Boolean(user) && restrictionKind(user) !== 'banned';
  const [reporting, setReporting] = useState<ProjectComment | null>(null);
  const comments = useComments(projectId);
  const addComment = useAddComment();
  const [draft, setDraft] = useState('');
  const content = draft.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || addComment.isPending) return;
    if (!signedIn) {
      toast({ title: t('project.signInRequired'), description: t('project.signInToComment'), variant: 'destructive' });
      return;
    }
    addComment.mutate(
      { projectId, content },
      { onSuccess: () => setDraft(''), onError: (error) => showRequestError(error, t('project.commentFailed')) },
    );
  };

  const list = comments.data ?? [];
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-5">
      <h2 id="comments-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle aria-hidden="true" className="size-5 text-muted-foreground" />
        {t('project.comments')} {comments.data ? <span className="text-muted-foreground">{t('project.commentTotal', { count: list.length })}</span> : null}
      </h2>

      <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
        <label htmlFor="comment-content" className="text-sm font-medium">
          {t('project.addComment')}
        </label>
        <Textarea
          id="comment-content"
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={signedIn ? t('project.commentPlaceholder') : t('project.commentPlaceholderVisitor')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">
            {signedIn ? t('project.beKind') : <Link href="/login" className="text-link hover:underline">{t('project.signInToCommentLink')}</Link>}
          </p>
          <Button type="submit" size="sm" disabled={!content || addComment.isPending}>
            {addComment.isPending ? t('project.posting') : t('project.post')}
          </Button>
        </div>
      </form>

      {comments.isPending ? (
        <div role="status" aria-label={t('project.loadingComments')} className="flex flex-col gap-4">
          {[0, 1].map((key) => (
            <div key={key} className="flex gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3.5 w-32" />
                <Skeleton className="h-3.5 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('project.noComments')}</p>
      ) : (
        <ul aria-label={t('project.comments')} className="flex flex-col gap-5">
          {list.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <DeveloperAvatar person={comment.user} className="size-9" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <Link href={`/developers/${comment.user.id}`} className="font-medium hover:underline">
                    {personName(comment.user)}
                  </Link>
                  <StaffBadge role={comment.user.staffRole} className="self-center" />
                  <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)} className="text-xs text-muted-foreground">
                    {formatRelative(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm">{comment.content}</p>
              </div>
              {mayReport && viewerId && comment.user.id !== viewerId ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0 text-muted-foreground"
                  title={t('project.reportComment', { name: personName(comment.user) })}
                  aria-label={t('project.reportComment', { name: personName(comment.user) })}
                  onClick={() => setReporting(comment)}
                >
                  <Flag aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {reporting ? (
        <ReportUserDialog
          userId={reporting.user.id}
          userName={personName(reporting.user)}
          commentId={reporting.id}
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      ) : null}
    </section>
  );
}
