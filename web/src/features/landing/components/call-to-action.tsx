import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

/** 'Start Your Showcase' (→ /register) beside a second way in: the hero and the closing banner both offer it. */
export function CallToAction({ secondary, className }: { secondary: { href: string; label: string }; className?: string }) {
  const { t } = useI18n();
  return (
    <div className={cn('flex w-full flex-col gap-3 sm:w-auto sm:flex-row', className)}>
      <Button asChild size="lg">
        <Link href="/register">
          {t('landing.startShowcase')}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={secondary.href}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
