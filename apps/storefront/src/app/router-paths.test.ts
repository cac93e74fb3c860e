import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every production source of the storefront, as text: whatever declares routes takes its paths from lib/paths.
// Tests and their helpers (test/, a feature's testing/) are left out: they declare small route tables of their own.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../**/testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

// The properties that make an object literal with a `path` a route object (react-router's RouteObject).
const ROUTE_KEYS = new Set([
  'Component',
  'element',
  'lazy',
  'loader',
  'action',
  'children',
  'index',
  'handle',
  'ErrorBoundary',
  'errorElement',
  'HydrateFallback',
]);
// The not-found catch-all is a pattern, not a page's path.
const CATCH_ALL = '*';

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!property.name) return null;
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : null;
}

/** Whether the file imports `paths` from lib/paths, so `paths.<name>` there is the one table of paths. */
function importsPaths(file: ts.SourceFile): boolean {
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /(^|\/)lib\/paths$/.test(statement.moduleSpecifier.text) &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === 'paths'),
  );
}

/**
 * The route declarations of one source file: each route object's `path` as written, and whether it is taken
 * from lib/paths (`paths.<name>`, with `paths` imported from lib/paths) or is the catch-all.
 */
function routePathsOf(source: string, fileName = 'router.tsx'): { path: string; fromLibPaths: boolean }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pathsImported = importsPaths(file);
  const found: { path: string; fromLibPaths: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(propertyName);
      const pathProperty = node.properties.find((property) => propertyName(property) === 'path');
      if (pathProperty && names.some((name) => name !== null && ROUTE_KEYS.has(name))) {
        const value = ts.isPropertyAssignment(pathProperty) ? pathProperty.initializer : pathProperty;
        const fromLibPaths =
          (pathsImported &&
            ts.isPropertyAccessExpression(value) &&
            ts.isIdentifier(value.expression) &&
            value.expression.text === 'paths') ||
          (ts.isStringLiteral(value) && value.text === CATCH_ALL);
        found.push({ path: value.getText(file), fromLibPaths });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('route paths', () => {
  it('are all taken from lib/paths in every file that declares routes', () => {
    const declared = Object.entries(sources).flatMap(([fileName, source]) =>
      routePathsOf(source, fileName).map((route) => ({ fileName, ...route })),
    );
    // The route table itself is among them, with all of SPEC §2's pages.
    expect(declared.filter((route) => route.fileName === './router.tsx').length).toBeGreaterThan(25);
    expect(declared.filter((route) => !route.fromLibPaths)).toEqual([]);
  });

  it('are caught when written as string literals, as the route table once had them', () => {
    const source = `
      import { paths } from '../lib/paths';
      const section = 'sale';
      export const routes = [
        { path: paths.home, Component: Home },
        { path: 'pages/sale', lazy: loadSell },
        { path: \`/pages/\${section}\`, handle: meta },
        { path: '/pages/other', children: [{ path: 'geren', Component: Center }] },
        { path: '*', Component: NotFound },
      ];
    `;
    expect(
      routePathsOf(source)
        .filter((route) => !route.fromLibPaths)
        .map((route) => route.path),
    ).toEqual(["'pages/sale'", expect.stringMatching(/^`\/pages\/\$\{section\}`$/), "'/pages/other'", "'geren'"]);
  });

  it('are caught when `paths` is not the table of lib/paths', () => {
    const source = `
      const paths = { sale: 'pages/sale' };
      export const routes = [{ path: paths.sale, Component: Sell }];
    `;
    expect(routePathsOf(source)).toEqual([{ path: 'paths.sale', fromLibPaths: false }]);
  });
});
