import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_STATUS, type ErrorCode } from '@gs/shared/envelope';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { AppError, notFound } from './errors.ts';

describe('one HTTP status per error code', () => {
  it('builds an AppError with its code’s status from ERROR_STATUS', () => {
    const error = new AppError(400, 'UPLOAD_REJECTED', 'uploadNotOwned');
    expect(error.status).toBe(ERROR_STATUS.UPLOAD_REJECTED);
    expect(error).toMatchObject({ status: 400, errorCode: 'UPLOAD_REJECTED', messageKey: 'uploadNotOwned' });
  });

  it('refuses a status that is not its code’s, at compile time and at run time', () => {
    // @ts-expect-error UPLOAD_REJECTED answers 400, never 422.
    expect(() => new AppError(422, 'UPLOAD_REJECTED', 'uploadNotOwned')).toThrow(TypeError);
    const code = 'NOT_FOUND' as ErrorCode;
    expect(() => new AppError(409 as never, code, 'notFound')).toThrow('NOT_FOUND answers 404');
  });

  it('raises every 404 through notFound, with NOT_FOUND unless a more specific 404 code is given', () => {
    expect(notFound()).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', messageKey: 'notFound', params: {} });
    expect(notFound('regionNotFound', { id: 7 })).toMatchObject({ errorCode: 'NOT_FOUND', params: { id: 7 } });
    expect(notFound('tenantNotFound', { host: 'x.test' }, 'TENANT_NOT_FOUND')).toMatchObject({
      status: 404,
      errorCode: 'TENANT_NOT_FOUND',
    });
    // @ts-expect-error CONFLICT is not a 404 code.
    expect(() => notFound('notFound', undefined, 'CONFLICT')).toThrow(TypeError);
  });

  it('has no other way to raise a 404 in the server’s code', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== path.join('lib', 'errors.ts'))
      .filter((file) => /new AppError\(\s*404\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('answers the framework’s own refusals with the code of their status, and that code’s status', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    app.get('/refuse/:status', async (request) => {
      const status = Number((request.params as { status: string }).status);
      throw Object.assign(new Error('refused'), { statusCode: status });
    });
    const answers: Record<string, unknown>[] = [];
    for (const status of [400, 403, 406, 412, 413, 416, 418]) {
      const response = await app.inject({ method: 'GET', url: `/refuse/${status}` });
      const body = response.json<{ code: number; errorCode: ErrorCode }>();
      expect(response.statusCode).toBe(body.code);
      expect(ERROR_STATUS[body.errorCode]).toBe(body.code);
      answers.push({ status, code: body.code, errorCode: body.errorCode });
    }
    await app.close();
    expect(answers).toEqual([
      { status: 400, code: 400, errorCode: 'BAD_REQUEST' },
      { status: 403, code: 403, errorCode: 'FORBIDDEN' },
      { status: 406, code: 406, errorCode: 'NOT_ACCEPTABLE' },
      { status: 412, code: 412, errorCode: 'PRECONDITION_FAILED' },
      { status: 413, code: 413, errorCode: 'PAYLOAD_TOO_LARGE' },
      { status: 416, code: 416, errorCode: 'RANGE_NOT_SATISFIABLE' },
      // A status without a code of its own is a plain 400.
      { status: 418, code: 400, errorCode: 'BAD_REQUEST' },
    ]);
  });
});
