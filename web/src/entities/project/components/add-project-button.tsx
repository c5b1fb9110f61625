import { Button, type ButtonProps } from '@web/components/ui/button';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { MailWarning, Plus } from 'lucide-react';
import { Link } from 'wouter';

interface AddProjectButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'className'> {
  /** Already translated by the page; 'Add Project' in the reader's language when left out. */
  label?: string;
  /** Leave out the plus sign (e.g. in an empty state whose icon already says it). */
  plain?: boolean;
  /**
   * In place of the button, say why it is missing when no banner on the page does: the account
   * banner explains a suspension or a ban everywhere, the verification notice only on Discover.
   */
  explainUnverified?: boolean;
}

/**
 * The way to /create-project, for whoever may add a project (a visitor via sign-in). A suspended, banned or unverified
 * member sees nothing here: the account banner (or the verification notice) says why, and the
 * create page explains it to anyone who arrives there anyway.
 */
export function AddProjectButton({ label, plain = false, explainUnverified = false, ...props }: AddProjectButtonProps) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const restriction = contentRestriction(user);
  if (restriction?.kind === 'unverified' && explainUnverified) {
    return (
      <p className="flex max-w-xs items-start gap-2 text-sm text-muted-foreground">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('projectShared.verifyToAdd')}
      </p>
    );
  }
  if (restriction) return null;
  // A visitor goes straight to sign-in and on to the form afterwards (decision 4).
  return (
    <Button asChild {...props}>
      <Link href={user ? '/create-project' : '/login?next=%2Fcreate-project'}>
        {plain ? null : <Plus aria-hidden="true" />}
        {label ?? t('projectShared.add')}
      </Link>
    </Button>
  );
}
