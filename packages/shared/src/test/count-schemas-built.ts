/**
 * Runs `action` and answers how many zod schemas (and checks) it built. zod 4 reads `_zod` on every new instance
 * before defining it as the instance's own property (`$constructor` in zod's core.js), so a getter of that name on
 * Object.prototype sees each construction once. A test that counts none also counts a schema built on purpose: were
 * zod to stop reading `_zod` that way, it fails instead of passing for nothing.
 */
export async function countSchemasBuilt(action: () => unknown): Promise<number> {
  const built = new WeakSet<object>();
  let count = 0;
  Object.defineProperty(Object.prototype, '_zod', {
    configurable: true,
    get(this: object) {
      if (!built.has(this)) {
        built.add(this);
        count += 1;
      }
      return undefined;
    },
  });
  try {
    await action();
  } finally {
    delete (Object.prototype as { _zod?: unknown })._zod;
  }
  return count;
}
