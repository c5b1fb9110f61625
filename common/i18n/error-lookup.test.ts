import { describe, expect, it } from 'vitest';
import { errorTranslator } from './error-lookup';
import { ERROR_MESSAGES } from './messages/errors/index';

const catalogue = {
  'Not found': 'Nicht gefunden',
  'Comment must be at most {max} characters': 'Der Kommentar darf höchstens {max} Zeichen lang sein',
  'Suspension must last between {min} and {max} days.': 'Eine Sperre muss zwischen {min} und {max} Tagen dauern.',
  '"{value}" is not a domain name (for example: example.com).': '„{value}“ ist kein Domainname (zum Beispiel: example.com).',
  'Your {name} account has been unlinked.': 'Die Verknüpfung mit deinem {name}-Konto wurde aufgehoben.',
};

describe('errorTranslator', () => {
  const german = errorTranslator('de', catalogue);

  it('finds an exact text first', () => {
    expect(german('Not found')).toBe('Nicht gefunden');
  });

  it('puts the values a pattern captures into the translation, numbers in the reader’s digits', () => {
    expect(german('Comment must be at most 5000 characters')).toBe('Der Kommentar darf höchstens 5.000 Zeichen lang sein');
    expect(german('Suspension must last between 1 and 365 days.')).toBe('Eine Sperre muss zwischen 1 und 365 Tagen dauern.');
  });

  it('reads English thousands separators as one number', () => {
    const french = errorTranslator('fr', { 'A page can be at most {max} characters of Markdown.': 'Une page peut comporter au plus {max} caractères de Markdown.' });
    expect(french('A page can be at most 50,000 characters of Markdown.')).toBe(`Une page peut comporter au plus ${new Intl.NumberFormat('fr').format(50000)} caractères de Markdown.`);
  });

  it('keeps names and other text values as they are, including characters that mean something in a regular expression', () => {
    expect(german('"a+b(c).example" is not a domain name (for example: example.com).')).toBe('„a+b(c).example“ ist kein Domainname (zum Beispiel: example.com).');
    expect(german('Your GitHub account has been unlinked.')).toBe('Die Verknüpfung mit deinem GitHub-Konto wurde aufgehoben.');
  });

  it('leaves an unknown text, and a text that only resembles a pattern, in English', () => {
    expect(german('Something else entirely')).toBe('Something else entirely');
    expect(german('Comment must be at most 5000 characters!')).toBe('Comment must be at most 5000 characters!');
    expect(german('constructor')).toBe('constructor');
  });

  it('never rewrites English (a bound keeps the digits the English text has)', () => {
    const english = errorTranslator('en', ERROR_MESSAGES.en);
    expect(english('Notes must be at most 5000 characters')).toBe('Notes must be at most 5000 characters');
  });

  it('translates the texts the schemas write with the shipped catalogues', () => {
    const japanese = errorTranslator('ja', ERROR_MESSAGES.ja);
    expect(japanese('Project title must be at most 100 characters')).toBe('プロジェクトのタイトルは100文字以内にしてください');
    const spanish = errorTranslator('es', ERROR_MESSAGES.es);
    expect(spanish('At most 10 tags')).toBe('Como máximo 10 etiquetas');
  });
});
