import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { HttpError } from './http-error';

/** The sentence to show for a failed call: the server's `msg` (already in the user's language) or ours. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.msg || t('errors.requestFailed');
  if (error instanceof HttpError) {
    if (error.kind === 'timeout') return t('errors.timeout');
    if (error.kind === 'network') return t('errors.network');
  }
  return t('errors.requestFailed');
}
