import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8, defect 8: Hearth is a US lending product, so every word a user sees is US English. Scans the text a
 * user can see (JSX text and string literals, not comments, imports, class names or ids) of the web app's
 * components, and the messages of the domain package and the API, for British spellings.
 */

/** The repository root, found from wherever the suite runs (the repository or apps/web). */
function repositoryRoot(start = process.cwd()): string {
  let dir = start;
  while (!existsSync(join(dir, 'packages', 'domain')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
const ROOT = repositoryRoot();

/** British stems and their US forms; "CANCELLED" in capitals is the spec's status enum, not prose. */
const BRITISH =
  /\b(?:un)?(?:authoris|organis|recognis|apologis|utilis|customis|personalis|finalis|prioritis|summaris|optimis|minimis|maximis|realis|categoris|itemis)(?:e|es|ed|ing|ation|ations)\b|\b(?:licence|licences|colour\w*|behaviour\w*|centre|centres|favour\w*|honour\w*|neighbour\w*|labour\w*|catalogue|judgement|cheque|cheques|defence|offence|programme|programmes|enrolment|cancell(?:ed|ing)|labell(?:ed|ing)|travell(?:ed|ing)|modell(?:ed|ing)|fulfil|enrol|grey)\b/gi;

/** Attributes whose values are never shown: styling, wiring and machine values. */
const HIDDEN_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'key',
  'type',
  'name',
  'role',
  'autoComplete',
  'inputMode',
  'href',
  'to',
  'src',
  'rel',
  'target',
  'method',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'data-testid',
]);

/** Spec identifiers that are not prose: the signer journey's path segment /signer/cancelled. */
const SPEC_IDENTIFIERS = new Set(['cancelled']);

function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extension.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(ROOT, dir, file));
}

/** The user-visible text of one file: JSX text and string and template literals outside hidden places. */
export function visibleStrings(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && HIDDEN_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isJsxText(node)) found.push(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function britishSpellings(strings: readonly string[]): string[] {
  return strings
    .filter((s) => !SPEC_IDENTIFIERS.has(s))
    .flatMap((s) => [...s.matchAll(BRITISH)].map((m) => m[0]).filter((w) => w !== w.toUpperCase()));
}

function findingsIn(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    britishSpellings(visibleStrings(file)).map((word) => `${relative(ROOT, file)}: ${word}`),
  );
}

describe('US English', () => {
  it('finds British spellings, and not in comments, class names or the CANCELLED status', () => {
    const sample = [
      "/** The organisation's colour */",
      'const a = <p className="centre">You authorise us. Status CANCELLED.</p>;',
      "const b = 'Your licence';",
      'const c = `Application was cancelled on ${day}`;',
    ].join('\n');
    expect(britishSpellings(visibleStrings('sample.tsx', sample))).toEqual([
      'authorise',
      'licence',
      'cancelled',
    ]);
  });

  it.each([
    ['the web app', sourceFiles('apps/web/src', /\.tsx?$/)],
    ['the domain messages', sourceFiles('packages/domain/src', /\.ts$/)],
    ['the API messages', sourceFiles('apps/api/src', /\.ts$/)],
  ])('has none in what %s shows users', (_where, files) => {
    expect(files.length).toBeGreaterThan(0);
    expect(findingsIn(files)).toEqual([]);
  });
});
