import { infiniteQueryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, createRenderQueryClient } from './query-client';

/** A query the browser drops as soon as nobody shows it (as the Discover feed is). */
const dropAtOnce = infiniteQueryOptions({
  queryKey: ['/api/projects', { category: 'indie-games' }, 'feed'],
  queryFn: async () => ['a project'],
  initialPageParam: 0,
  getNextPageParam: () => undefined,
  gcTime: 0,
});

const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the server renderer’s query client', () => {
  it('keeps an answered query with gcTime 0 until the render ends, while the browser’s drops it', async () => {
    const render = createRenderQueryClient();
    const browser = createQueryClient();
    await Promise.all([render.prefetchInfiniteQuery(dropAtOnce), browser.prefetchInfiniteQuery(dropAtOnce)]);
    await aMomentLater();
    expect(render.getQueryData(dropAtOnce.queryKey)?.pages).toEqual([['a project']]);
    expect(browser.getQueryData(dropAtOnce.queryKey)).toBeUndefined();
    render.clear();
    expect(render.getQueryCache().getAll()).toEqual([]);
  });
});
