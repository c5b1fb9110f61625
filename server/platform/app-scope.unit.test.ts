import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppScope, appService } from './app-scope';

const logger = pino({ level: 'silent' });

describe('AppScope', () => {
  it('makes a service once, from the deps of the first ask, and closes the newest first', async () => {
    const closed: string[] = [];
    let made = 0;
    const first = appService('first', (deps: { n: number }) => ({ n: deps.n, id: ++made }), () => void closed.push('first'));
    const second = appService('second', () => ({}), () => void closed.push('second'));
    const scope = new AppScope(logger);
    expect(scope.get(first, { n: 1 })).toEqual({ n: 1, id: 1 });
    expect(scope.get(first, { n: 2 })).toBe(scope.get(first, { n: 3 }));
    scope.get(second, {});
    await scope.close();
    expect(closed).toEqual(['second', 'first']);
    expect(() => scope.get(appService('late', () => 1), {})).toThrow(/app is closed: late/);
  });

  it('gives two scopes two services, and one that fails to close does not stop the others', async () => {
    const counter = appService('counter', () => ({ count: 0 }));
    const a = new AppScope(logger);
    const b = new AppScope(logger);
    a.get(counter, {}).count += 1;
    expect(b.get(counter, {}).count).toBe(0);

    const closed: string[] = [];
    const broken = appService('broken', () => ({}), () => Promise.reject(new Error('stuck')));
    const fine = appService('fine', () => ({}), () => void closed.push('fine'));
    a.get(fine, {});
    a.get(broken, {});
    await expect(a.close()).resolves.toBeUndefined();
    expect(closed).toEqual(['fine']);
  });
});
