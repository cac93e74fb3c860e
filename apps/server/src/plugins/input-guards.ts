import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Where in a request's params, query and body a string holds a NUL character, as `part.path`; null if nowhere. */
export function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '')}`;
      const found = findNulCharacter(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function assertNoNulCharacter(request: FastifyRequest): void {
  const parts = { params: request.params, querystring: request.query, body: request.body } as const;
  for (const [part, value] of Object.entries(parts)) {
    const found = findNulCharacter(value, part);
    if (found) {
      throw new AppError(400, 'VALIDATION_FAILED', 'nulCharacter', { fields: [{ field: found, message: '' }] });
    }
  }
}

/**
 * Refuses, before any route's validation, input that no column can hold: a NUL character in any string of any
 * request (PostgreSQL rejects it in text, which would otherwise surface as a 500 deep in a query).
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => assertNoNulCharacter(request));
});
