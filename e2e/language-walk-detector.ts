import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALE_LABELS, type Locale } from '../common/i18n/locales';
import { ERROR_MESSAGES } from '../common/i18n/messages/errors/index';
import { UI_MESSAGES } from '../common/i18n/messages/ui/index';
import { PRESET_TECHNOLOGIES } from '../common/preset-technologies';

/**
 * How the language walk (e2e/language-walk.spec.ts) tells translated text from English left behind.
 * A text shown in a language is untranslated when the same screen in English shows exactly the same
 * text and, once people's own words (the seed's), e-mail addresses and web addresses are taken out,
 * it still has an English word of three or more letters that the language itself does not use.
 * "The language uses it" means a translator wrote that word in the language's catalogue (German
 * "Status", French "Messages", "Sessions"): a cognate the team chose, not a forgotten string.
 */

/** Names the interface never translates: the product, services, formats and technologies. */
const NAMES = [
  'Shipyard', 'GitHub', 'GitLab', 'Markdown', 'LinkedIn', 'Twitter', 'Facebook', 'YouTube', 'Twitch', 'Steam', 'itch.io',
  'Stack Overflow', 'dev.to', 'Medium', 'Google', 'OpenID', 'OIDC', 'JPEG', 'PNG', 'WebP', 'GIF', 'MP4', 'WebM', 'SVG',
  'QR', 'TOTP', 'JSON', 'CSV', 'ZIP', 'URL', 'HTML', 'CSS', 'RSS', 'API', 'SMTP', 'Gravatar', 'UTC',
  'iOS', 'Android', 'macOS', 'Windows', 'Linux',
  ...PRESET_TECHNOLOGIES,
  ...Object.values(LOCALE_LABELS),
];

const WORD = /[A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z]/g;
const wordsOf = (text: string): string[] => (text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/['’]s$/, ''));

const NAME_WORDS = new Set(NAMES.flatMap(wordsOf));

/** The literal words of an ICU message: its text, its plural branches and its tags' contents. */
function literalWordsOf(message: string): string[] {
  const words: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) words.push(...wordsOf(element.value));
      else if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  try {
    walk(parse(message));
  } catch {
    words.push(...wordsOf(message));
  }
  return words;
}

const UI: Record<Locale, Record<string, string>> = UI_MESSAGES;

const wordsUsedBy = new Map<Locale, Set<string>>();
/** Every word a language's catalogues (interface and error texts) write. */
function wordsUsedIn(locale: Locale): Set<string> {
  let words = wordsUsedBy.get(locale);
  if (!words) {
    const messages = locale === 'en' ? [] : [...Object.values(UI[locale]), ...Object.values(ERROR_MESSAGES[locale])];
    words = new Set(messages.flatMap(literalWordsOf));
    wordsUsedBy.set(locale, words);
  }
  return words;
}

/** Time zones are shown by their IANA names ("Africa/Addis Ababa", "America/Argentina/Buenos Aires"). */
const TIME_ZONE = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\w\s/+-]+$/;
/** Record ids, whole or shortened ("d2867f42"): hexadecimal with a digit in it, not words. */
const RECORD_ID = /\b(?=[\da-f-]*\d)[\da-f]{6,}(-[\da-f]{4,})*\b/gi;
/** Settings names such as BACKUP_SCHEDULE stay as they are in every language. */
const SETTING_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;
const ADDRESS = /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b|\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(com|org|io|dev|local)\b\S*|\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\S*/g;

/** `text` without the seed's own words (longest first), addresses and the never-translated names. */
export function withoutUserContent(text: string, userContent: readonly string[]): string {
  if (TIME_ZONE.test(text)) return '';
  let rest = text.replace(ADDRESS, ' ').replace(SETTING_NAME, ' ').replace(RECORD_ID, ' ');
  for (const written of userContent) rest = rest.split(written).join(' ');
  return rest;
}

/**
 * The texts of `shown` (a screen in `locale`) that are English left untranslated: the same text is
 * on the English screen, and it has an English word the language does not use.
 */
