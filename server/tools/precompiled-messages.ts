import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type Plugin, transformWithOxc } from 'vite';
import { LOCALES } from '../../common/i18n/locales.ts';

/**
 * The web app's message catalogues, precompiled (issue 18, decisions 0034 and 0035). For the
 * browser build (and the server renderer's, so both format alike):
 * - every catalogue module of the interface (`common/i18n/messages/ui/…/<locale>.ts`) becomes the parsed
 *   ICU syntax trees the browser formats directly, so the ICU parser (about half of FormatJS) is not
 *   shipped: vite.config.ts points the parser at its `no-parser` build for the browser;
 * - the browser build writes each of them as a JSON file, `assets/texts-<id>/<locale>[/<area>].json`,
 *   `<id>` naming their content: the browser builds the address from the locale and the area, so its
 *   first load carries no list of a hundred chunk names (1.9 KB gzip as dynamic imports);
 * - `virtual:ui-message-areas` says which area's catalogue holds an id, by the id's first segment,
 *   so a text of an area not loaded yet can be fetched, and where the JSON files are
 *   (web/src/i18n/message-store.ts).
 */
export const MESSAGE_AREAS_MODULE = 'virtual:ui-message-areas';
const RESOLVED_AREAS_MODULE = `\0${MESSAGE_AREAS_MODULE}`;

// The error texts stay plain strings: they are looked up by their English text, patterns included
// (common/i18n/error-lookup.ts), not formatted by FormatJS.
const CATALOGUE_FILE = /[\\/]common[\\/]i18n[\\/]messages[\\/]ui[\\/](?:[^\\/]+[\\/])?(en|es|de|fr|ja)\.ts$/;

export type Messages = Record<string, string>;
/** A message with no argument, plural or tag is its text; any other, its syntax tree. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

/**
 * A catalogue module's default export. Catalogues are data: an object of strings, with nothing but
 * type imports, so its JavaScript (types stripped) runs in an empty context.
 */
export async function evaluateCatalogue(file: string): Promise<Messages> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  if (/^\s*import\s/m.test(code)) throw new Error(`${file}: a catalogue may import types only (it is compiled on its own)`);
  const script = code.replace(/^\s*export\s*\{\s*\};?\s*$/gm, '').replace(/^export default /m, 'exported.default = ');
  const exported: { default?: Messages } = {};
  vm.runInNewContext(script, { exported }, { filename: file });
  const messages = exported.default;
  if (!messages || typeof messages !== 'object') throw new Error(`${file}: a catalogue exports its messages as default`);
  return messages;
}

/**
 * Each message as FormatJS's syntax tree (what `new IntlMessageFormat(tree)` formats without
 * parsing), or as the plain text it comes to when it has nothing to format (most labels): a tenth of
 * the bytes, and nothing to do when shown.
 */
export function compileMessages(messages: Messages, file: string): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      const tree = parse(message);
      const [first] = tree;
      compiled[id] = tree.length === 0 ? '' : tree.length === 1 && first?.type === TYPE.literal ? first.value : tree;
    } catch (error) {
      throw new Error(`${file}: "${id}" is not ICU MessageFormat (${(error as Error).message})`);
    }
  }
  return compiled;
}

/** Area folder → the first id segments of its English source (`settings` → `settings`, `password`, …). */
export async function areasByPrefix(uiRoot: string): Promise<Record<string, string[]>> {
  const byPrefix: Record<string, string[]> = {};
  const areas = readdirSync(uiRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const area of areas) {
    const source = await evaluateCatalogue(path.join(uiRoot, area.name, 'en.ts'));
    for (const id of Object.keys(source)) {
      const prefix = id.split('.')[0] as string;
      const listed = byPrefix[prefix] ?? [];
      if (!listed.includes(area.name)) byPrefix[prefix] = [...listed, area.name];
    }
  }
  return byPrefix;
}

/** Every interface catalogue compiled, by its path under the texts folder (`de.json`, `de/settings.json`). */
export async function compiledCatalogues(uiRoot: string): Promise<Map<string, CompiledMessages>> {
  const files = new Map<string, CompiledMessages>();
  const add = async (file: string, name: string) => files.set(name, compileMessages(await evaluateCatalogue(file), file));
  const areas = readdirSync(uiRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const locale of LOCALES) {
    await add(path.join(uiRoot, `${locale}.ts`), `${locale}.json`);
    for (const area of areas) await add(path.join(uiRoot, area.name, `${locale}.ts`), `${locale}/${area.name}.json`);
  }
  return files;
}

/** The texts folder's name: their content's hash, so a changed text is a new address and the old stays cacheable. */
export const textsFolder = (catalogues: Map<string, CompiledMessages>) =>
  `texts-${createHash('sha256').update(JSON.stringify([...catalogues])).digest('hex').slice(0, 10)}`;

const TEXTS_REQUEST = /^\/assets\/texts-[^/]+\/([\w/-]+\.json)$/;

export function precompiledMessagesPlugin(projectRoot: string): Plugin {
  const uiRoot = path.join(projectRoot, 'common', 'i18n', 'messages', 'ui');
  let base = '/';
  let ssr = false;
  let catalogues: Promise<Map<string, CompiledMessages>> | null = null;
  const compiled = () => {
    catalogues ??= compiledCatalogues(uiRoot);
    return catalogues;
  };
  return {
    name: 'shipyard:precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    // `npm run dev`: the JSON files as the build would write them, made when asked for.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (CATALOGUE_FILE.test(file)) catalogues = null;
      });
      server.middlewares.use((request, response, next) => {
        const name = TEXTS_REQUEST.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (!name) return next();
        compiled().then((files) => {
          const messages = files.get(name);
          if (!messages) return next();
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(messages));
        }, next);
      });
    },
    resolveId: (id) => (id === MESSAGE_AREAS_MODULE ? RESOLVED_AREAS_MODULE : null),
    async load(id) {
      if (id === RESOLVED_AREAS_MODULE) {
        for (const area of readdirSync(uiRoot)) this.addWatchFile(path.join(uiRoot, area));
        const textsPath = `${base}assets/${textsFolder(await compiled())}/`;
        return `export const AREAS_BY_PREFIX = ${JSON.stringify(await areasByPrefix(uiRoot))};\nexport const TEXTS_PATH = ${JSON.stringify(textsPath)};`;
      }
      const file = id.split('?')[0] as string;
      if (!CATALOGUE_FILE.test(file)) return null;
      const messages = compileMessages(await evaluateCatalogue(file), file);
      // JSON.parse of a string is parsed faster than the same object literal (V8's JSON fast path).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
    async generateBundle() {
      if (ssr) return;
      const files = await compiled();
      const folder = textsFolder(files);
      for (const [name, messages] of files) this.emitFile({ type: 'asset', fileName: `assets/${folder}/${name}`, source: JSON.stringify(messages) });
    },
  };
}
