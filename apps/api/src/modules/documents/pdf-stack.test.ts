import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build script is plain JavaScript, without declarations.
import { serverBuildOptions } from '../../../scripts/build.mjs';

const STACK = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@pdf-lib/upng',
  'node-forge',
  '@signpdf/signpdf',
  '@signpdf/utils',
];

/** The packages an output file and every file it imports statically load, as the server starts. */
function loadedAtStart(meta: Metafile, output: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind, external } of meta.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement') continue;
      if (external) packages.add(path);
      else visit(path);
    }
  };
  visit(output);
  return packages;
}

describe('the documents stack loads on first use (issue 21 item 4, decision 0213)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'hearth-build-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is not among what the production server loads at start, and is in the build', async () => {
    const { metafile = { inputs: {}, outputs: {} } } = await build({
      ...serverBuildOptions({ main: 'src/main.ts' }, outdir),
      metafile: true,
      write: false,
      sourcemap: false,
    });
    const main = Object.keys(metafile.outputs).find((file) => file.endsWith('/main.js')) ?? '';
    const atStart = loadedAtStart(metafile, main);
    expect(atStart.has('fastify')).toBe(true);
    expect([...atStart].filter((name) => STACK.includes(name))).toEqual([]);
    // Each is still there, behind an import() of its own.
    const everywhere = new Set(
      Object.values(metafile.outputs).flatMap((out) =>
        out.imports.filter((i) => i.external).map((i) => i.path),
      ),
    );
    for (const name of ['pdf-lib', '@pdf-lib/fontkit', 'node-forge', '@signpdf/signpdf', '@pdf-lib/upng'])
      expect(everywhere.has(name), name).toBe(true);
  });
});
