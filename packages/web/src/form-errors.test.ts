import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors } from './form-errors';

function fakeForm(fields: string[]) {
  const setFields = vi.fn();
  const form = {
    getFieldsValue: () => Object.fromEntries(fields.map((name) => [name, undefined])),
    setFields,
  } as unknown as FormInstance;
  return { form, setFields };
}

const validation = (fields: { field: string; message: string }[]) =>
  new ApiError({ code: 400, status: 400, msg: 'Check the form', errorCode: 'VALIDATION_FAILED', fields });

describe('applyServerFieldErrors', () => {
  it('puts body.* and query.* errors under the matching fields, renaming aliases', () => {
    const { form, setFields } = fakeForm(['password', 'captchaCode']);
    const error = validation([
      { field: 'body.password', message: 'Too short' },
      { field: 'body.password', message: 'Needs a digit' },
      { field: 'query.code', message: 'Wrong captcha' },
    ]);
    expect(applyServerFieldErrors(form, error, { aliases: { code: 'captchaCode' } })).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'password', errors: ['Too short', 'Needs a digit'] },
      { name: 'captchaCode', errors: ['Wrong captcha'] },
    ]);
  });

  it('puts a message without fields under the field its errorCode belongs to', () => {
    const { form, setFields } = fakeForm(['phone', 'captchaCode']);
    const error = new ApiError({ code: 400, status: 400, msg: 'Wrong captcha', errorCode: 'CAPTCHA_INVALID' });
    expect(applyServerFieldErrors(form, error, { errorCodes: { CAPTCHA_INVALID: 'captchaCode' } })).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'captchaCode', errors: ['Wrong captcha'] }]);
    const loginFailed = new ApiError({ code: 422, status: 422, msg: 'Wrong password', errorCode: 'LOGIN_FAILED' });
    expect(applyServerFieldErrors(form, loginFailed, { errorCodes: { CAPTCHA_INVALID: 'captchaCode' } })).toBe(false);
  });

  it('answers false when no error names a field of the form, or the error is not an ApiError', () => {
    const { form } = fakeForm(['password']);
    expect(applyServerFieldErrors(form, validation([{ field: 'body.tenantId', message: 'x' }]))).toBe(false);
    expect(applyServerFieldErrors(form, new Error('boom'))).toBe(false);
  });
});
