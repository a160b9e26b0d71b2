#!/usr/bin/env node
/**
 * The JavaScript a page loads for its first paint, from a production build (run after `vite build`): the
 * entry chunk, the page's route chunk, the lazy parts that page renders straight away, and every chunk those
 * import statically. Sizes are gzip (level 9) and brotli (quality 11), as the server sends them (the build
 * writes the same .gz/.br files beside each asset). KB = 1000 bytes. Budget: ARCHITECTURE.md section 7
 * (reported, not asserted).
 *
 * Chunks the app fetches on its own right after the first render (telemetry, decision 0070) are listed apart:
 * they are on the wire during the first visit but not needed to paint.
 *
 *   node apps/web/scripts/page-weight.mjs [distDir]      (default apps/web/dist)
 *   node apps/web/scripts/page-weight.mjs --json          the same as JSON
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The first register page's budget: JavaScript under 150 KB gzip (ARCHITECTURE.md section 7). */
const REGISTER_BUDGET_KB = 150;

/**
 * Each page: the manifest key of its route module, and the lazily imported modules it renders straight away
 * (counted when they are chunks of their own; absent from the manifest, they sit in a static chunk already).
 * register-v2's index renders the property step, which its route loader fetches beside the route module.
 */
const PAGES = [
  {
    name: 'first register page (/account/heloc/register-v2)',
    modules: ['src/features/register/pages/register-v2-page.tsx'],
    lazy: ['src/features/register/components/steps/property-step.tsx'],
    budgetKb: REGISTER_BUDGET_KB,
  },
  { name: 'login page (/auth/login)', modules: ['src/app/routes/auth/login.tsx'] },
  {
    name: 'dashboard, a page without a form (/dashboard)',
    modules: ['src/app/routes/dashboard/dashboard.tsx'],
  },
];

/** Chunk names the entry imports by itself right after the first render (src/app/app.tsx). */
const AFTER_FIRST_RENDER = ['telemetry'];

const args = process.argv.slice(2);
const json = args.includes('--json');
const distArg = args.find((a) => !a.startsWith('--'));
const dist = distArg ? resolve(distArg) : fileURLToPath(new URL('../dist', import.meta.url));
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk files of some modules and everything they import statically, each once. */
function staticClosure(keys, seen = new Map()) {
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed, or no longer a chunk of its own?)`);
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk.name ?? key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const sizeCache = new Map();
function measure(file, name) {
  if (!sizeCache.has(file)) {
    const body = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return { name, file, ...sizeCache.get(file) };
}

function sum(chunks) {
  return chunks.reduce(
    (t, c) => ({ raw: t.raw + c.raw, gzip: t.gzip + c.gzip, brotli: t.brotli + c.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const afterRenderKeys = (manifest[entryKey].dynamicImports ?? []).filter((key) =>
  AFTER_FIRST_RENDER.includes(manifest[key]?.name),
);

const results = PAGES.map((page) => {
  const lazy = (page.lazy ?? []).filter((key) => key in manifest);
  const closure = staticClosure([entryKey, ...page.modules, ...lazy]);
  const chunks = [...closure].map(([file, name]) => measure(file, name)).sort((a, b) => b.gzip - a.gzip);
  const firstPaint = new Set(closure.keys());
  const later = [...staticClosure(afterRenderKeys, new Map())]
    .filter(([file]) => !firstPaint.has(file))
    .map(([file, name]) => measure(file, name));
  return { page: page.name, budgetKb: page.budgetKb, total: sum(chunks), chunks, afterFirstRender: later };
});

const print = (line) => process.stdout.write(`${line}\n`);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const row = (label, s) =>
  `${label.padEnd(30)}${kb(s.raw).padStart(9)}${kb(s.gzip).padStart(9)}${kb(s.brotli).padStart(9)}`;

if (json) {
  print(JSON.stringify(results, null, 2));
} else {
  for (const { page, budgetKb, total, chunks, afterFirstRender } of results) {
    print(`\n${page}: ${chunks.length} JavaScript chunks`);
    print(`${'chunk'.padEnd(30)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'br KB'.padStart(9)}`);
    for (const c of chunks) print(row(c.name, c));
    const verdict =
      budgetKb === undefined
        ? ''
        : `  budget ${budgetKb} KB gzip: ${total.gzip / 1000 < budgetKb ? 'met' : 'OVER'}`;
    print(`${row('total for the first paint', total)}${verdict}`);
    if (afterFirstRender.length > 0) {
      const names = afterFirstRender.map((c) => c.name).join(', ');
      print(`${row('+ after the first render', sum(afterFirstRender))}  (${names})`);
    }
  }
}
