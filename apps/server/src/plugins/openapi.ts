import swagger from '@fastify/swagger';
import { errorCodeSchema, errorEnvelopeSchema } from '@gs/shared/envelope';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardOf } from '../lib/route-guards.ts';

/**
 * The API document (`/api/docs/json`), a contract integrators generate clients from: OpenAPI 3.1 with the session's
 * security schemes; each operation's security, staff roles (`x-roles`) and error answers derived from the guard
 * hooks that really run on its route (route-level and plugin-level), so the document cannot drift from the guards;
 * an operationId from method and path. Summaries come from the routes (the document test fails on a missing one).
 */

/** How a route is guarded, read from its hooks. */
export interface RouteAccess {
  /** public: no session needed; user: a signed-in user; staff: a signed-in user holding one of `roles`. */
  kind: 'public' | 'user' | 'staff';
  roles: string[];
  /** 403 at a shop without the self-operated service. */
  service: boolean;
  /** 429 past a request limit. */
  rateLimited: boolean;
}

const GUARDED_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/** The hooks fastify keeps on an instance, under a symbol it does not export (found by its description). */
function instanceHooks(instance: object): Record<string, unknown> | undefined {
  const symbol = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks');
  if (symbol) return (instance as Record<symbol, Record<string, unknown>>)[symbol];
  const parent = Object.getPrototypeOf(instance) as object | null;
  return parent ? instanceHooks(parent) : undefined;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The access of a route from its own hooks and those of the plugin instance that declared it. */
export function routeAccess(route: RouteOptions, declaredIn: object | undefined): RouteAccess {
  const pluginHooks = declaredIn ? instanceHooks(declaredIn) : undefined;
  if (declaredIn && !pluginHooks) throw new Error('fastify no longer keeps hooks under "fastify.hooks"');
  const hooks = GUARDED_HOOKS.flatMap((name) => [
    ...asList(pluginHooks?.[name]),
    ...asList((route as unknown as Record<string, unknown>)[name]),
  ]);
  const access: RouteAccess = {
    kind: 'public',
    roles: [],
    service: false,
    rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
  };
  for (const hook of hooks) {
    const guard = guardOf(hook);
    if (!guard) continue;
    if (guard.kind === 'rateLimit') access.rateLimited = true;
    if (guard.kind === 'service' || guard.kind === 'user' || guard.kind === 'role') access.service = true;
    if (guard.kind === 'user' && access.kind === 'public') access.kind = 'user';
    if (guard.kind === 'role') {
      // Every role guard on the route must pass: the roles that pass them all.
      access.roles = access.kind === 'staff' ? access.roles.filter((r) => guard.roles.includes(r)) : [...guard.roles];
      access.kind = 'staff';
    }
  }
  return access;
}

/** `GET /api/staff/audit/:id` → `getStaffAuditById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Errors some routes answer beyond what their method and guards imply (business rules of a read, limits kept by a service). */
export const EXTRA_ERRORS: Record<string, number[]> = {
  // The SMS code is limited per phone and per IP by the service (a phone in the wrong state for the scene is answered
  // like any other: its owner gets a text saying so), and the change-phone scene needs a session.
  'GET /api/sms/new/send': [401, 429],
  // A partner's signed login link: every refusal is one 401.
  'GET /api/other/getOtherLsLogin': [401],
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input (`errorCode` VALIDATION_FAILED with `fields`: each invalid field and why; INVALID_JSON; BAD_REQUEST).',
  },
  401: {
    name: 'Unauthorized',
    description:
      'Not signed in: no session token, or it expired or was revoked (or the call’s own signed link is invalid).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Forbidden: the shop is suspended, or (signed-in calls) the shop has no trading service, or (staff calls) the user lacks the role.',
  },
  404: { name: 'NotFound', description: 'No shop at this Host, or no such resource in the shop.' },
  409: { name: 'Conflict', description: 'Conflicts with the current state (already sold, already exists, changed).' },
  422: { name: 'BusinessRule', description: 'Well-formed, but a business rule refuses it; `msg` says which.' },
  429: { name: 'RateLimited', description: 'Too many requests: `retryAfter` seconds to wait.' },
  500: { name: 'InternalError', description: 'The server failed; `requestId` identifies the request in its logs.' },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The error statuses an operation can answer, from its method, inputs, guards and tenant resolution. */
export function errorStatusesOf(
  method: string,
  url: string,
  schema: Record<string, unknown>,
  access: RouteAccess,
  tenantScoped: boolean,
): ErrorStatus[] {
  const statuses = new Set<number>([500]);
  if (schema.body || schema.querystring || schema.params || schema.headers || MUTATING.has(method)) statuses.add(400);
  if (access.kind !== 'public') statuses.add(401);
  if (access.kind !== 'public' || access.service || tenantScoped) statuses.add(403);
  if (tenantScoped || schema.params) statuses.add(404);
  if (MUTATING.has(method)) {
    statuses.add(409);
    statuses.add(422);
  }
  if (access.rateLimited) statuses.add(429);
  for (const status of EXTRA_ERRORS[`${method} ${url}`] ?? []) statuses.add(status);
  return [...statuses].sort().filter((status): status is ErrorStatus => status in ERROR_RESPONSES);
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return json;
}

/** Every error answer: the envelope with `data: null`, the error code, the request id; extra fields per error. */
const errorEnvelopeJson = toJsonSchema(
  errorEnvelopeSchema
    .extend({
      errorCode: errorCodeSchema,
      requestId: z.string(),
      retryAfter: z.number().int().positive().optional().describe('429 only: seconds to wait before retrying.'),
    })
    .loose(),
);

/** Collects every `$ref` target in a document part. */
function collectRefs(value: unknown, refs: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, refs);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') refs.add(child);
      else collectRefs(child, refs);
    }
  }
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown>; operationId?: string }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** Registers @fastify/swagger with the document's transforms; call before any route is registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The plugin instance that declared each route: its hooks are final once the app is ready.
  const declaredIn = new WeakMap<RouteOptions, object>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    declaredIn.set(route, this);
  });
  // The error statuses of each operation, by operationId (filled by `transform`, read by `transformObject`).
  const errorsOf = new Map<string, ErrorStatus[]>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game-account storefront API',
        description:
          'Every answer is an envelope `{ code, msg, data }`; `code` 200 is success, an error carries its HTTP status ' +
          'as `code` and `data: null`. The shop is chosen by the Host header. Signed-in calls send the session token ' +
          'as `Token: <token>` or `Authorization: Bearer <token>`; staff calls also need one of the roles listed in ' +
          'the operation (`x-roles`; no role passes every guard: the `/api/platform` calls need `platform_admin` on a ' +
          'platform host).',
        version: '0.1.0',
      },
      servers: [{ url: '/', description: "The shop's own domain (its Host header selects the shop)." }],
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: 'Token', description: 'The session token from login.' },
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from login, as a bearer token.' },
        },
      },
    },
    transform: (input) => {
      // Only the API is documented: the web apps' pages are not operations.
      if (!input.url.startsWith('/api/')) return { schema: { hide: true } as typeof input.schema, url: input.url };
      const out = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
      const access = routeAccess(route, declaredIn.get(route));
      const schema = { ...(out.schema as Record<string, unknown>) };
      const operationId = (schema.operationId as string | undefined) ?? operationIdOf(method, input.url);
      schema.operationId = operationId;
      schema.security = access.kind === 'public' ? [] : [{ Token: [] }, { bearer: [] }];
      if (access.kind === 'staff') {
        schema['x-roles'] = access.roles;
        const roles = `Staff only: needs the role ${access.roles.join(' or ')} in the shop.`;
        schema.description = schema.description ? `${schema.description}\n\n${roles}` : roles;
      }
      const tenantScoped = !(route.config as { skipTenant?: boolean } | undefined)?.skipTenant;
      const source = (input.schema ?? {}) as Record<string, unknown>;
      errorsOf.set(operationId, errorStatusesOf(method, input.url, source, access, tenantScoped));
      return { schema: schema as typeof out.schema, url: out.url };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenApiDocument;
      const seen = new Set<string>();
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          const id = operation.operationId ?? '';
          if (seen.has(id)) throw new Error(`Two operations share the operationId ${id}`);
          seen.add(id);
          operation.responses ??= {};
          const responses = operation.responses;
          for (const status of errorsOf.get(id) ?? []) {
            responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
          }
        }
      }
      document.components ??= {};
      const components = document.components;
      components.schemas = { ...components.schemas, ErrorEnvelope: errorEnvelopeJson };
      components.responses = Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      );
      // The registry emits every registered schema (input and output forms): keep those the document uses.
      const used = new Set<string>();
      collectRefs({ paths: document.paths, responses: components.responses }, used);
      for (let grew = true; grew; ) {
        const before = used.size;
        for (const ref of [...used]) collectRefs(components.schemas[ref.replace('#/components/schemas/', '')], used);
        grew = used.size > before;
      }
      components.schemas = Object.fromEntries(
        Object.entries(components.schemas).filter(([name]) => used.has(`#/components/schemas/${name}`)),
      );
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
}
