import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * fast-check arbitraries generated from the app's own OpenAPI document (issue 9 item 3): request bodies that
 * mostly pass the schema (so the handler and the database see them, which is where the 500s were), then the same
 * bodies with one part broken, and bodies that are wrong as a whole.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Values that pass the field rules, by field name, so generated bodies reach the handler (mutations break them). */
const FIELD_EXAMPLES: Record<string, unknown[]> = {
  email: ['alex.fuzz@example.com'],
  phoneNumber: ['(555) 555-0123', '5555550123'],
  phone: ['(555) 555-0123'],
  password: ['Correct-Horse7!battery'],
  currentPassword: ['Correct-Horse7!battery'],
  newPassword: ['Another-Horse8!battery'],
  dob: ['1980-04-12'],
  state: ['CA'],
  zip: ['95814'],
  ssn: ['123-45-6789', '123456789'],
  firstName: ['Alex', 'José'],
  middleName: ['Lee'],
  lastName: ['Prime', 'Decline'],
  street1: ['1400 Happy Path Ln'],
  city: ['Sacramento'],
  org: ['HEARTH'],
  event: ['page_view'],
  platform: ['WEB'],
};

/** Values PostgreSQL or a 32-bit column cannot take, and sizes no request of Hearth's has. */
const HOSTILE_TEXT = ['a\u0000b', '\u0000', 'x\ud800y', '\udfff', '😀\ud83d', ' '.repeat(3), ''];
/** Names every plain object answers to: a lookup by client text must not find them. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];
const HOSTILE_NUMBERS = [1e8, 1e12, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, -0, 0.5, 1e-300];

function deepNest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [1, 'two'], { nested: { deeper: 'x\u0000' } }),
  fc.integer({ min: 1, max: 6 }).map((k) => 'x'.repeat(10 ** k)),
  fc.integer({ min: 10, max: 200 }).map((depth) => deepNest(depth, 'leaf')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Mostly valid values of a schema (bounds, enums, field examples), with edge values among them. */
export function validish(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => validish(s, name, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0)
    return validish(Object.assign({}, ...schema.allOf), name, depth);
  const examples = FIELD_EXAMPLES[name];
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, validish(sub, key, depth + 1)]),
      );
      if (Object.keys(shape).length === 0) {
        const values =
          typeof schema.additionalProperties === 'object'
            ? validish(schema.additionalProperties, '', depth + 1)
            : fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), values, { maxKeys: 3 });
      }
      return fc.record(shape, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    case 'array':
      return fc.array(validish(schema.items, name, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -(2 ** 31);
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 2 ** 31 - 1;
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
      );
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (examples) return fc.constantFrom(...examples);
      if (schema.format === 'uuid') return fc.constant(null).map(() => randomUUID());
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      return fc.string({ minLength, maxLength });
    }
    default:
      return examples ? fc.constantFrom(...examples) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every path to a value inside `value` (object keys and array indexes), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v] as [number, unknown])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function withReplaced(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
  drop: boolean,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The leaf at `path`. */
function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value as Record<string | number, unknown> | undefined;
  for (const key of path) current = current?.[key] as Record<string | number, unknown> | undefined;
  return current;
}

/**
 * A valid-ish value with one leaf of its own kind made hostile: text gets a NUL or an unpaired surrogate, a
 * number becomes one no 32-bit column holds. These pass the types, so they reach handlers and the database.
 */
function leafMutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.nat(), fc.constantFrom(...HOSTILE_TEXT.slice(0, 5)), fc.constantFrom(...HOSTILE_NUMBERS))
    .map(([value, index, text, number]) => {
      const leaves = pathsOf(value).filter((path) => {
        const leaf = valueAt(value, path);
        return typeof leaf === 'string' || typeof leaf === 'number';
      });
      if (leaves.length === 0) return value;
      const path = leaves[index % leaves.length] as (string | number)[];
      const leaf = valueAt(value, path);
      return withReplaced(value, path, typeof leaf === 'string' ? `${leaf}${text}` : number, false);
    });
}

/** A body for `schema`: valid-ish, valid-ish with one part made hostile or dropped, or wrong as a whole. */
export function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = validish(schema);
  const mutated = fc
    .tuple(base, fc.nat(), hostileValue, fc.boolean())
    .map(([value, index, hostile, drop]) => {
      const paths = pathsOf(value);
      if (paths.length === 0) return hostile;
      return withReplaced(value, paths[index % paths.length] as (string | number)[], hostile, drop);
    });
  const wholesale = fc.oneof(
    hostileValue,
    base.map((value) => [value]),
    base.map((value) => ({ wrapper: value })),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc.oneof(
    { arbitrary: base, weight: 2 },
    { arbitrary: leafMutated(base), weight: 5 },
    { arbitrary: mutated, weight: 4 },
    { arbitrary: wholesale, weight: 2 },
  );
}

/** A path parameter value: what the schema allows, a real id, or a malformed one (the caller URL-encodes it). */
export function pathParameterArbitrary(
  schema: JsonSchema | undefined,
  realIds: string[],
): fc.Arbitrary<string> {
  const malformed = fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '00000000-0000-0000-0000-000000000000',
    `${randomUUID()}x`,
    randomUUID().toUpperCase(),
    '\u0000',
    'a\ud800b',
    'x'.repeat(5_000),
    '..',
    '%',
    ' ',
    '😀',
    ...PROTOTYPE_NAMES,
  );
  const allowed = schema?.enum
    ? fc.constantFrom(...(schema.enum as string[]))
    : fc.oneof(
        fc.constant(null).map(() => randomUUID()),
        ...(realIds.length ? [fc.constantFrom(...realIds)] : []),
      );
  return fc.oneof(allowed, malformed, fc.string({ unit: 'binary', maxLength: 20 }));
}

/** A query parameter value: a plausible one, a hostile one, or absent (undefined). */
export function queryParameterArbitrary(
  name: string,
  schema: JsonSchema | undefined,
): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    validish(schema, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    fc.constantFrom(...HOSTILE_TEXT, ...PROTOTYPE_NAMES, '1e308', 'x'.repeat(10_000), '[]', '{}'),
  );
}
