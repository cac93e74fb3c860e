// `npm run build -w apps/server` (run by `npm start` when the server's sources changed): the server as plain
// JavaScript in dist/, so `npm start` runs node on it instead of compiling TypeScript at run time through tsx.
// Two entries, each one self-contained file: server.js and embedded-host.js (the process that owns the embedded
// PostgreSQL, forked by db/embedded.ts from the folder it runs in). The workspace's own packages (@gs/*, TypeScript
// sources) are bundled in; every other package stays an import of node_modules (native addons, packages that read
// their own files). Source maps are written beside the files for NODE_OPTIONS=--enable-source-maps; node loads
// none by default.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outDir = path.join(here, 'dist');

/** Bare imports leave the bundle unless they name a workspace package (whose exports are TypeScript sources). */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gs/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * esbuild's ASCII output still leaves a few characters as written in regular expressions and template literals
 * (/^【[^】]*】/, a SQL comment's "…"); as \uXXXX escapes they mean the same there (no tagged template here reads
 * `raw`), and the whole script stays one byte a character in memory.
 */
const asciiOnly = (code) =>
  code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

// Several servers may start together (the several-instances tests): each builds into a folder of its own and moves
// the finished files into dist/ one by one (a rename replaces a file at once), so none imports a half-written file.
mkdirSync(outDir, { recursive: true });
const staging = mkdtempSync(path.join(outDir, '.build-'));
try {
  const result = await build({
    absWorkingDir: here,
    entryPoints: { server: 'src/server.ts', 'embedded-host': 'src/db/embedded-host.ts' },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Whitespace and comments out, names kept (readable stack traces): node keeps every loaded script's source in
    // memory, and a source with one character past Latin-1 is held at two bytes a character (see asciiOnly).
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    charset: 'ascii',
    write: false,
    // Bundling renames clashing top-level names (toOrder → toOrder2); function and class names stay as written.
    keepNames: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    const target = path.join(staging, path.basename(file.path));
    writeFileSync(target, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
  }
  for (const file of readdirSync(staging)) renameSync(path.join(staging, file), path.join(outDir, file));
} finally {
  rmSync(staging, { recursive: true, force: true });
}
