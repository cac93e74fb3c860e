/// <reference path="../../plugins/audit.ts" />
import { envelopeSchema } from '@gs/shared/envelope';
import { staffEnabledInputSchema, staffIdParamsSchema } from '@gs/shared/staff-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../lib/context.ts';
import { ok } from '../../lib/envelope.ts';

const tags = ['staff'];

type Change<T> = { before: T; after: T };

/** One collection of rows staff list, add, edit and switch on or off, each change audited as before → after. */
interface CollectionRoutes<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Page extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  path: string;
  item: Item;
  list: {
    summary: string;
    query: Query;
    page: Page;
    run: (ctx: RequestContext, query: z.output<Query>) => Promise<z.output<Page>>;
  };
  create: {
    summary: string;
    body: Create;
    run: (ctx: RequestContext, body: z.output<Create>) => Promise<z.output<Item>>;
  };
  update: {
    summary: string;
    body: Update;
    run: (ctx: RequestContext, id: number, body: z.output<Update>) => Promise<Change<z.output<Item>>>;
  };
  setEnabled: {
    summary: string;
    run: (ctx: RequestContext, id: number, enabled: boolean) => Promise<Change<z.output<Item>>>;
  };
}

export function registerCollectionRoutes<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Page extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, routes: CollectionRoutes<Item, Query, Page, Create, Update>) {
  const { path, item, list, create, update, setEnabled } = routes;
  // The schemas below validate each request before its handler runs (the zod validator compiler), so the parsed
  // parts are what the casts say; a generic route cannot carry the schemas' types through Fastify's overloads.
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof staffIdParamsSchema>).id;
  app.get(
    path,
    { schema: { tags, summary: list.summary, querystring: list.query, response: { 200: envelopeSchema(list.page) } } },
    async (request) => ok(await list.run(request.ctx, request.query as z.output<Query>)),
  );
  app.post(
    path,
    { schema: { tags, summary: create.summary, body: create.body, response: { 200: envelopeSchema(item) } } },
    async (request) => {
      const created = await create.run(request.ctx, request.body as z.output<Create>);
      request.auditChange = { before: null, after: created };
      return ok(created);
    },
  );
  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: update.summary,
        params: staffIdParamsSchema,
        body: update.body,
        response: { 200: envelopeSchema(item) },
      },
    },
    async (request) => {
      const change = await update.run(request.ctx, idOf(request), request.body as z.output<Update>);
      request.auditChange = change;
      return ok(change.after);
    },
  );
  app.put(
    `${path}/:id/enabled`,
    {
      schema: {
        tags,
        summary: setEnabled.summary,
        params: staffIdParamsSchema,
        body: staffEnabledInputSchema,
        response: { 200: envelopeSchema(item) },
      },
    },
    async (request) => {
      const change = await setEnabled.run(
        request.ctx,
        idOf(request),
        (request.body as z.output<typeof staffEnabledInputSchema>).enabled,
      );
      request.auditChange = change;
      return ok(change.after);
    },
  );
}
