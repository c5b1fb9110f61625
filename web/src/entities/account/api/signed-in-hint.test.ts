import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, currentUserQueryOptions, hasSignedInHint } from './current-user';

describe('hasSignedInHint', () => {
  it('finds the hint cookie, with or without the __Host- prefix, among others', () => {
    expect(hasSignedInHint('shipyard_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; __Host-shipyard_signed_in=1; other=2')).toBe(true);
  });

  it('is false without it, for an emptied one, and for look-alikes', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('shipyard_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_shipyard_signed_in=1; shipyard_signed_in_x=1')).toBe(false);
  });
});

describe('the current-user query (decision 0017)', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    // The browser's own parts: its cookies and its fetch (answering as the server does to a visitor).
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{"message":"Unauthorized"}', { status: 401 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing of a visitor without the hint: the answer could only be 401', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    expect(await new QueryClient().fetchQuery(currentUserQueryOptions)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks the server when the hint is there, and when a user is on screen without it', async () => {
    vi.stubGlobal('document', { cookie: 'shipyard_signed_in=1' });
    expect(await new QueryClient().fetchQuery(currentUserQueryOptions)).toBeNull();
    vi.stubGlobal('document', { cookie: '' });
    const client = new QueryClient();
    client.setQueryData(CURRENT_USER_KEY, { id: 'u1' });
    await client.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
    expect(asked).toEqual(['/api/auth/user', '/api/auth/user']);
  });
});
