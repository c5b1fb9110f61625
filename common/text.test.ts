import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from './auth';
import { messageContentSchema } from './messaging';
import { updateProfileSchema } from './people';
import { createCommentSchema, createProjectSchema } from './projects';
import { controlCharactersMessage, isCleanText, multiLineText, optionalText, singleLineText } from './text';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message) ?? [];

const SINGLE = 'Name must be a single line of text without control characters';
const MULTI = 'Bio must not contain control characters';

describe('isCleanText', () => {
  it.each([
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['ESC', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['LINE SEPARATOR', 'a\u2028b'],
    ['PARAGRAPH SEPARATOR', 'a\u2029b'],
    ['RIGHT-TO-LEFT OVERRIDE', 'a\u202eb'],
    ['LEFT-TO-RIGHT EMBEDDING', 'a\u202ab'],
    ['FIRST STRONG ISOLATE', 'a\u2068b'],
    ['POP DIRECTIONAL ISOLATE', 'a\u2069b'],
  ])('refuses %s on a single line', (_name, value) => {
    expect(isCleanText(value, 'single')).toBe(false);
  });

  it('lets a multi-line text keep \\n, \\r, \\t and the Unicode line breaks, and nothing else', () => {
    expect(isCleanText('one\r\ntwo\n\tthree\u2028four', 'multi')).toBe(true);
    for (const value of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2066b']) {
      expect(isCleanText(value, 'multi')).toBe(false);
    }
  });

  it('accepts the text of every script, emoji sequences and the plain direction marks', () => {
    for (const value of ['Zoë Ødegård', '山田 太郎', 'محمد\u200f 2', 'שלום\u200e', '👩\u200d💻 dev', 'Ad\u00a0Lovelace', 'می\u200cخواهم']) {
      expect(isCleanText(value, 'single')).toBe(true);
    }
  });
});

describe('singleLineText', () => {
  const name = singleLineText('Name', z.string({ error: 'Name is required' })).min(1, { error: 'Name is required' }).max(20, { error: 'Name is too long' });

  it('normalizes to NFC and trims, so one spelling is stored', () => {
    expect(name.parse('  Zoe\u0308 ')).toBe('Zoë');
    expect(name.parse('Zoe\u0308')).toBe(name.parse('Zo\u00eb'));
  });

  it('forgives a pasted line break at either end, since trimming removes it', () => {
    expect(name.parse('\tAda\r\n')).toBe('Ada');
  });

  it('refuses a line break, a control or a bidi override inside, naming the field', () => {
    for (const value of ['Ada\nLovelace', 'Ada\tL', 'Ada\u0007', '\u202eAda', 'Ada\u2066x\u2069']) {
      expect(messages(name.safeParse(value))).toEqual([SINGLE]);
    }
  });

  it('keeps the other rules and their messages', () => {
    expect(messages(name.safeParse(' \n '))).toEqual(['Name is required']);
    expect(messages(name.safeParse(42))).toEqual(['Name is required']);
    expect(messages(name.safeParse('x'.repeat(21)))).toEqual(['Name is too long']);
  });
});

describe('multiLineText', () => {
  const bio = multiLineText('Bio').min(1);

  it('keeps lines and tabs inside, trims the ends and normalizes to NFC', () => {
    expect(bio.parse('  Line one\r\n\tLine two e\u0301\n')).toBe('Line one\r\n\tLine two é');
  });

  it('refuses other controls and bidi overrides', () => {
    expect(messages(bio.safeParse('bell\u0007'))).toEqual([MULTI]);
    expect(messages(bio.safeParse('txt.\u202eexe'))).toEqual([MULTI]);
  });
});

describe('optionalText', () => {
  const title = optionalText(20, { label: 'Title', lines: 'single', tooLong: 'Title is too long' });

  it('still turns empty into null and applies the rule to what is left', () => {
    expect(title.parse('   ')).toBeNull();
    expect(title.parse(undefined)).toBeNull();
    expect(title.parse(' Cafe\u0301 ')).toBe('Café');
    expect(messages(title.safeParse('a\nb'))).toEqual([controlCharactersMessage('Title', 'single')]);
  });
});

describe('the shared schemas use the rule', () => {
  const account = { email: 'ada@example.com', password: 'tidal-Quartz-lantern-81', confirmPassword: 'tidal-Quartz-lantern-81' };

  it('names on register and on the profile', () => {
    const register = registerSchema.safeParse({ ...account, firstName: 'Ada\nBcc: x@evil.example', lastName: 'Lovelace' });
    expect(messages(register)).toEqual(['First name must be a single line of text without control characters']);
    expect(messages(updateProfileSchema.safeParse({ lastName: 'Love\u202elace' }))).toEqual([
      'Last name must be a single line of text without control characters',
    ]);
  });

  it('single-line profile fields, skills and social links; the bio keeps its lines', () => {
    expect(messages(updateProfileSchema.safeParse({ title: 'Dev\nops' }))).toEqual(['Title must be a single line of text without control characters']);
    expect(messages(updateProfileSchema.safeParse({ location: 'Oslo\u0085' }))).toEqual([
      'Location must be a single line of text without control characters',
    ]);
    expect(messages(updateProfileSchema.safeParse({ skills: ['Go\u202e'] }))).toEqual([
      'Each skill must be a single line of text without control characters',
    ]);
    expect(messages(updateProfileSchema.safeParse({ github: 'octo\u202ecat' }))).toEqual([
      'GitHub must be a single line of text without control characters',
    ]);
    expect(messages(updateProfileSchema.safeParse({ socialLinks: [{ type: 'twitch', value: 'octo\u2066' }] }))).toEqual([
      'Twitch must be a single line of text without control characters',
    ]);
    expect(updateProfileSchema.parse({ bio: 'Line one\nLine two' })).toEqual({ bio: 'Line one\nLine two' });
    expect(messages(updateProfileSchema.safeParse({ bio: 'x\u0000' }))).toEqual(['Bio must not contain control characters']);
  });

  it('project title, links and list items; the description keeps its lines', () => {
    const project = { title: 'Harbor', categories: ['full-stack'] };
    expect(messages(createProjectSchema.safeParse({ ...project, title: 'Har\nbor' }))).toEqual([
      'Project title must be a single line of text without control characters',
    ]);
    expect(messages(createProjectSchema.safeParse({ ...project, liveUrl: 'https://example.com\nfoo' }))).toEqual([
      'Live demo link must be a single line of text without control characters',
    ]);
    expect(messages(createProjectSchema.safeParse({ ...project, tags: ['ok', 'ta\u202eg'] }))).toEqual([
      'Each tag must be a single line of text without control characters',
    ]);
    expect(createProjectSchema.parse({ ...project, description: 'One\nTwo' }).description).toBe('One\nTwo');
  });

  it('comments and messages keep their lines and refuse overrides', () => {
    expect(createCommentSchema.parse({ content: 'Nice!\nReally.' })).toEqual({ content: 'Nice!\nReally.' });
    expect(messages(createCommentSchema.safeParse({ content: 'a\u202eb' }))).toEqual(['Comment must not contain control characters']);
    expect(messages(messageContentSchema.safeParse('hi\u001b[2J'))).toEqual(['Message must not contain control characters']);
  });
});
