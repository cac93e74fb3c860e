import { fireEvent, screen } from '@testing-library/react';
import { type Answer, stubApi } from './fake-api';

type FakeApi = ReturnType<typeof stubApi>;

/**
 * The fake API of the login page: each captcha request gets the next captcha of the list (the last one repeats);
 * `answers` adds the other calls by `"METHOD /api/path"` (see `stubApi`).
 */
export function answerAuth(captchas: unknown[], answers: Record<string, Answer> = {}): FakeApi {
  let captchaCalls = 0;
  return stubApi({
    'GET /api/captchaImage': () => {
      const captcha = captchas[Math.min(captchaCalls, captchas.length - 1)];
      captchaCalls += 1;
      return captcha;
    },
    ...answers,
  });
}

export function countCaptchaCalls(api: FakeApi): number {
  return api.callsTo('GET /api/captchaImage').length;
}

/** The query of each call to `"GET /api/path"`, as an object. */
export function queriesOf(api: FakeApi, key: string): Record<string, string>[] {
  return api.callsTo(key).map(({ query }) => Object.fromEntries(query));
}

/** The body of each call to `"POST /api/path"`. */
export function bodiesOf(api: FakeApi, key: string): unknown[] {
  return api.callsTo(key).map(({ body }) => body);
}

/** Types into the field with that label and leaves it, which is when the forms validate. */
export function typeInto(label: string | RegExp, value: string): void {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
