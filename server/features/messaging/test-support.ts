import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/harness';

/** Calls of the messaging, blocks and notifications tests, with an optional session cookie. */
export function api(context: TestContext) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object): Promise<LightMyRequestResponse> =>
    context.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return {
    call,
    conversations: (cookie?: string) => call('GET', '/api/conversations', cookie),
    open: (user2Id: string, cookie?: string) => call('POST', '/api/conversations', cookie, { user2Id }),
    remove: (id: string, cookie?: string) => call('DELETE', `/api/conversations/${id}`, cookie),
    messages: (id: string, cookie?: string, query = '') => call('GET', `/api/conversations/${id}/messages${query}`, cookie),
    send: (id: string, content: unknown, cookie?: string) => call('POST', `/api/conversations/${id}/messages`, cookie, { content }),
    block: (id: string, cookie?: string) => call('POST', `/api/users/${id}/block`, cookie),
    unblock: (id: string, cookie?: string) => call('DELETE', `/api/users/${id}/block`, cookie),
    blocked: (id: string, cookie?: string) => call('GET', `/api/users/${id}/blocked`, cookie),
    follow: (id: string, cookie?: string) => call('POST', `/api/users/${id}/follow`, cookie),
    notifications: (cookie?: string, query = '') => call('GET', `/api/notifications${query}`, cookie),
  };
}

/** Opens (or finds) the conversation of the two and returns its id. */
export async function conversationBetween(context: TestContext, cookie: string, otherId: string): Promise<string> {
  const response = await api(context).open(otherId, cookie);
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`open failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}
