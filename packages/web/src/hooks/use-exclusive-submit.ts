import { useRef } from 'react';

/**
 * Wraps an async submit handler so a second submit while the first still runs is ignored. The button's
 * spinner covers what the user sees; this covers the gap before it renders (double clicks, Enter twice).
 * The handler reports its own errors; a rejection here is only swallowed.
 */
export function useExclusiveSubmit<T>(submit: (values: T) => Promise<void>): (values: T) => void {
  const running = useRef(false);
  return (values: T) => {
    if (running.current) return;
    running.current = true;
    submit(values)
      .catch(() => {})
      .finally(() => {
        running.current = false;
      });
  };
}
