import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadChunkDependencies } from './lib/chunk-preload';
import { PAGE_MESSAGES_ELEMENT_ID } from '@common/page-head';
import { loadTranslator, pageTranslator, prefetchErrorTexts } from './i18n/translator';
import { documentAreas, documentLocale, type Translator } from './lib/i18n';
import { whenIdle } from './lib/lazy-part';
import { createQueryClient } from './lib/query-client';
import { PAGE_STATE_ELEMENT_ID, parsePageState } from './lib/page-state';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const pageState = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
if (pageState) hydrate(queryClient, parsePageState(pageState));

// The page's language first (the server named it in <html lang>, with the catalogue areas its
// texts came from): a page is taken over or rendered in its language, nothing shown in English
// first. A server-rendered page carries the texts it shows (decision 0034), so it waits at most
// for FormatJS, and only when one of them is a date, a time or a styled number (decision 0035);
// the catalogues follow when it is idle.
const pageTexts = document.getElementById(PAGE_MESSAGES_ELEMENT_ID)?.textContent;
const translated: Promise<Translator> = pageTexts
  ? pageTranslator(documentLocale(), documentAreas(), JSON.parse(pageTexts)).then(({ translator, fetchRest }) => {
      whenIdle(() => void fetchRest());
      return translator;
    })
  : loadTranslator(documentLocale(), documentAreas());
void translated.then((translator) => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} translator={translator} />
    </StrictMode>
  );
  // A public page arrives rendered by the server: take over its HTML. Other pages arrive empty.
  // As a transition, hydration yields to the browser between components instead of holding a slow
  // phone's main thread for one long task; the page is already on screen meanwhile.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});

// What later pages import, for fetching each in one round trip (lib/chunk-preload.ts). This module is
// the entry chunk, so its own URL says where the build put the map.
whenIdle(() => loadChunkDependencies(import.meta.url));
// Error texts are shown after something went wrong, which follows something the reader did: they
// are fetched at the first touch, key press or focus, not with the page (a language's are ~8 KB).
const fetchErrorTexts = () => {
  for (const event of FIRST_INTERACTIONS) removeEventListener(event, fetchErrorTexts, true);
  void prefetchErrorTexts(documentLocale());
};
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
for (const event of FIRST_INTERACTIONS) addEventListener(event, fetchErrorTexts, { capture: true, passive: true });
