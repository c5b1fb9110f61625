import { Button } from '@web/components/ui/button';
import { usePageHead } from '@web/lib/page-head';
import { useSite } from '@web/lib/site';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

export function NotFoundPage() {
  const site = useSite();
  const { t } = useI18n();
  usePageHead({ title: t('notFound.title'), statusCode: 404, noindex: true });
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-6 text-sm font-semibold text-link">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/">{t('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/search">{t('notFound.search', { site: site.name })}</Link>
        </Button>
      </div>
    </div>
  );
}
