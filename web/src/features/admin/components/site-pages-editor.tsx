import { type AdminSite, SITE_LIMITS, SITE_MESSAGES } from '@common/site';
import type { SitePageSlug } from '@common/site-constants';
import { SITE_PAGES, sitePageOf } from '@common/site-pages';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUpdateSitePage } from '../api/site-settings';

/**
 * The operator's pages, one at a time, in Markdown. Raw HTML is shown as text on the page, and
 * links may only go to http(s) and mailto addresses (decision 0022). An empty page leaves the footer.
 */
export function SitePagesEditor({ pages }: { pages: AdminSite['pages'] }) {
  const { t } = useI18n();
  const [slug, setSlug] = useState<SitePageSlug>('about');
  const [drafts, setDrafts] = useState<Partial<Record<SitePageSlug, string>>>({});
  const save = useUpdateSitePage();
  const meta = sitePageOf(slug);
  // The page titles are the footer's own texts (sitePage.*), so both read alike.
  const titleOf = (page: SitePageSlug) => t(`sitePage.${page}` as const);
  const text = drafts[slug] ?? pages[slug] ?? '';
  const tooLong = text.length > SITE_LIMITS.page;

  const onSave = () =>
    save.mutate(
      { slug, markdown: text },
      {
        onSuccess: () => {
          setDrafts(({ [slug]: _saved, ...rest }) => rest);
          toast({ title: t('adminSite.pageSaved'), variant: 'success' });
        },
        onError: (error) => showRequestError(error, t('adminSite.pageSaveFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <FormField id="site-page-choice" label={t('adminSite.page')}>
        <NativeSelect className="sm:w-64" value={slug} onChange={(event) => setSlug(event.target.value as SitePageSlug)}>
          {SITE_PAGES.map((page) => (
            <option key={page.slug} value={page.slug}>
              {t(pages[page.slug] ? 'adminSite.pageOption' : 'adminSite.pageOptionEmpty', { title: titleOf(page.slug), path: page.path })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="site-page-markdown"
        label={t('adminSite.pageMarkdown', { title: titleOf(slug) })}
        error={tooLong ? SITE_MESSAGES.pageTooLong : undefined}
        hint={t('adminSite.pageHint')}
      >
        <Textarea rows={14} className="font-mono text-sm" value={text} onChange={(event) => setDrafts((all) => ({ ...all, [slug]: event.target.value }))} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onSave} disabled={save.isPending || tooLong}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {t('adminSite.pageSave')}
        </Button>
        <Button asChild variant="link">
          <Link href={meta.path}>{t('adminSite.pageView', { path: meta.path })}</Link>
        </Button>
      </div>
    </div>
  );
}
