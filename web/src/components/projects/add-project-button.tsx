import { Button, type ButtonProps } from '@web/components/ui/button';
import { contentRestriction } from '@web/lib/account-permissions';
import { useCurrentUser } from '@web/lib/auth';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';

interface AddProjectButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'className'> {
  label?: string;
  /** Leave out the plus sign (e.g. in an empty state whose icon already says it). */
  plain?: boolean;
}

/**
 * The way to /create-project, for whoever may add a project (a visitor via sign-in). A suspended, banned or unverified
 * member sees nothing here: the account banner (or the verification notice) says why, and the
 * create page explains it to anyone who arrives there anyway.
 */
export function AddProjectButton({ label = 'Add Project', plain = false, ...props }: AddProjectButtonProps) {
  const { user } = useCurrentUser();
  if (contentRestriction(user)) return null;
  // A visitor goes straight to sign-in and on to the form afterwards (decision 4).
  return (
    <Button asChild {...props}>
      <Link href={user ? '/create-project' : '/login?next=%2Fcreate-project'}>
        {plain ? null : <Plus aria-hidden="true" />}
        {label}
      </Link>
    </Button>
  );
}
