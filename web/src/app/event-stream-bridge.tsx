import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useEffect } from 'react';

/**
 * Keeps the one event stream of the tab open while someone is signed in (see
 * event-stream-wiring.ts). The wiring is its own chunk, fetched when a user is there: visitors,
 * who never get a stream, do not download it (issue 11: a lean first load).
 */
export function EventStreamBridge() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./event-stream-wiring').then(
      ({ connectEventStream }) => {
        if (!cancelled) stop = connectEventStream(queryClient);
      },
      // A chunk that cannot load (a deploy replaced it): the page works on without live updates.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
