import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Keywords a compiled serializer writes exactly as zod's encode followed by JSON.stringify does, for data the zod
 * schema accepts. Everything else (unions, references, defaults, tuples, pattern properties, conditionals) keeps
 * zod's serializer: fast-json-stringify would pick a union's branch or fill a default its own way.
 */
const STRUCTURE = new Set(['type', 'properties', 'additionalProperties', 'items', 'const']);
/** Validation and documentation keywords: no effect on what is written. */
const IGNORED = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'contentEncoding',
  'contentMediaType',
  // zod's encode does not fill defaults (a missing value is refused), so a default changes nothing written.
  'default',
  // fast-json-stringify writes required properties first, out of the schema's order; zod keeps the order.
  'required',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

/** `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `nullable: true`, which writes null for null. */
function nullableBranch(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const nullIndex = branches.findIndex(
    (b) => (b as JsonSchema).type === 'null' && Object.keys(b).length === 1,
  );
  if (nullIndex === -1) return undefined;
  const other = branches[1 - nullIndex] as JsonSchema;
  if (typeof other.type !== 'string' || other.type === 'null') return undefined;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other };
}

/**
 * The JSON schema fast-json-stringify compiles, or undefined when the schema uses anything outside the keywords
 * above. Objects without `additionalProperties` write only their declared properties, as zod strips the others;
 * a loose object (`additionalProperties: {}`) writes the others too, as zod keeps them.
 */
export function compilableSchema(schema: JsonSchema): JsonSchema | undefined {
  const nullable = 'anyOf' in schema ? nullableBranch(schema) : undefined;
  if ('anyOf' in schema && !nullable) return undefined;
  const source = nullable ?? schema;
  const out: JsonSchema = nullable ? { nullable: true } : {};
  for (const [key, value] of Object.entries(source)) {
    if (IGNORED.has(key)) continue;
    if (!STRUCTURE.has(key)) return undefined;
    if (key === 'type') {
      const types = [value].flat();
      if (!types.every((type) => typeof type === 'string' && TYPES.has(type))) return undefined;
      out.type = value;
    } else if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const compiled = compilableSchema(property as JsonSchema);
        if (!compiled) return undefined;
        properties[name] = compiled;
      }
      out.properties = properties;
    } else if (key === 'items') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const items = compilableSchema(value as JsonSchema);
      if (!items) return undefined;
      out.items = items;
    } else if (key === 'additionalProperties') {
      if (value === false) continue;
      // A loose object: zod keeps the other keys as they are; only `{}` (any value) is written the same way.
      if (typeof value !== 'object' || value === null || Object.keys(value).length > 0) return undefined;
      out.additionalProperties = true;
    } else if (key === 'const') {
      // fast-json-stringify writes the constant itself; zod has already checked the value equals it.
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return undefined;
      out.const = value;
    } else out[key] = value;
  }
  if (out.type === 'object' && !out.properties && out.additionalProperties === undefined) return undefined;
  if (out.type === undefined && out.const === undefined && Object.keys(out).length > 0) return undefined;
  return out;
}

function zodSchemaOf(maybeSchema: unknown): z.ZodType | undefined {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/** A compiled serializer for the zod schema, or undefined when it has to stay with zod. */
export function compiledSerializer(maybeSchema: unknown): Serialize | undefined {
  const schema = zodSchemaOf(maybeSchema);
  if (!schema) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  } catch {
    // Dates, transforms, bigints...: not expressible in JSON schema.
    return undefined;
  }
  const compilable = compilableSchema(json);
  if (!compilable || compilable.type === undefined) return undefined;
  return fastJson(compilable as unknown as Parameters<typeof fastJson>[0]) as Serialize;
}

/**
 * Fastify's response serializer (issue 21 item 6). fastify-type-provider-zod's runs zod's encode on every response
 * and then JSON.stringify (about 10 µs for the application's status); here a response schema that JSON schema
 * expresses exactly is compiled once, on the route's first answer, into a fast-json-stringify function: it writes
 * the declared properties only, in the same order, as zod does. A schema it cannot express keeps zod.
 *
 * `checkAgainstZod` (the test environment): every response is also encoded by zod, which refuses data outside the
 * contract as before, and the two strings must be equal, so the whole API suite proves the compiled serializers
 * write what zod writes. `npm start` and production trust their own output and serve the compiled string alone.
 * The OpenAPI document is built from the zod schemas as before.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const { schema, method, url } = routeSchema as { schema: unknown; method: string; url: string };
    const zod = zodSerializerCompiler(
      routeSchema as Parameters<typeof zodSerializerCompiler>[0],
    ) as Serialize;
    let compiled: Serialize | null | undefined;
    const serializer = (): Serialize | null => {
      if (compiled === undefined) compiled = compiledSerializer(schema) ?? null;
      return compiled;
    };
    if (!options.checkAgainstZod) return (data: unknown) => (serializer() ?? zod)(data);
    return (data: unknown) => {
      const expected = zod(data);
      const fast = serializer();
      if (!fast) return expected;
      const actual = fast(data);
      if (actual !== expected)
        throw new Error(
          `The compiled response serializer of ${method} ${url} wrote ${actual} where zod writes ${expected}`,
        );
      return actual;
    };
  };
}
