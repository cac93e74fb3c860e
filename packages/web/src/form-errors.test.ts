import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors } from './form-errors';

/** A form with these fields registered (a string is a top-level field, an array a nested name path). */
function fakeForm(fields: (string | (string | number)[])[]) {
  const setFields = vi.fn();
  const form = {
    // What rc-field-form does with a filter: it hands each registered field's meta (with its name path) to it.
    getFieldsValue: (_all: true, filter: (meta: { name: (string | number)[] }) => boolean) => {
      for (const name of fields) filter({ name: Array.isArray(name) ? name : [name] });
      return {};
    },
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
      { name: ['password'], errors: ['Too short', 'Needs a digit'] },
      { name: ['captchaCode'], errors: ['Wrong captcha'] },
    ]);
  });

  it('puts a message without fields under the field its errorCode belongs to', () => {
    const { form, setFields } = fakeForm(['phone', 'captchaCode']);
    const error = new ApiError({ code: 400, status: 400, msg: 'Wrong captcha', errorCode: 'CAPTCHA_INVALID' });
    expect(applyServerFieldErrors(form, error, { errorCodes: { CAPTCHA_INVALID: 'captchaCode' } })).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: ['captchaCode'], errors: ['Wrong captcha'] }]);
    const loginFailed = new ApiError({ code: 422, status: 422, msg: 'Wrong password', errorCode: 'LOGIN_FAILED' });
    expect(applyServerFieldErrors(form, loginFailed, { errorCodes: { CAPTCHA_INVALID: 'captchaCode' } })).toBe(false);
  });

  it('puts a nested server path under the nested field of that name, list indexes as numbers', () => {
    const { form, setFields } = fakeForm([
      'gameId',
      ['rules', 'choices', 3, 'addFen'],
      ['rules', 'choices', 3, 'choiceId'],
      ['rules', 'numbers', 0, 'perUnitFen'],
    ]);
    const error = validation([
      { field: 'body.rules.choices.3.addFen', message: 'Must be a whole number of fen' },
      { field: 'body.rules.numbers.0.perUnitFen', message: 'Too large' },
    ]);
    expect(applyServerFieldErrors(form, error)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: ['rules', 'choices', 3, 'addFen'], errors: ['Must be a whole number of fen'] },
      { name: ['rules', 'numbers', 0, 'perUnitFen'], errors: ['Too large'] },
    ]);
  });

  it('puts a nested path on the deepest field the form has, and never on a field of another list item', () => {
    const { form, setFields } = fakeForm(['tags', ['rules', 'choices'], ['rules', 'choices', 1, 'addFen']]);
    const error = validation([
      // The form edits `tags` as one field (a multiple select): an item's error belongs to it.
      { field: 'body.tags.2', message: 'Unknown tag' },
      // No field for item 4: the error goes to the list, not to item 1's field.
      { field: 'body.rules.choices.4.addFen', message: 'Too large' },
    ]);
    expect(applyServerFieldErrors(form, error)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: ['tags'], errors: ['Unknown tag'] },
      { name: ['rules', 'choices'], errors: ['Too large'] },
    ]);
  });

  it('renames a nested server path by its longest dotted alias, keeping what is below it', () => {
    const { form, setFields } = fakeForm([['choices', '5'], ['ranges', 0, 'attributeId'], 'baseFen']);
    const error = validation([
      { field: 'body.rules.choices.5', message: 'Unknown choice' },
      { field: 'body.rules.ranges.0.attributeId', message: 'Not a number attribute' },
      { field: 'body.baseFen', message: 'Too large' },
    ]);
    const aliases = { rules: 'unused', 'rules.choices': 'choices', 'rules.ranges': 'ranges' };
    expect(applyServerFieldErrors(form, error, { aliases })).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      // The form names the choice by its id as a string: the form's own name path is used.
      { name: ['choices', '5'], errors: ['Unknown choice'] },
      { name: ['ranges', 0, 'attributeId'], errors: ['Not a number attribute'] },
      { name: ['baseFen'], errors: ['Too large'] },
    ]);
  });

  it('answers false when no error names a field of the form, or the error is not an ApiError', () => {
    const { form } = fakeForm(['password']);
    expect(applyServerFieldErrors(form, validation([{ field: 'body.tenantId', message: 'x' }]))).toBe(false);
    expect(applyServerFieldErrors(form, new Error('boom'))).toBe(false);
  });
});
