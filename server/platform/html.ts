/**
 * The one escaper for text put into HTML or XML (pages, e-mails, feeds, SVG): every character
 * that could open a tag, end an attribute or start an entity becomes a numeric reference, which
 * HTML, XML and RSS readers all understand (named ones like &apos; are not safe in all of them).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
