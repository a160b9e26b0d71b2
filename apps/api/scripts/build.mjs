// Compiles the server for production: src/main.ts and src/migrate.ts into dist/, with @hearth/domain (a TypeScript
// source package, decision 0002) bundled in and every other package left to node_modules (native modules, PGlite's
// wasm and pino's workers load their own files). dist/ sits beside src/, so paths.ts resolves the same folders.
// `serverBuildOptions` is also how the bench compiles its server and how a test reads what loads at start.
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** esbuild's options for `entryPoints` (name -> source under apps/api) written to `outdir`. */
export function serverBuildOptions(entryPoints, outdir) {
  return {
    absWorkingDir: apiRoot,
    // Every server build carries the PDF worker beside it (decision 0274): the server starts it from its own folder.
    entryPoints: { ...entryPoints, 'pdf-worker': 'src/modules/documents/pdf-worker.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Code reached only through import() (the documents stack, decision 0213) stays in chunks of its own, loaded on
    // first use: an ES module's static imports all load at start. The chunks sit beside the entries, where the
    // paths of src/paths.ts resolve the same folders.
    splitting: true,
    chunkNames: '[name]-[hash]',
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
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
  await build(
    serverBuildOptions(
      {
        main: 'src/main.ts',
        migrate: 'src/migrate.ts',
        'create-broker': 'src/create-broker.ts',
        'create-admin': 'src/create-admin.ts',
      },
      fileURLToPath(new URL('../dist', import.meta.url)),
    ),
  );
}
