import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * A route's `serializerCompiler` for the hottest public reads (issue #22): the zod response schema is turned into a
 * JSON Schema once, at start-up, and compiled by fast-json-stringify (Fastify's own serialiser) into a function that
 * writes only the declared properties. The app-wide zod serialiser parses every answer against the schema before
 * JSON.stringify: on a page of 20 listings that was as much CPU as the search itself. What this gives up is the
 * check of the service's output against the contract, so it is only for routes whose answers come from one mapper
 * covered by route tests (a property the contract lacks is still never written). Typed over any route schema:
 * Fastify hands it the response schema of one status code, a zod schema in this app.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  // 'output': the shape the service returns (defaults applied, what a transform yields). A schema JSON Schema
  // cannot express throws here, at start-up.
  const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
};
