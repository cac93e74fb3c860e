import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { findUserByPhone } from '../src/modules/identity/users/users.repository.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers.ts';
import { tenantIdOf } from './identity-helpers.ts';
import { contextOf, movableClock } from './trade-fixtures.ts';

/*
 * Bad input, generated from the OpenAPI document for every route under /api (issue #11, "Also"): NUL characters and
 * lone surrogates (issue #24: they once let a staff action commit without its audit row), bodies nested 10,000 deep,
 * integers no column holds, wrong types, extra keys, over-long strings, broken JSON and encodings, sent by an
 * anonymous visitor, a buyer and the shop's owner in turn. Whatever the route, the answer is never a 5xx and a
 * refusal is always the envelope. The gateway's notification endpoint keeps its own plain protocol.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One generated request: what goes into the path, the query and the body. */
interface Variant {
  label: string;
  path?: string;
  query?: string;
  body?: { raw: string; type: string };
}

const NUL = '\u0000';
const LONG = 'x'.repeat(20_000);
/** Values for a path parameter or a query value, URL-encoded as they go on the wire. */
const BAD_SCALARS: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['beyond int4', '2147483648'],
  ['beyond int8', '99999999999999999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['exponent', '1e309'],
  ['text', 'abc'],
  ['half a UTF-8 character', '%F0%9F'],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['over-long', LONG.slice(0, 4000)],
];
/** Values for a body property of any declared type. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL string', `a${NUL}b`],
  ['lone surrogate', 'a\ud800b'],
  ['over-long string', LONG],
  ['beyond int4', 2_147_483_648],
  ['beyond safe integer', 2 ** 60],
  ['negative', -1],
  ['fraction', 0.5],
  ['boolean', true],
  ['null', null],
  ['array', [1, `${NUL}`]],
  ['object', { nested: { deeper: NUL } }],
  ['empty string', ''],
];
/** Whole bodies, whatever the route expects. */
const BAD_BODIES: [string, string, string][] = [
  ['JSON null', 'null', 'application/json'],
  ['JSON array', '[1,2]', 'application/json'],
  ['JSON string', '"a"', 'application/json'],
  ['empty object', '{}', 'application/json'],
  [
    'prototype pollution',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    'application/json',
  ],
  ['broken JSON', '{"a":', 'application/json'],
  ['number beyond JSON doubles', '{"id":1e400}', 'application/json'],
  ['NUL escape', '{"a":"\\u0000"}', 'application/json'],
  ['lone surrogate', '{"a":"\\ud800"}', 'application/json'],
  ['deep nesting', `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`, 'application/json'],
  ['form instead of JSON', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
];
const EXTRA_QUERY: [string, string][] = [
  ['unknown key', 'zzz=1'],
  ['repeated key', 'pageNum=1&pageNum=2'],
  ['NUL key', '%00=1'],
  ['huge page', 'pageNum=2147483648&pageSize=2147483648'],
];
const MIN_VARIANTS = 40;

function typeOf(schema: JsonSchema | undefined): string {
  const type = Array.isArray(schema?.type) ? schema?.type.find((t) => t !== 'null') : schema?.type;
  return type ?? 'string';
}

/** A value of the declared type, so one bad property at a time reaches the validation of that property. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (schema?.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'a';
  }
}

function variantsOf(route: string, operation: Operation): Variant[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path').map((param) => param.name);
  const queryParams = params.filter((param) => param.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const properties = Object.entries(bodySchema?.properties ?? {});
  const fillPath = (value: string) => route.replace(/\{(\w+)\}/g, () => value);
  const plausibleBody = Object.fromEntries(properties.map(([name, schema]) => [name, plausible(schema)]));
  const json = (value: unknown) => ({ raw: JSON.stringify(value), type: 'application/json' });
  const goodPath = fillPath('1');

  const variants: Variant[] = [];
  if (pathParams.length > 0) {
    for (const [label, value] of BAD_SCALARS) variants.push({ label: `path ${label}`, path: fillPath(value) });
  }
  for (const param of queryParams) {
    for (const [label, value] of BAD_SCALARS) {
      variants.push({ label: `query ${param.name} ${label}`, path: goodPath, query: `${param.name}=${value}` });
    }
  }
  for (const [label, query] of EXTRA_QUERY) variants.push({ label: `query ${label}`, path: goodPath, query });
  if (operation.requestBody || properties.length > 0) {
    for (const [label, raw, type] of BAD_BODIES)
      variants.push({ label: `body ${label}`, path: goodPath, body: { raw, type } });
    variants.push({ label: 'body extra key', path: goodPath, body: json({ ...plausibleBody, zzzExtra: NUL }) });
    for (const [name] of properties) {
      for (const [label, value] of BAD_VALUES) {
        variants.push({
          label: `body ${name} ${label}`,
          path: goodPath,
          body: json({ ...plausibleBody, [name]: value }),
        });
      }
    }
  }
  // Every route gets at least MIN_VARIANTS: the generic ones again with NUL and range values in the query.
  for (let round = 0; variants.length < MIN_VARIANTS; round++) {
    const [label, value] = BAD_SCALARS[round % BAD_SCALARS.length] as [string, string];
    const [bodyLabel, raw, type] = BAD_BODIES[round % BAD_BODIES.length] as [string, string, string];
    variants.push({
      label: `mixed ${label} / ${bodyLabel}`,
      path: pathParams.length > 0 ? fillPath(value) : route,
      query: `q=${value}&pageSize=${value}`,
      ...(operation.requestBody ? { body: { raw, type } } : {}),
    });
  }
  return variants;
}

let database: TestDatabase;
let app: FastifyInstance;
const identities: { name: string; token: string | null }[] = [{ name: 'anonymous', token: null }];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' });
  await app.ready();
  const tenantId = await tenantIdOf(database.db, 'demo');
  const ctx = await contextOf(database.db, tenantId, movableClock());
  for (const [name, phone] of [
    ['buyer', '13800000001'],
    ['owner', '13800000002'],
  ] as const) {
    const user = await findUserByPhone(database.db, tenantId, phone);
    if (!user) throw new Error(`no demo ${name}`);
    identities.push({ name, token: (await openSession(ctx, user, 7, { ip: null, userAgent: null })).token });
  }
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Routes whose success answer is not JSON or that end the session the sweep goes on with. */
const ENDS_SESSION = /logout|\/sessions/;

function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return typeof parsed.code === 'number' && typeof parsed.msg === 'string';
  } catch {
    return false;
  }
}

