import { Button } from '@web/components/ui/button';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';

/** Spec §6 for visitors; decision 5 for signed-in people without the admin role. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">
        {signedIn ? 'You need administrator rights to view this page.' : 'You need to be logged in to access the admin panel.'}
      </p>
      <Button asChild variant={signedIn ? 'outline' : 'default'}>
        {signedIn ? <Link href="/">Back to Discover</Link> : <Link href="/login?next=%2Fadmin">Sign In</Link>}
      </Button>
    </div>
  );
}
