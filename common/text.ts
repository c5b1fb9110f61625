import { z } from 'zod';

/**
 * Text rules shared by the schemas of several features (profiles, projects, reports), so that
 * "optional text" and "a line of text" mean the same everywhere.
 *
 * Every text is normalized to NFC, so the same name typed and pasted is one spelling (and one
 * length, and one search match). Characters that change how *other* text is shown are refused:
 * - a single-line text (names, titles, locations, tags, links…) ends up inside e-mails, page
 *   titles and lists, where a line break, a tab or another C0/C1 control would start a new line
 *   or a fake header, so none is allowed;
 * - a multi-line text (bios, descriptions, comments, messages) keeps what a text area produces —
 *   \n, \r and \t — and refuses every other control;
 * - both refuse the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
 *   reorder the text around them ("Trojan Source"), so a name could show as someone else's.
 *   The plain marks U+200E, U+200F and U+061C stay allowed: right-to-left writers need them,
 *   and they only set the direction of the characters beside them, reordering nothing.
 */

export type TextLines = 'single' | 'multi';

/** Whether one UTF-16 code unit may appear in a text of that kind (all refused ones are BMP). */
function allowedCodeUnit(code: number, lines: TextLines): boolean {
  if (code <= 0x1f) return lines === 'multi' && (code === 0x09 || code === 0x0a || code === 0x0d);
  if (code >= 0x7f && code <= 0x9f) return false;
  // LINE SEPARATOR and PARAGRAPH SEPARATOR are line breaks too.
  if (code === 0x2028 || code === 0x2029) return lines === 'multi';
  if (code >= 0x202a && code <= 0x202e) return false;
  if (code >= 0x2066 && code <= 0x2069) return false;
  return true;
}

/** True when the text holds no character that its kind refuses. */
export function isCleanText(value: string, lines: TextLines): boolean {
  for (let index = 0; index < value.length; index++) {
    if (!allowedCodeUnit(value.charCodeAt(index), lines)) return false;
  }
  return true;
}

/** The message for a refused character, naming the field ("Last name", "Each tag", "Bio"). */
export function controlCharactersMessage(label: string, lines: TextLines): string {
  return lines === 'single'
    ? `${label} must be a single line of text without control characters`
    : `${label} must not contain control characters`;
}

/** One spelling for the same text typed or pasted (see above). */
export const toNfc = (value: string) => value.normalize('NFC');

/**
 * The one builder for a required text: NFC, trimmed (so a pasted trailing newline is not an
 * error), then refused when a character its kind forbids is left. `raw` carries the not-a-string
 * message and any cheap cap that must run before trimming; length bounds chain on after, e.g.
 * `cleanText('Project title', 'single', z.string({ error })).min(1).max(120)`.
 */
export function cleanText(label: string, lines: TextLines, raw: z.ZodString = z.string()): z.ZodString {
  return raw
    .overwrite(toNfc)
    .trim()
    .refine((value) => isCleanText(value, lines), { error: controlCharactersMessage(label, lines) });
}

/** A single line of text: see cleanText. */
export function singleLineText(label: string, raw?: z.ZodString): z.ZodString {
  return cleanText(label, 'single', raw);
}

/** Text that may span lines: see cleanText. */
export function multiLineText(label: string, raw?: z.ZodString): z.ZodString {
  return cleanText(label, 'multi', raw);
}

/** Room above the real bound for the surrounding spaces that trimming will remove. */
const UNTRIMMED_SLACK = 1000;

interface TextBoundMessages {
  /** The trimmed text is longer than the bound. */
  tooLong: string;
  /** The value is far over the bound before trimming; `tooLong` when not given. */
  wayTooLong?: string;
  /** The value is not a string; zod's own message when not given. */
  notText?: string;
}

interface OptionalTextOptions extends TextBoundMessages {
  /** Names the field in the control-character message. */
  label: string;
  lines: TextLines;
}

/**
 * A cheap cap before trimming, so a megabyte of spaces is refused without work. Absent and null
 * both count as "no text" here; the callers decide what an absent field means.
 */
function untrimmedText(max: number, options: TextBoundMessages) {
  const text = options.notText ? z.string({ error: options.notText }) : z.string();
  return text
    .max(max + UNTRIMMED_SLACK, { error: options.wayTooLong ?? options.tooLong })
    .overwrite(toNfc)
    .nullish();
}

const withinBound = (max: number) => (value: string | null | undefined) => value == null || value.length <= max;
const clean = (lines: TextLines) => (value: string | null | undefined) => value == null || isCleanText(value, lines);

/** Trimmed; empty, null or absent become null (spec §5: "empty optional texts are sent as null"). */
export function optionalText(max: number, options: OptionalTextOptions) {
  return untrimmedText(max, options)
    .transform((value) => value?.trim() || null)
    .refine(clean(options.lines), { error: controlCharactersMessage(options.label, options.lines) })
    .refine(withinBound(max), { error: options.tooLong });
}

/**
 * Trimmed; empty or null become null, but an absent field stays absent, so a partial update
 * (PUT of a profile) changes only what it was sent. Only NFC and the cheap cap apply: for callers
 * that check the value by their own rules (the social links check characters themselves).
 */
export function trimmedPatchText(max: number, messages: TextBoundMessages) {
  return untrimmedText(max, messages).transform((value) => (value === undefined ? undefined : value?.trim() || null));
}

/** Like optionalText, but an absent field stays absent (partial updates). */
export function optionalPatchText(max: number, options: OptionalTextOptions) {
  return trimmedPatchText(max, options)
    .refine(clean(options.lines), { error: controlCharactersMessage(options.label, options.lines) })
    .refine(withinBound(max), { error: options.tooLong });
}

/** Trimmed, empty entries dropped, duplicates ignoring case dropped (first spelling kept), spec §5. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}
