import { EyeOff } from 'lucide-react';

/** Shown above an unpublished project, which only its owner can open. */
export function DraftNotice() {
  return (
    <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
      <EyeOff aria-hidden="true" className="size-4" />
      Draft — only you can see this project.
    </p>
  );
}
