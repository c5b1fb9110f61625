import { useEffect } from 'react';

const BRAND = 'Shipyard';

/** Sets "<page> · Shipyard" (or the bare brand) while the page is shown. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${BRAND}` : BRAND;
  }, [page]);
}
