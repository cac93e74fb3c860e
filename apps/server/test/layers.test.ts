import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * ARCHITECTURE: a feature's *.repository.ts is the only place that queries. The foundation's db/ (migrations,
 * connection) and the composition's seed/ are not features and are not scanned; neither are tests.
 */

const SRC = path.resolve(import.meta.dirname, '../src');
const SCANNED = ['modules', 'plugins', 'lib'];

/** A query builder started, or raw SQL written (`sql` as a template tag, with or without a type argument). */
const QUERY = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(|\bsql\s*(?:<[^`]*?>)?\s*`/g;

/** The text with comments blanked out (line numbers kept), so prose about queries is not taken for a query. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
}

/** Every `file:line: query` in the source text. */
function queriesIn(file: string, text: string): string[] {
  const code = withoutComments(text);
  return [...code.matchAll(QUERY)].map((match) => {
    const line = code.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${match[0]}`;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

describe('database access lives in repositories', () => {
  it('finds a query builder call and a raw sql tag when there is one (the scan itself works)', () => {
    const sample = [
      '// db.selectFrom( in a comment is prose',
      'const a = await db.selectFrom("orders").selectAll().execute();',
      '/* sql`SELECT 1` */',
      'await sql<{ n: Array<number> }>`SELECT 1`.execute(db);',
      'await trx',
      '  .deleteFrom("x")',
    ].join('\n');
    expect(queriesIn('sample.ts', sample)).toEqual([
      'sample.ts:2: .selectFrom(',
      'sample.ts:4: sql<{ n: Array<number> }>`',
      'sample.ts:6: .deleteFrom(',
    ]);
    const repository = 'modules/trade/orders/orders.repository.ts';
    expect(queriesIn(repository, readFileSync(path.join(SRC, repository), 'utf8')).length).toBeGreaterThan(5);
  });

  it('has no query outside a *.repository.ts file in modules/, plugins/ and lib/', () => {
    const offenders = SCANNED.flatMap(sourceFiles)
      .filter((file) => !file.endsWith('.repository.ts'))
      .flatMap((file) => queriesIn(file, readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
