import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown (57P01)', withCode('57P01')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03')],
    ['connection failure (08006)', withCode('08006')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['query read timeout', new Error('Query read timeout')],
    ['several addresses refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('recognises %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a statement the server cancelled for running too long', withCode('57014')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
