import { useSite } from '@web/lib/site';
import { cn } from '@web/lib/utils';
import { useId } from 'react';
import { Link } from 'wouter';

export function BrandMark({ className }: { className?: string }) {
  // Unique per instance: two marks on one page must not share a gradient id.
  const gradientId = `brand-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M8 19.5h16l-2.6 4.2a2 2 0 0 1-1.7.9h-7.4a2 2 0 0 1-1.7-.9z" fill="#fff" />
      <path
        d="M16 6.5v11M16 7.5l6 8.5h-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The brand as a link home: the community's name is its accessible name. */
export function BrandLink({ className }: { className?: string }) {
  // The community's name and logo as its operator set them (decision 0022). The logo is
  // decorative: the name is the link's accessible name.
  const { name, logoUrl } = useSite();
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-lg text-base font-semibold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      {logoUrl ? <img src={logoUrl} alt="" className="size-7 shrink-0 rounded-md object-contain" /> : <BrandMark />}
      {/* A long community name gives way to the navbar's buttons: cut with an ellipsis, and on the
          narrowest phones (where "Anmelden" or "Se connecter" leave it a letter) only the mark shows
          while the name stays the link's accessible name. */}
      <span className="truncate max-[399px]:sr-only">{name}</span>
    </Link>
  );
}
