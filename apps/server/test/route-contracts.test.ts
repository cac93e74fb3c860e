import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = path.resolve(import.meta.dirname, '../src/modules');

describe('route files', () => {
  it('declare no request or response shapes of their own: contracts live in packages/shared', () => {
    const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.routes.ts'),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    // Composing shared schemas is fine (`z.array(gameSchema)`, `z.null()` for an empty answer); building one is not.
    const offenders = routeFiles.flatMap((file) =>
      readFileSync(path.join(modules, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bz\.(?!null\(|array\()\w+/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
