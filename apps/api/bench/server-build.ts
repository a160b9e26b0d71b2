import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How a bench starts its server process: compiled as `npm run build` compiles main.ts (esbuild, packages left to
 * node_modules, the PDF worker beside it), so its memory and its first documents are what `npm start` gives, with
 * the node flags of its start script; BENCH_SERVER_RUNTIME=tsx runs the source through tsx instead (which adds its
 * own memory, and compiles each module on first use: the documents stack in the middle of a burst).
 * The bundle sits in dist/ beside main.js, where the paths of src/paths.ts resolve the same folders.
 */
export async function serverEntry(source: URL, name: string): Promise<string[]> {
  const file = fileURLToPath(source);
  if (process.env.BENCH_SERVER_RUNTIME === 'tsx') return ['--import', 'tsx', file];
  const flags = startFlags();
  const { build } = await import('esbuild');
  // @ts-expect-error: the build script is plain JavaScript, without declarations.
  const { serverBuildOptions } = await import('../scripts/build.mjs');
  const outdir = fileURLToPath(new URL('../dist', import.meta.url));
  await build({
    ...serverBuildOptions({ [name]: file }, outdir),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'bench-[name]-[hash]',
    // With --enable-source-maps Node holds the maps of what it loads: the bench pays for them as `npm start` does.
    sourcemap: flags.includes('--enable-source-maps'),
  });
  return [...flags, `${outdir}/${name}.mjs`];
}

/**
 * The node flags `npm start` gives the server (apps/api's `start:dist` script, e.g. `--max-semi-space-size=4`,
 * decision 0266), so that the bench server holds the memory `npm start` holds.
 */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts['start:dist'] ?? '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js') {
    throw new Error(`apps/api's start:dist script is not \`node [flags] dist/main.js\`: ${words.join(' ')}`);
  }
  return words.slice(1, -1);
}
