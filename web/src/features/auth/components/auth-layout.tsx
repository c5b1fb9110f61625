import { BrandLink } from '@web/components/brand';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@web/entities/account/components/language-switcher';

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon badge above the title for the status views (sent, verified, expired…). */
  icon?: ReactNode;
  iconTone?: 'accent' | 'success' | 'danger';
  children?: ReactNode;
  /** Small print under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
  wide?: boolean;
}

const iconToneClass = {
  accent: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  danger: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
};

/** The centred card every account screen uses; its title is the page's <h1>. */
export function AuthLayout({ title, description, icon, iconTone = 'accent', children, footer, wide }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,rgba(99,102,241,0.10),transparent_70%)] dark:bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,rgba(99,102,241,0.16),transparent_70%)]"
      />
      <BrandLink className="mb-8 text-lg" />
      <Card className={cn('w-full', wide ? 'max-w-lg' : 'max-w-md')}>
        <CardHeader className={cn('pb-4', icon ? 'items-center text-center' : undefined)}>
          {icon ? (
            <div
              className={cn(
                'mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
                iconToneClass[iconTone],
              )}
            >
              {icon}
            </div>
          ) : null}
          <CardTitle level={1} className="text-2xl">
            {title}
          </CardTitle>
          {description ? <CardDescription className="text-[0.9375rem]">{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      {/* Account screens have no site footer: the language choice is offered here (decision 0033). */}
      <LanguageSwitcher className="mt-6 text-sm text-muted-foreground" />
    </div>
  );
}

/** An in-text router link styled with the accent colour. */
export function TextLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        'rounded-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}
