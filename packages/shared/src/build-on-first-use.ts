/**
 * A value (a schema) built by the first call of the returned getter and kept: `const fooSchema =
 * buildOnFirstUse(() => z.object(…))`, read as `fooSchema()`. For the few schemas the storefront's start uses
 * synchronously (envelope-basics, user-info): a schema declared as a constant is built, at a phone's cost, by every
 * page that merely imports its module. Schemas a start checks asynchronously load with their module instead (the
 * storefront's lazySchema).
 */
export function buildOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
