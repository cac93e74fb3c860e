import type { FastifyInstance } from 'fastify';
import { loginDemoUser } from './catalogue-fixtures.ts';
import { authHeaders } from './identity-helpers.ts';

/** The parties of a staff route's guard test, signed in: the demo shop's owner, operator and buyer, nova's owner. */
export async function loginStaffParties(app: FastifyInstance) {
  const [owner, operator, buyer, novaOwner] = await Promise.all([
    loginDemoUser(app, 'owner'),
    loginDemoUser(app, 'operator'),
    loginDemoUser(app, 'buyer'),
    loginDemoUser(app, 'owner', 'nova.localhost'),
  ]);
  return { owner, operator, buyer, novaOwner };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call under /api as a token's holder (or anonymous with null), on a host, in a language. `app` is read at call
 * time, so a test file can make its caller before its `beforeAll` builds the app.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (
    method: ApiMethod,
    url: string,
    token: string | null,
    payload?: unknown,
    host = 'localhost',
    lang = 'en-US',
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
