import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_ERRORS } from '../src/plugins/openapi.ts';
import { loginDemoUser } from './catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';

// The API document is a contract: integrators validate it and generate clients from it (issue 20).
let database: TestDatabase;
let app: FastifyInstance;
let text: string;
type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

/** A small value the schema accepts (enough for the guard probes below to get past input validation). */
function sample(schema: JsonSchema, schemas: Record<string, JsonSchema>): unknown {
  if (schema.$ref) return sample(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, schemas);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {}, schemas);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, schemas)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const required = schema.required ?? [];
    return Object.fromEntries(required.map((key) => [key, sample(schema.properties?.[key] ?? {}, schemas)]));
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, schemas));
  if (type === 'string') return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (type === 'integer' || type === 'number')
    return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
  if (type === 'boolean') return true;
  return null;
}
let operations: { name: string; method: string; url: string; op: Operation }[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  text = response.body;
  const paths = JSON.parse(text).paths as Record<string, Record<string, Operation>>;
  operations = Object.entries(paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, method, url, op })),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the API document', () => {
  it('is a valid OpenAPI document (swagger-parser validates it, every $ref resolves)', async () => {
    await expect(SwaggerParser.validate(JSON.parse(text))).resolves.toBeTruthy();
  });

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: '/api/docs/json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('declares the servers and the session’s two security schemes', () => {
    const document = JSON.parse(text);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes).toEqual({
      Token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Token' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    // Only the API is documented, not the web apps' pages.
    expect(operations.filter(({ url }) => !url.startsWith('/api/')).map(({ name }) => name)).toEqual([]);
  });

  it('summarises every operation, with an operationId, its security and its error answers', () => {
    expect(operations.length).toBeGreaterThan(200);
    const incomplete = operations.filter(
      ({ op }) => !/^\S+ \S/.test(op.summary?.trim() ?? '') || !op.operationId || !Array.isArray(op.security),
    );
    expect(incomplete.map(({ name }) => name)).toEqual([]);
    const missing = (statuses: (op: Operation, url: string) => string[]) =>
      operations.flatMap(({ name, url, op }) =>
        statuses(op, url)
          .filter((status) => !op.responses[status])
          .map((status) => `${name} ${status}`),
      );
    // Every call can fail on the server; every call of a shop can meet an unknown host (404) or a suspended shop (403).
    expect(
      missing((_op, url) =>
        ['/api/health', '/api/live', '/api/ready'].includes(url) ? ['500'] : ['403', '404', '500'],
      ),
    ).toEqual([]);
    expect(missing((op) => (op.security?.length ? ['401', '403'] : []))).toEqual([]);
    expect(missing((_op, url) => (url.includes('{') ? ['400', '404'] : []))).toEqual([]);
    expect(operations.find(({ name }) => name === 'POST /api/web/login')?.op.responses).toHaveProperty('429');
    // The 400 answer is the envelope with the failing fields.
    const schemas = JSON.parse(text).components;
    expect(schemas.responses.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(schemas.schemas.ErrorEnvelope.properties).toHaveProperty('fields');
    expect(schemas.schemas.ErrorEnvelope.required).toEqual(['code', 'msg', 'data', 'errorCode', 'requestId']);
    // The hand-kept extra errors name operations that exist.
    const names = new Set(operations.map(({ name }) => name));
    expect(Object.keys(EXTRA_ERRORS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('states each operation’s security as its route really guards it (checked by calling every operation)', async () => {
    const tokens = {
      customer: await loginDemoUser(app, 'buyer'),
      owner: await loginDemoUser(app, 'owner'),
      operator: await loginDemoUser(app, 'operator'),
      recycler: await loginDemoUser(app, 'recycler'),
    };
    const staffRoles = ['owner', 'operator', 'recycler'] as const;
    const schemas = JSON.parse(text).components.schemas as Record<string, JsonSchema>;
    const call = async (method: string, url: string, token?: string, body: unknown = {}) => {
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        // No such entity: a call the guard lets through stops at its 404 or at validation (400).
        url: url.replace(/\{[^}]+\}/g, '999999999'),
        headers: token ? authHeaders(token) : { host: 'localhost' },
        ...(method === 'get' ? {} : { payload: body as object }),
      });
      // Some answers are files (CSV exports); the refusals are always envelopes.
      const json = response.headers['content-type']?.toString().startsWith('application/json');
      return { status: response.statusCode, errorCode: json ? envelope(response).errorCode : undefined };
    };
    const wrong: string[] = [];
    for (const { name, method, url, op } of operations) {
      // A valid body without a session: a guard that runs after validation (preHandler) still answers 401.
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const anonymous = await call(method, url, undefined, bodySchema ? sample(bodySchema, schemas) : {});
      if (!op.security?.length) {
        if (anonymous.status === 401 && !op.responses['401']) wrong.push(`${name}: public, but 401 without a session`);
        continue;
      }
      if (anonymous.status !== 401) wrong.push(`${name}: signed-in only, but ${anonymous.status} without a session`);
      expect(op.security).toEqual([{ Token: [] }, { bearer: [] }]);
      const roles = op['x-roles'];
      const customer = await call(method, url, tokens.customer);
      const refused = (answer: { status: number; errorCode?: string }) =>
        answer.status === 401 || answer.errorCode === 'FORBIDDEN';
      if (!roles) {
        if (refused(customer)) wrong.push(`${name}: any user, but a customer gets ${customer.status}`);
        continue;
      }
      if (!refused(customer)) wrong.push(`${name}: staff only, but a customer gets ${customer.status}`);
      for (const role of staffRoles) {
        const answer = await call(method, url, tokens[role]);
        if (roles.includes(role) === refused(answer)) {
          wrong.push(
            `${name}: x-roles ${roles.join(',')}, but ${role} gets ${answer.status} ${answer.errorCode ?? ''}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('generates a typed client with openapi-typescript that type-checks', async () => {
    const source = astToString(await openapiTS(JSON.parse(text)));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.ts'), source);
      writeFileSync(
        join(dir, 'use.ts'),
        [
          "import type { components, operations, paths } from './api.ts';",
          "type Audit = paths['/api/staff/audit/{id}']['get']['responses'][200]['content']['application/json'];",
          'export const entryBody = (answer: Audit): unknown => answer.data.body;',
          "type Games = operations['getWebGameType']['responses'][200]['content']['application/json'];",
          'export const code: (answer: Games) => number = (answer) => answer.code;',
          "type Login = paths['/api/web/login']['post'];",
          "export const login: Login['requestBody'] = {",
          "  content: { 'application/json': { username: 'buyer', password: 'x', uuid: 'u', code: 'c' } },",
          '};',
          "type Failure = components['schemas']['ErrorEnvelope'];",
          "export const failure: Failure = { code: 400, msg: 'Bad', data: null, errorCode: 'VALIDATION_FAILED', requestId: 'r', fields: [{ field: 'phone', message: 'Required' }] };",
          "export const refused: Login['responses'][400]['content']['application/json']['errorCode'] = 'BAD_REQUEST';",
          '// @ts-expect-error: the envelope code is a number',
          "export const notANumber: Games['code'] = 'x';",
          '// @ts-expect-error: not an error code of the contract',
          "export const unknownCode: Failure['errorCode'] = 'NO_SUCH_CODE';",
          '// @ts-expect-error: the document has no such operation',
          "type Missing = paths['/api/no-such-path']['get'];",
          'export type { Missing };',
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        // Only the generated client and the file using it: no ambient @types packages to load.
        types: [],
        lib: ['lib.es2022.d.ts'],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
