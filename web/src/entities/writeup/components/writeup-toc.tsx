import type { WriteupTocEntry } from '@common/writeups';
import { cn } from '@web/lib/utils';

/**
 * The sections of a long write-up, linking to its headings' anchors. `label` ("Contents") comes
 * from the page, whose catalogue area holds it (the project page's).
 */
export function WriteupToc({ entries, label, className }: { entries: readonly WriteupTocEntry[]; label: string; className?: string }) {
  if (entries.length === 0) return null;
  const top = Math.min(...entries.map((entry) => entry.level));
  return (
    <nav aria-label={label} className={cn('rounded-xl border border-border bg-card p-4 text-sm', className)}>
      <p className="mb-2 font-medium">{label}</p>
      <ol className="flex flex-col gap-1.5">
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingInlineStart: `${Math.min(entry.level - top, 3) * 0.875}rem` }}>
            <a href={`#${entry.id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline wrap-anywhere">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
