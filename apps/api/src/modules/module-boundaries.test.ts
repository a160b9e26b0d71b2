import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18 item 7 (decision 0190): no module folder is in an import cycle. ARCHITECTURE.md section 2 has modules
 * call each other through plain typed functions; for that to mean layers, a folder that imports another must never
 * be imported back, directly or through others. Biome's `noImportCycles` sees files only: two folders can import
 * each other through different files and pass it. This reads every source file under `src/modules` (test files,
 * `*.test.ts`, left out; `test-helpers.ts` counted), draws an edge from folder A to folder B for each relative
 * import of a file in B by a file in A (static `import`, `export ... from`, type-only ones and dynamic `import()`),
 * and fails naming each cycle and the imports that make it.
 */

const MODULES = dirname(fileURLToPath(import.meta.url));

/** folder -> imported folder -> the imports that make the edge ("signers/join.ts -> ../owners/owners"). */
type FolderGraph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module folder a path is in (its first segment under `root`), or null for a path outside every folder. */
function folderOf(root: string, path: string): string | null {
  const parts = relative(root, path).split(sep);
  if (parts.length < 2 || parts[0] === '..') return null;
  return parts[0] ?? null;
}

/** The folder graph of the module folders under `root`, from the import specifiers TypeScript's scanner finds. */
function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(root, resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${relative(root, file)} -> ${specifier}`]);
    }
  }
  return graph;
}

/** The strongly connected components with more than one folder (Tarjan), each sorted, in a stable order. */
function cyclicComponents(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One cycle through a component's first folder, as a path back to it (breadth first: a shortest one). */
function cycleThrough(graph: FolderGraph, component: string[]): string[] {
  const start = component[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!component.includes(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

/** Each cycle in words: its folders, then the imports of each edge on it. */
function describeCycles(graph: FolderGraph): string[] {
  return cyclicComponents(graph).map((component) => {
    const cycle = cycleThrough(graph, component);
    const edges = cycle.slice(1).map((to, i) => {
      const from = cycle[i] as string;
      return `  ${from} -> ${to}: ${(graph.get(from)?.get(to) ?? []).join(', ')}`;
    });
    return [
      `${cycle.join(' -> ')} (${component.length} folders in one cycle: ${component.join(', ')})`,
      ...edges,
    ].join('\n');
  });
}

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(
    Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, [`${from}/x.ts`]]))]),
  );

describe('module folders (issue 18 item 7, decision 0190)', () => {
  it('finds a cycle when there is one, and only then', () => {
    expect(describeCycles(graphOf({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    const found = describeCycles(graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] }));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('a -> b -> c -> a');
    expect(describeCycles(graphOf({ x: ['y'], y: ['x'], p: ['q'], q: ['p'] }))).toHaveLength(2);
  });

  it('reads the imports of the real folders', () => {
    const graph = folderGraph(MODULES);
    // What the scan must see, or it proves nothing: the folders, and edges of each kind of import.
    expect(graph.size).toBeGreaterThanOrEqual(25);
    expect([...graph.values()].reduce((n, edges) => n + edges.size, 0)).toBeGreaterThan(60);
    expect(graph.get('signers')?.has('owners')).toBe(true);
    expect(graph.get('signing')?.has('documents')).toBe(true);
  });

  it('no module folder is in an import cycle', () => {
    expect(describeCycles(folderGraph(MODULES))).toEqual([]);
  });
});
