import { usePageHead } from './page-head';

/** Sets "<page> · Shipyard" (or the bare brand) while the page is shown, in the tab and in server HTML. */
export function useDocumentTitle(page: string | null): void {
  usePageHead({ title: page });
}
