import type { MarkdownIt, Token } from 'markdown-it';

const TASK = /^\[([ xX])\]\s/;

/**
 * GitHub's task lists: a list item starting with "[ ] " or "[x] " shows a read-only box.
 * Written here rather than taken from @hedgedoc/markdown-it-task-lists, which imports
 * `markdown-it/lib/token.js` — a path markdown-it 15 no longer exports, so it fails to load
 * (decision 0030). Same markup as GitHub and that plugin: `ul.contains-task-list`,
 * `li.task-list-item`, `input.task-list-item-checkbox`.
 */
export function taskLists(markdown: MarkdownIt): void {
  markdown.core.ruler.after('inline', 'task-lists', (state) => {
    const tokens = state.tokens;
    for (let index = 2; index < tokens.length; index += 1) {
      const inline = tokens[index] as Token;
      if (inline.type !== 'inline' || tokens[index - 1]?.type !== 'paragraph_open' || tokens[index - 2]?.type !== 'list_item_open') continue;
      const first = inline.children?.[0];
      const match = first?.type === 'text' ? TASK.exec(first.content) : null;
      if (!first || !match) continue;
      first.content = first.content.slice(match[0].length);
      const box = new state.Token('task_checkbox', 'input', 0);
      if (match[1] !== ' ') box.attrSet('checked', '');
      // The box is named by its item's words, as a screen reader should announce it.
      box.attrSet('aria-label', inline.content.slice(match[0].length).trim().slice(0, 200) || 'Task');
      inline.children?.unshift(box);
      (tokens[index - 2] as Token).attrJoin('class', 'task-list-item');
      const list = parentList(tokens, index - 2);
      if (list && !String(list.attrGet('class') ?? '').includes('contains-task-list')) list.attrJoin('class', 'contains-task-list');
    }
  });
  markdown.renderer.rules.task_checkbox = (tokens, index) => {
    const box = tokens[index];
    const name = markdown.utils.escapeHtml(String(box?.attrGet('aria-label') ?? 'Task'));
    return `<input class="task-list-item-checkbox" type="checkbox" disabled=""${box?.attrGet('checked') !== null ? ' checked=""' : ''} aria-label="${name}" /> `;
  };
}

/** The list a list item belongs to: the nearest token before it one level up. */
function parentList(tokens: readonly Token[], itemIndex: number): Token | undefined {
  const level = (tokens[itemIndex] as Token).level - 1;
  for (let index = itemIndex - 1; index >= 0; index -= 1) if (tokens[index]?.level === level) return tokens[index];
  return undefined;
}
