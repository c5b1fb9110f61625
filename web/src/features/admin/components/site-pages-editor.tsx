import { type AdminSite, SITE_LIMITS, SITE_MESSAGES } from '@common/site';
import type { SitePageSlug } from '@common/site-constants';
import { SITE_PAGES, sitePageOf } from '@common/site-pages';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useUpdateSitePage } from '../api/site-settings';

/**
 * The operator's pages, one at a time, in Markdown. Raw HTML is shown as text on the page, and
 * links may only go to http(s) and mailto addresses (decision 0022). An empty page leaves the footer.
 */
export function SitePagesEditor({ pages }: { pages: AdminSite['pages'] }) {
  const [slug, setSlug] = useState<SitePageSlug>('about');
  const [drafts, setDrafts] = useState<Partial<Record<SitePageSlug, string>>>({});
  const save = useUpdateSitePage();
  const meta = sitePageOf(slug);
  const text = drafts[slug] ?? pages[slug] ?? '';
  const tooLong = text.length > SITE_LIMITS.page;

  const onSave = () =>
    save.mutate(
      { slug, markdown: text },
      {
        onSuccess: () => {
          setDrafts(({ [slug]: _saved, ...rest }) => rest);
          toast({ title: SITE_MESSAGES.pageSaved, variant: 'success' });
        },
        onError: (error) => showRequestError(error, 'Failed to save the page'),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <FormField id="site-page-choice" label="Page">
        <NativeSelect className="sm:w-64" value={slug} onChange={(event) => setSlug(event.target.value as SitePageSlug)}>
          {SITE_PAGES.map((page) => (
            <option key={page.slug} value={page.slug}>
              {page.title} ({page.path}){pages[page.slug] ? '' : ' — empty'}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="site-page-markdown"
        label={`${meta.title} (Markdown)`}
        error={tooLong ? SITE_MESSAGES.pageTooLong : undefined}
        hint="Headings with #, lists with -, links as [text](https://…). Leave it empty to take the page off the footer."
      >
        <Textarea rows={14} className="font-mono text-sm" value={text} onChange={(event) => setDrafts((all) => ({ ...all, [slug]: event.target.value }))} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onSave} disabled={save.isPending || tooLong}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Save page
        </Button>
        <Button asChild variant="link">
          <Link href={meta.path}>
            View {meta.path}
          </Link>
        </Button>
      </div>
    </div>
  );
}
