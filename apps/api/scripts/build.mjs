// Compiles the server for production: src/main.ts and src/migrate.ts into dist/, with @hearth/domain (a TypeScript
// source package, decision 0002) bundled in and every other package left to node_modules (native modules, PGlite's
// wasm and pino's workers load their own files). dist/ sits beside src/, so paths.ts resolves the same folders.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate.ts', 'create-admin': 'src/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Some dependencies still call require(); an ES module bundle has none of its own.
  banner: {
    js: "import { createRequire as __hearthCreateRequire } from 'node:module'; const require = __hearthCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-from-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hearth/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
