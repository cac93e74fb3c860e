import { SUCCESS_CODE } from '@gs/shared/envelope';

/** The success envelope around a route's data. */
export function ok<T>(data: T, msg = 'OK'): { code: number; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg, data };
}
