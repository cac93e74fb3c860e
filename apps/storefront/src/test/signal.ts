/** Something a test waits for, fired by another part of it (Promise.withResolvers needs Node 22). */
export interface Signal {
  fire(): void;
  /** Settles when fired, or after `ms` at the latest. */
  firedOrAfter(ms: number): Promise<void>;
}

export function signal(): Signal {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return {
    fire: () => fire(),
    firedOrAfter: (ms) => Promise.race([fired, new Promise<void>((resolve) => setTimeout(resolve, ms))]),
  };
}
