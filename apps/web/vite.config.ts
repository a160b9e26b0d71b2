import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Writes a .br and a .gz beside every hashed asset, once, at build time; the server sends the one the
 * browser accepts (`preCompressed` in apps/api/src/modules/spa/routes.ts) instead of compressing per request.
 */
function precompressAssets(): Plugin {
  let assets = '';
  return {
    name: 'hearth-precompress-assets',
    apply: 'build',
    configResolved(config) {
      // The resolved outDir, so `vite build --outDir <dir>` compresses its own files, not apps/web/dist's.
      // The server entry's build (`--ssr`) is never sent to a browser: nothing to compress.
      assets = config.build.ssr
        ? ''
        : join(resolve(config.root, config.build.outDir), config.build.assetsDir);
    },
    closeBundle() {
      // A failed build may have written nothing; its own error is the one to see.
      if (!assets || !existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = join(assets, name);
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Marks every `z.…(…)` call and every `…Schema.…(…)` builder call (`.optional()`, `.extend()`; never a parse)
 * in the app's own modules (the domain package and src) as pure, so a schema a page does not use is dropped
 * with its module's other unused code, and zod with the last of them (decision 0096).
 * Scoped to our files: a global `treeshake.manualPureFunctions: ['z']` would also match dependencies' `z`.
 * The domain's schemas only describe data; nothing in the web app relies on one being built for its effect.
 */
const SCHEMA_BUILDER_CALL =
  /(?<![\w$.])(z|[A-Za-z_$][\w$]*Schema)\.(?!(?:parse|safeParse|encode|safeEncode|decode|safeDecode)(?:Async)?\b)(?=\w+\s*\()/g;
/** `wireTextSchema()`, `makeStepSchema(…)`: functions that build a schema. */
const SCHEMA_FACTORY_CALL = /(?<![\w$.])([A-Za-z_$][\w$]*Schemas?)(?=\s*\()/g;

function pureZodSchemas(): Plugin {
  const ours = /[\\/](packages[\\/]domain|apps[\\/]web)[\\/]src[\\/].+\.tsx?$/;
  return {
    name: 'hearth-pure-zod-schemas',
    apply: 'build',
    transform(code, id) {
      if (!ours.test(id) || !/from ['"]zod['"]/.test(code)) return null;
      const marked = code
        .replace(SCHEMA_BUILDER_CALL, '/* @__PURE__ */ $1.')
        .replace(SCHEMA_FACTORY_CALL, (name, _, offset: number) =>
          // Not the function's own declaration (`function xSchema(`).
          /function\s*$/.test(code.slice(Math.max(0, offset - 12), offset))
            ? name
            : `/* @__PURE__ */ ${name}`,
        );
      return { code: marked, map: null };
    },
  };
}

/** The server entry's folder says its files are ES modules, wherever the build is put (HEARTH_WEB_DIST). */
function serverEntryIsEsm(): Plugin {
  let outDir = '';
  return {
    name: 'hearth-server-entry-esm',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (existsSync(outDir)) writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
    },
  };
}

// The api helper's server; every service prefix the SPA calls is proxied to it in dev.
const API_ORIGIN = process.env.HEARTH_API_ORIGIN ?? 'http://localhost:8181';
const API_PREFIXES = [
  '/identity',
  '/identity-broker',
  '^/service-',
  '/cdn',
  '/healthz',
  '/docs',
  '/waitlist',
  '/ft',
  '/a/',
];

const config = {
  base: '/',
  plugins: [pureZodSchemas(), react(), precompressAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // The manifest lets the bench add up the JavaScript of a page (entry plus its lazy route chunks).
    manifest: true,
    emptyOutDir: true,
    // The data block is the only script the server rewrites; nothing else may be inlined (CSP script-src 'self').
    assetsInlineLimit: 0,
    // One stylesheet for every page, linked from index.html: a server-rendered page (decision 0095) paints with
    // all its rules, instead of shifting when a route chunk's own CSS arrives after hydration starts.
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Cached across deploys: the framework changes far less often than the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 25,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 15 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // The app code every page runs at start (shell, router, brand, HTTP client and the domain modules
            // they import) in one chunk rather than a handful of small shared ones: fewer requests, better gzip.
            { name: 'app', tags: ['$initial'], test: (id) => !id.includes('node_modules'), priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 8282,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 8282,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  if (!isSsrBuild) return config;
  // The server entry (`vite build --ssr src/entry-server.tsx --outDir dist/server`, decision 0095): run by the
  // API in Node, so React and the rest are bundled in with their production builds, whatever NODE_ENV the API
  // runs under; no public files and no manifest (nothing of it is ever sent to a browser).
  return {
    ...config,
    plugins: [...config.plugins, serverEntryIsEsm()],
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
    build: { ...config.build, manifest: false, copyPublicDir: false },
  };
});
