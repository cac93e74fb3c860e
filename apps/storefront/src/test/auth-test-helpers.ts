import { fireEvent, screen } from '@testing-library/react';
import type { MockedFunction } from 'vitest';
import type { api } from '../lib/request';

type GetMock = MockedFunction<typeof api.get>;

/** Answers GET calls by path; each captcha request gets the next captcha of the list (the last one repeats). */
export function answerGets(
  getMock: GetMock,
  captchas: unknown[],
  answers: Record<string, () => Promise<unknown>> = {},
) {
  let captchaCalls = 0;
  getMock.mockImplementation(async (path) => {
    if (path === '/api/captchaImage') {
      const captcha = captchas[Math.min(captchaCalls, captchas.length - 1)];
      captchaCalls += 1;
      return captcha;
    }
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected GET ${path}`);
    return answer();
  });
}

export function countCaptchaCalls(getMock: GetMock): number {
  return getMock.mock.calls.filter(([path]) => path === '/api/captchaImage').length;
}

/** Types into the field with that label and leaves it, which is when the forms validate. */
export function typeInto(label: string | RegExp, value: string): void {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
