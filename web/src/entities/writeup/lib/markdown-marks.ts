/**
 * The editor toolbar's marks as pure edits of (text, selection) → (text, selection), so they can
 * be tested without a browser and the textarea keeps its undo history (see the editor).
 */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type MarkName = 'bold' | 'italic' | 'heading' | 'link' | 'code' | 'list' | 'quote';

/** The words put in (and selected) when a mark is applied to no selection; the editor passes them translated. */
export interface MarkWords {
  bold: string;
  italic: string;
  code: string;
  link: string;
}

const ENGLISH_WORDS: MarkWords = { bold: 'bold text', italic: 'italic text', code: 'code', link: 'link text' };

/** Wraps the selection (or a placeholder word, selected afterwards) in `before` and `after`. */
function wrap(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const chosen = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}${before}${chosen}${after}${text.slice(end)}`,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + chosen.length,
  };
}

/** Puts `prefix` before every line the selection touches. */
function prefixLines(edit: TextEdit, prefix: (index: number) => string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const lines = text.slice(lineStart, lineEnd).split('\n').map((line, index) => `${prefix(index)}${line}`);
  const replaced = lines.join('\n');
  return {
    text: `${text.slice(0, lineStart)}${replaced}${text.slice(lineEnd)}`,
    selectionStart: lineStart + (prefix(0).length),
    selectionEnd: lineStart + replaced.length,
  };
}

export function applyMark(edit: TextEdit, mark: MarkName, words: MarkWords = ENGLISH_WORDS): TextEdit {
  switch (mark) {
    case 'bold':
      return wrap(edit, '**', '**', words.bold);
    case 'italic':
      return wrap(edit, '_', '_', words.italic);
    case 'code': {
      const selected = edit.text.slice(edit.selectionStart, edit.selectionEnd);
      // Several lines make a fenced block; a few words, inline code.
      return selected.includes('\n') ? wrap(edit, '```\n', '\n```', words.code) : wrap(edit, '`', '`', words.code);
    }
    case 'link': {
      const linked = wrap(edit, '[', '](https://)', words.link);
      // The address is what is left to type: select its placeholder.
      const urlStart = linked.selectionEnd + 2;
      return { ...linked, selectionStart: urlStart, selectionEnd: urlStart + 'https://'.length };
    }
    case 'heading':
      return prefixLines(edit, () => '## ');
    case 'list':
      return prefixLines(edit, () => '- ');
    case 'quote':
      return prefixLines(edit, () => '> ');
  }
}

/** The Markdown of an uploaded image, on a paragraph of its own. */
export function imageMarkdown(alt: string, url: string, fallbackAlt = 'image'): string {
  const description = alt.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[[\]\\]/g, '').trim() || fallbackAlt;
  return `![${description}](${url})`;
}

/** Inserts `insert` at the selection, as its own paragraph, and puts the caret after it. */
export function insertBlock(edit: TextEdit, insert: string): TextEdit {
  const before = edit.text.slice(0, edit.selectionStart);
  const after = edit.text.slice(edit.selectionEnd);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const text = `${before}${lead}${insert}${trail}${after}`;
  const caret = before.length + lead.length + insert.length + trail.length;
  return { text, selectionStart: caret, selectionEnd: caret };
}
