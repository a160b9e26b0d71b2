import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
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
 * Marks every `z.…(…)` call and every `…Schema.…(…)` builder call (`.optional()`, `.extend()`; never a parse),
 * written on one line or chained over several (`z\n  .object(…)\n  .nullable()`, `xSchema.shape.y.unwrap()`),
 * in the app's own modules (the domain package and src) as pure, so a schema a page does not use is dropped
 * with its module's other unused code, and zod with the last of them (decision 0096).
 * Scoped to our files: a global `treeshake.manualPureFunctions: ['z']` would also match dependencies' `z`.
 * The domain's schemas only describe data; nothing in the web app relies on one being built for its effect.
 */
const SCHEMA_BUILDER_CALL =
  /(?<![\w$.])(z|[A-Za-z_$][\w$]*Schema)(\s*)\.(?=\s*(?:[\w$]+\s*\.\s*)*(?!(?:parse|safeParse|encode|safeEncode|decode|safeDecode)(?:Async)?\b)[\w$]+\s*\()/g;
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
        .replace(SCHEMA_BUILDER_CALL, '/* @__PURE__ */ $1$2.')
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

/** Initializers worth wrapping: anything that may call or read, not a function or a plain literal. */
function computes(node: ts.Expression): boolean {
  return !(
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isIdentifier(node) ||
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node)
  );
}

/** Every top-level `const x = …` of a module as a pure value: `const x = /* @__PURE__ *\/ (() => (…))()`. */
function pureTopLevelConsts(code: string, id: string): string {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const spans: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const { initializer } of statement.declarationList.declarations)
      if (initializer && computes(initializer))
        spans.push({ start: initializer.getStart(source), end: initializer.end });
  }
  let out = code;
  for (const { start, end } of spans.reverse())
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  return out;
}

/**
 * The domain package defines and computes, nothing more (ARCHITECTURE.md: rules, no I/O), so loading one of its
 * modules has no effect of its own, and none of its top-level values is made for an effect. Said to the bundler
 * (each top-level `const` a pure value, the module free of side effects), a page that needs one constant of a
 * module gets that constant: not the schemas beside it, not the leftovers of a dropped schema (a message read as
 * its argument), and so not zod for their sake (decision 0198).
 */
function domainWithoutSideEffects(): Plugin {
  const domain = /[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/;
  return {
    name: 'hearth-domain-without-side-effects',
    apply: 'build',
    transform(code, id) {
      if (!domain.test(id) || /\.test\.ts$/.test(id)) return null;
      return { code: pureTopLevelConsts(code, id), map: null, moduleSideEffects: false };
    },
  };
}

/**
 * The built index.html's head, in the order the first paint needs it (issue 21, decision 0198): the stylesheet
 * first (Vite writes it after the scripts, sixth in the queue behind the JavaScript), then one small script
 * (`entry-browser.ts`) that fetches the app after the paint. The app's entry (`main.tsx`) and every chunk it
 * imports statically are listed in that script's `data-app`, not preloaded: asked for before the paint, they
 * would share the connection with the stylesheet.
 */
function indexHtmlForFirstPaint(): Plugin {
  return {
    name: 'hearth-index-html-for-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const script = /([ \t]*<script type="module")([^>]*><\/script>\n?)/.exec(html);
        if (stylesheets.length === 0 || !script || !bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app)
          throw new Error('index.html: no chunk for src/main.tsx (is it still an input of the build?)');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            visit(imported);
        };
        visit(app.fileName);
        const dataApp = ` data-app="${[...files].map((file) => `/${file}`).join(' ')}"`;
        const head = stylesheets
          .reduce((out, link) => out.replace(link, ''), html)
          .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
        return head.replace(script[0], `${stylesheets.join('')}${script[1]}${dataApp}${script[2]}`);
      },
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

/** The app's entry (`main.tsx`) and the chunks it imports statically (the groups below, the runtime): loaded
 * before any page. */
const ENTRY_CHUNK = /(^|\/)(rolldown-runtime|react|query|main)-[\w-]{8}\.js$/;

/** The modules register-v2's first page runs (the `register-start` group): the flow's own, not shared components. */
const REGISTER_START = new RegExp(
  [
    String.raw`[\\/]features[\\/]register[\\/](`,
    [
      'pages/register-v2-page',
      'components/(register-flow|question-page|address-typeahead|steps/property-step)',
      'register-(answers|flow-steps|steps|flags)',
      'use-(register-answers|step-form|entry-resolution|register-flow-context)',
      'entry-(resolution|prefill|context)',
      'heloc-settings',
      'load-(property-checks|register-validation)',
      'api/get-(offer-code|affiliate-prepop|referral-status|address-suggestions)',
    ]
      .join('|')
      .replaceAll('/', String.raw`[\\/]`),
    String.raw`)\.tsx?$|[\\/]packages[\\/]domain[\\/]src[\\/](entry-route-rules|register-groups)\.ts$`,
  ].join(''),
);

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
  plugins: [
    pureZodSchemas(),
    domainWithoutSideEffects(),
    react(),
    indexHtmlForFirstPaint(),
    precompressAssets(),
  ],
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
    modulePreload: {
      polyfill: false,
      // A page's lazy chunk lists what to fetch beside it, but not the chunks the entry imports itself: they are
      // loaded before any page is, and naming them in each of ~80 lists cost every page 0.4 KB gzip of the entry.
      resolveDependencies: (_, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((file) => !ENTRY_CHUNK.test(file)) : deps,
    },
    rolldownOptions: {
      // The app's own entry beside index.html's: `entry-browser.ts` starts it after the first paint, and as an
      // entry its static graph is one chunk (the `app` group below), not a dozen small shared ones.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        main: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // Cached across deploys: the framework changes far less often than the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 15 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // The register flow's first page (the property question), with the flow and entry resolution around
            // it, in one chunk instead of a dozen small ones: one gzip window compresses the lot better (register-v2
            // 4 KB lighter, decision 0264). Only modules of the register flow itself: every page that imports one
            // of them is a register page, which needs the rest anyway.
            // Not their dependencies: a component or rule they share with other pages stays where it was.
            {
              name: 'register-start',
              test: REGISTER_START,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The app code every page runs at start (shell, router, brand, HTTP client and the domain modules
            // they import) in one chunk rather than a handful of small shared ones: fewer requests, better gzip.
            {
              name: 'app',
              tags: ['$initial'],
              // Not index.html's own module and first script: a few bytes that start the app after the paint.
              test: (id) =>
                !id.includes('node_modules') && !/(entry-browser\.ts|early-presses\.ts|\.html)$/.test(id),
              priority: 5,
            },
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