describe('generated bad input on every route of the OpenAPI document', () => {
  it('never answers 5xx, and every refusal is the envelope', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ route, method: method.toUpperCase() as Method, operation })),
    );
    const swept = routes.filter(({ route }) => route.startsWith('/api/') && !route.startsWith('/api/pay/notify/'));
    expect(swept.length).toBeGreaterThan(150);

    const failures: string[] = [];
    let sent = 0;
    for (const { route, method, operation } of swept) {
      const variants = variantsOf(route, operation);
      expect(variants.length, route).toBeGreaterThanOrEqual(MIN_VARIANTS);
      // A few at a time: enough to be quick, few enough not to trip the per-IP limits into the only answer.
      for (let start = 0; start < variants.length; start += 8) {
        await Promise.all(
          variants.slice(start, start + 8).map(async (variant, offset) => {
            const identity = identities[(start + offset) % identities.length] ?? { name: 'anonymous', token: null };
            const token = ENDS_SESSION.test(route) ? null : identity.token;
            const request: InjectOptions = {
              method,
              url: `${variant.path ?? route}${variant.query ? `?${variant.query}` : ''}`,
              headers: {
                host: 'localhost',
                'accept-language': 'en-US',
                ...(token ? { authorization: `Bearer ${token}`, token } : {}),
                ...(variant.body ? { 'content-type': variant.body.type } : {}),
              },
              ...(variant.body ? { payload: variant.body.raw } : {}),
            };
            const response = await app.inject(request);
            sent++;
            const where = `${method} ${route} [${variant.label}] as ${identity.name} → ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400 && !isEnvelope(response.body)) {
              failures.push(`${where} not an envelope: ${response.body.slice(0, 200)}`);
            }
          }),
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(swept.length * MIN_VARIANTS);
    expect(failures).toEqual([]);
  }, 600_000);
});
