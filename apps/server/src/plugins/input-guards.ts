import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Deeper than this, no call of the API has a body: arrays and objects nested further are refused (400). */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a request's input and where (`part.path`), or null when nothing is. */
export interface InputProblem {
  messageKey: 'nulCharacter' | 'invalidUnicode' | 'nestedTooDeep';
  field: string;
}

/** A string no column can hold: a NUL character, or a lone surrogate (not UTF-16 PostgreSQL can store as text). */
function badString(value: string): InputProblem['messageKey'] | null {
  if (value.includes('\u0000')) return 'nulCharacter';
  if (!value.isWellFormed()) return 'invalidUnicode';
  return null;
}

/** A path segment as it is shown: without the characters that made it bad. */
const shown = (key: string) => key.replaceAll('\u0000', '').toWellFormed().replaceAll('\uFFFD', '');

/**
 * Walks a request's params, query or body without recursion (a body nested 100,000 deep must not overflow the stack)
 * and answers the first problem: a NUL or a lone surrogate in a string or a key, or nesting deeper than
 * MAX_INPUT_DEPTH.
 */
export function findInputProblem(value: unknown, path: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      const problem = badString(item.value);
      if (problem) return { messageKey: problem, field: item.path };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { messageKey: 'nestedTooDeep', field: item.path };
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : Object.entries(item.value);
    // Pushed in reverse, so the first bad field in reading order is the one named.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as readonly [string, unknown];
      const childPath = `${item.path}.${shown(key)}`;
      const problem = badString(key);
      if (problem) return { messageKey: problem, field: childPath };
      stack.push({ value: child, path: childPath, depth: item.depth + 1 });
    }
  }
  return null;
}

function assertWellFormedInput(request: FastifyRequest): void {
  const parts = { params: request.params, querystring: request.query, body: request.body } as const;
  for (const [part, value] of Object.entries(parts)) {
    const found = findInputProblem(value, part);
    if (found) {
      throw new AppError(400, 'VALIDATION_FAILED', found.messageKey, { fields: [{ field: found.field, message: '' }] });
    }
  }
}

/**
 * Refuses, before any route's validation, input that no column can hold or no call takes: a NUL character or a lone
 * surrogate in any string of any request (PostgreSQL rejects both in text and jsonb, which would otherwise surface
 * as a 500 deep in a query — or, in a staff action's audit row, as an action done without its audit), and bodies
 * nested deeper than any call's.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => assertWellFormedInput(request));
});
