import { z } from 'zod';

/**
 * Text rules shared by the schemas of several features (profiles, projects, reports), so that
 * "optional text" means the same everywhere: trimmed, and an empty text stored as null.
 */

/** Room above the real bound for the surrounding spaces that trimming will remove. */
const UNTRIMMED_SLACK = 1000;

interface OptionalTextMessages {
  /** The trimmed text is longer than the bound. */
  tooLong: string;
  /** The value is far over the bound before trimming; `tooLong` when not given. */
  wayTooLong?: string;
  /** The value is not a string; zod's own message when not given. */
  notText?: string;
}

/**
 * A cheap cap before trimming, so a megabyte of spaces is refused without work. Absent and null
 * both count as "no text" here; the callers decide what an absent field means.
 */
function untrimmedText(max: number, messages: OptionalTextMessages) {
  const text = messages.notText ? z.string({ error: messages.notText }) : z.string();
  return text.max(max + UNTRIMMED_SLACK, { error: messages.wayTooLong ?? messages.tooLong }).nullish();
}

const withinBound = (max: number) => (value: string | null | undefined) => value == null || value.length <= max;

/** Trimmed; empty, null or absent become null (spec §5: "empty optional texts are sent as null"). */
export function optionalText(max: number, messages: OptionalTextMessages) {
  return untrimmedText(max, messages)
    .transform((value) => value?.trim() || null)
    .refine(withinBound(max), { error: messages.tooLong });
}

/**
 * Trimmed; empty or null become null, but an absent field stays absent, so a partial update
 * (PUT of a profile) changes only what it was sent. Only the cheap cap applies: for callers that
 * check the value by their own rules.
 */
export function trimmedPatchText(max: number, messages: OptionalTextMessages) {
  return untrimmedText(max, messages).transform((value) => (value === undefined ? undefined : value?.trim() || null));
}

/** Like optionalText, but an absent field stays absent (partial updates). */
export function optionalPatchText(max: number, messages: OptionalTextMessages) {
  return trimmedPatchText(max, messages).refine(withinBound(max), { error: messages.tooLong });
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