export function untranslatedTexts(shown: readonly string[], english: ReadonlySet<string>, locale: Locale, userContent: readonly string[]): string[] {
  const used = wordsUsedIn(locale);
  return shown.filter((text) => {
    if (!english.has(text)) return false;
    return wordsOf(withoutUserContent(text, userContent)).some((word) => word.length >= 3 && !NAME_WORDS.has(word) && !used.has(word));
  });
}

/**
 * Runs in the page: the interface's texts as a reader meets them — visible text (and text only
 * screen readers get, such as `sr-only` labels), the options of visible selects, the labels,
 * titles, placeholders and alternative texts of visible elements, and the document's title. Code
 * (a command to type, a setting's name) is not language and is left out.
 * Whitespace is folded, duplicates dropped.
 */
export function collectInterfaceTexts(): string[] {
  const found = new Set<string>();
  const add = (text: string | null | undefined) => {
    const folded = (text ?? '').replace(/\s+/g, ' ').trim();
    if (folded) found.add(folded);
  };
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  add(document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, textarea, code, kbd, samp, pre')) continue;
    // An option is drawn by its select; its own box is never "visible".
    if (shown(parent.closest('select') ?? parent)) add(node.textContent);
  }
  const attributes = ['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'title', 'placeholder', 'alt'];
  for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    if (!shown(element)) continue;
    for (const name of attributes) add(element.getAttribute(name));
  }
  return [...found];
}

export interface Overflow {
  scrollWidth: number;
  viewportWidth: number;
  /** The elements whose right edge passes the viewport's and whose parent's does not. */
  stickingOut: string[];
}

/**
 * Runs in the page: does the page scroll sideways, and which elements start it? Elements inside a
 * box that clips or scrolls sideways (a table in its scroller) do not widen the page and are left out.
 */
export function measureOverflow(): Overflow {
  const viewportWidth = window.innerWidth;
  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth <= viewportWidth) return { scrollWidth, viewportWidth, stickingOut: [] };
  const rightOf = (element: Element) => element.getBoundingClientRect().right + window.scrollX;
  const sticksOut = (element: Element | null): element is Element =>
    !!element && element.getBoundingClientRect().width > 0 && rightOf(element) > viewportWidth + 0.5;
  const clipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible' && !sticksOut(box)) return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 4).map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${text}" ends at ${Math.round(rightOf(element))} px`;
  };
  const stickingOut = [...document.body.querySelectorAll('*')]
    .filter((element) => sticksOut(element) && !sticksOut(element.parentElement) && !clipped(element))
    .slice(0, 8)
    .map(describe);
  return { scrollWidth, viewportWidth, stickingOut: stickingOut.length > 0 ? stickingOut : ['(no single element: the page is wider than the viewport)'] };
}

/**
 * Runs in the page: controls and texts that stick out of their card — the nearest box drawn with a
 * border and rounded corners — without widening the page (a button whose label is longer in this
 * language, set on one line). A box that clips or scrolls sideways holds its content and ends the search.
 */
export function measureOutOfCards(): string[] {
  const found = new Set<string>();
  for (const element of document.body.querySelectorAll('button, a, label, h1, h2, h3, dt, dd, p, input, select')) {
    if (!element.checkVisibility()) continue;
    const own = element.getBoundingClientRect();
    if (own.width === 0) continue;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible') break;
      if (!(Number.parseFloat(style.borderRightWidth) > 0 && Number.parseFloat(style.borderTopRightRadius) > 0)) continue;
      const card = box.getBoundingClientRect();
      if (own.right > card.right + 1 || own.left < card.left - 1) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        found.add(`<${element.tagName.toLowerCase()}> "${text}" spans ${Math.round(own.left)}–${Math.round(own.right)} px in a card of ${Math.round(card.left)}–${Math.round(card.right)} px`);
      }
      break;
    }
  }
  return [...found].slice(0, 8);
}
