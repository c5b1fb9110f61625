import { describe, expect, it } from 'vitest';
import { applyMark, imageMarkdown, insertBlock } from './markdown-marks';

const at = (text: string, selectionStart: number, selectionEnd = selectionStart) => ({ text, selectionStart, selectionEnd });

describe('the write-up toolbar marks', () => {
  it('wraps the selection, and selects it again', () => {
    expect(applyMark(at('make it loud', 8, 12), 'bold')).toEqual(at('make it **loud**', 10, 14));
    expect(applyMark(at('a word', 2, 6), 'italic')).toEqual(at('a _word_', 3, 7));
  });

  it('offers a placeholder to type over when nothing is selected', () => {
    expect(applyMark(at('', 0), 'bold')).toEqual(at('**bold text**', 2, 11));
  });

  it('makes inline code of words and a fenced block of lines', () => {
    expect(applyMark(at('run npm test', 4, 12), 'code').text).toBe('run `npm test`');
    expect(applyMark(at('a\nb', 0, 3), 'code').text).toBe('```\na\nb\n```');
  });

  it('links the selection and selects the address to type', () => {
    const linked = applyMark(at('see docs', 4, 8), 'link');
    expect(linked.text).toBe('see [docs](https://)');
    expect(linked.text.slice(linked.selectionStart, linked.selectionEnd)).toBe('https://');
  });

  it('prefixes every line the selection touches', () => {
    expect(applyMark(at('one\ntwo\nthree', 1, 5), 'list').text).toBe('- one\n- two\nthree');
    expect(applyMark(at('title', 2), 'heading').text).toBe('## title');
    expect(applyMark(at('said', 0, 4), 'quote').text).toBe('> said');
  });

  it('inserts an image as a paragraph of its own', () => {
    expect(imageMarkdown('screen shot.png', '/uploads/ab/c.webp')).toBe('![screen shot](/uploads/ab/c.webp)');
    expect(insertBlock(at('Intro', 5), '![x](/u)')).toEqual(at('Intro\n\n![x](/u)\n', 16));
    expect(insertBlock(at('', 0), '![x](/u)').text).toBe('![x](/u)\n');
  });
});
