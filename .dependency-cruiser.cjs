// Import direction, checked by `npm run lint` (see ARCHITECTURE.md "Shape"):
//   server:   foundation (db/, lib/, plugins/, config.ts) ← features (modules/<feature>/) ← composition
//   web apps: lib/, components/, hooks/ ← features/<feature>/ ← app/
// Tests may reach across (they build whole apps and fixtures); production code may not. Tests are left out of the
// cruise altogether: folder-scope rules (below) see every file of a folder and cannot skip tests the way `pathNot` does.
const TEST = '\\.test\\.tsx?$|/test/|^e2e/|^bench/';
const SERVER = '^apps/server/src/';
const SERVER_FOUNDATION = `${SERVER}(db|lib|plugins)/|${SERVER}config\\.ts$`;
const SERVER_COMPOSITION = `${SERVER}(composition|seed)/|${SERVER}(app|server)\\.ts$|${SERVER}[^/]+-cli\\.ts$`;
const WEB = '^apps/(?:storefront|backoffice)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-foundation-imports-no-feature',
      comment: 'db/, lib/, plugins/ and config.ts are the foundation: they import no feature and no composition file.',
      severity: 'error',
      from: { path: SERVER_FOUNDATION, pathNot: TEST },
      to: { path: `${SERVER}modules/|${SERVER_COMPOSITION}` },
    },
    {
      name: 'server-feature-imports-no-composition',
      comment: 'A feature never imports app.ts, server.ts, composition/, seed/ or a CLI: those import the features.',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: TEST },
      to: { path: SERVER_COMPOSITION },
    },
    {
      name: 'server-feature-through-index',
      comment: "A feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-selling-flows-apart',
      comment:
        'The three ways to sell (consignment, quick-recycle, bidding) never import each other: what they share is the ' +
        'intake (modules/selling/intake/) or the selling root (listing-attributes, regions).',
      severity: 'error',
      from: { path: `${SERVER}modules/selling/(consignment|quick-recycle|bidding)/`, pathNot: TEST },
      to: {
        path: `${SERVER}modules/selling/(consignment|quick-recycle|bidding)/`,
        pathNot: `${SERVER}modules/selling/$1/`,
      },
    },
    {
      name: 'server-selling-intake-knows-no-flow',
      comment: 'The shared intake serves the three ways to sell; it imports none of them (nor the selling plugin).',
      severity: 'error',
      from: { path: `${SERVER}modules/selling/intake/`, pathNot: TEST },
      to: {
        path: `${SERVER}modules/selling/((consignment|quick-recycle|bidding)/|selling\\.plugin\\.ts$|index\\.ts$)`,
      },
    },
    {
      name: 'server-feature-folders-no-cycles',
      comment:
        'Folders inside a feature (trade/orders, trade/payments, trade/ledger…) do not import each other both ways: ' +
        'one depends on the other, or both on a small shared part.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SERVER}modules/` },
      to: { circular: true },
    },
    {
      name: 'server-trade-orders-imports-no-payments',
      comment:
        "Payments depend on orders (a payment is of an order), never the other way: an order's own rows of the payments " +
        'table are read and closed through orders/order-payments.repository.ts, and paying an order lives in payments/.',
      severity: 'error',
      from: { path: `${SERVER}modules/trade/orders/`, pathNot: TEST },
      to: { path: `${SERVER}modules/trade/payments/` },
    },
    {
      name: 'server-trade-ledger-imports-no-flow',
      comment: 'The ledger is what orders, payments, wallets and staff post to: it imports none of them.',
      severity: 'error',
      from: { path: `${SERVER}modules/trade/ledger/`, pathNot: TEST },
      to: { path: `${SERVER}modules/trade/(orders|payments|staff|wallet|vault)/` },
    },
    {
      name: 'server-no-cycles',
      comment:
        'No import cycles between server files (type-only imports included: they couple the code just the same).',
      severity: 'error',
      from: { path: SERVER, pathNot: TEST },
      to: { circular: true },
    },
    {
      name: 'packages-import-no-app',
      comment: 'packages/* are shared by the apps: they never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'lib/, components/ and hooks/ of a web app are shared: they import no feature and not app/.',
      severity: 'error',
      from: { path: `${WEB}(lib|components|hooks)/`, pathNot: TEST },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'A web feature never imports another feature: pages that combine features are composed in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'app/ composes the features; a feature never imports app/.',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TEST },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|test-results|playwright-report)/', TEST] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
