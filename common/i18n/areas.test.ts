import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import de from './messages/ui/de';
import en from './messages/ui/en';
import es from './messages/ui/es';
import fr from './messages/ui/fr';
import { UI_AREAS } from './messages/ui/index';
import ja from './messages/ui/ja';

/**
 * The browser fetches the core catalogue and then one area at a time (decision 0034), so each
 * part must be whole on its own, not only the sum: an id that English keeps in one area and German
 * in another would be missing from the German page that loads the first.
 */
const PARTS: Record<string, Record<string, Record<string, string>>> = { core: { en, es, de, fr, ja }, ...UI_AREAS };

describe('the web app’s catalogue areas', () => {
  it('lists every area folder', () => {
    const folders = readdirSync(path.join(import.meta.dirname, 'messages', 'ui'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(UI_AREAS).sort()).toEqual(folders);
  });

  it.each(Object.keys(PARTS))('%s has the same ids in every language', (part) => {
    const byLocale = PARTS[part] as Record<string, Record<string, string>>;
    const source = Object.keys(byLocale.en ?? {}).sort();
    for (const locale of LOCALES) expect({ locale, ids: Object.keys(byLocale[locale] ?? {}).sort() }).toEqual({ locale, ids: source });
  });

  it('never has an id in two parts', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, byLocale] of Object.entries(PARTS)) {
      for (const id of Object.keys(byLocale.en ?? {})) {
        if (seen.has(id)) twice.push(`${id}: ${seen.get(id)} and ${part}`);
        seen.set(id, part);
      }
    }
    expect(twice).toEqual([]);
  });
});
