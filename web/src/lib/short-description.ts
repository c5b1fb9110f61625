/** Search results show about 160 characters of a description; previews about 200. */
const DESCRIPTION_LENGTH = 200;

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2));
  return `${atWord.trimEnd()}…`;
}
