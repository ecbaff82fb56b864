import fc from 'fast-check';
import { z } from 'zod';
import { garbage, hostileNumber, hostileString, objectOf, strangeKey } from './hostile.js';

/**
 * Payloads shaped like a contract schema but wrong in what they mean: the right keys and types,
 * filled from the game's real values (the player's and another player's ids, the right and wrong
 * passwords, names that are taken), at and past every bound, with a field now and then swapped for
 * garbage, a required one dropped or a strange one added.
 *
 * zod-fast-check, the library for this, supports zod 3 and fast-check 3 only; zod 4 writes any
 * schema out as JSON Schema, a stable public form that this reads instead of zod's internals.
 */

/** Real values of the game to fill strings with. */
export interface Pools {
  /** Machine, worker and session ids: the player's own and another player's. */
  ids: string[];
  emails: string[];
  /** Passwords: the player's, strong new ones, guessable ones. */
  passwords: string[];
  /** Names: the player's factory, names with markup. */
  names: string[];
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: unknown;
  default?: unknown;
}

export class NoGenerator extends Error {}

/** Numbers at, inside and just past the bounds, and a few anywhere. */
function numberNear(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const high = Math.min(s.maximum ?? s.exclusiveMaximum ?? 1e6, 1e9);
  const edges = [low, high, low - 1, high + 1, low + 0.01, high - 0.01, (low + high) / 2, 0, 1];
  // Small whole numbers and cents are what the game's amounts and counts mostly are.
  const small = { min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(Math.min(high, 1_000))) };
  const inside = integer
    ? fc.oneof(fc.integer(small), fc.integer({ min: Math.ceil(low), max: Math.floor(high) }))
    : fc.oneof(
        fc.integer({ min: small.min * 100, max: small.max * 100 }).map((cents) => cents / 100),
        fc.double({ min: low, max: high, noNaN: true }),
      );
  return fc.oneof({ weight: 3, arbitrary: inside }, fc.constantFrom(...edges), hostileNumber);
}

/** The real values a field takes, by its name: a password field gets passwords, an id field ids. */
function realValues(field: string | undefined, pools: Pools): string[] {
  if (field && /password/i.test(field)) return pools.passwords;
  if (field && /name/i.test(field)) return pools.names;
  if (field && /id$/i.test(field)) return pools.ids;
  return [...pools.ids, ...pools.passwords, ...pools.names];
}

function stringNear(s: JsonSchema, pools: Pools, field?: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 80;
  const real =
    s.format === 'email'
      ? fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress())
      : fc.constantFrom(...realValues(field, pools));
  return fc.oneof(
    { weight: 8, arbitrary: real },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 200) }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(maxLength), 'x'.repeat(maxLength + 1)) },
    { weight: 1, arbitrary: hostileString },
  );
}

function objectNear(s: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const properties = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const fields = properties.map(([key, property]) =>
    fc.option(fc.tuple(fc.constant(key), near(property, pools, key)), {
      // 1 in `freq` leaves the key out: a required key now and then, an optional one half the time.
      freq: required.has(key) ? 12 : 2,
    }),
  );
  const record =
    typeof s.additionalProperties === 'object'
      ? fc.array(
          fc.tuple(
            s.propertyNames ? fc.oneof(near(s.propertyNames, pools, 'id').map(String), strangeKey) : strangeKey,
            near(s.additionalProperties, pools),
          ),
          { maxLength: 4 },
        )
      : fc.constant([]);
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(strangeKey, garbage), { minLength: 1, maxLength: 3 }) },
  );
  return fc
    .tuple(fc.tuple(...fields), record, extra)
    .map(([present, entries, strange]) =>
      objectOf([
        ...present.filter((f): f is [string, unknown] => f !== null),
        ...(entries as [string, unknown][]),
        ...strange,
      ]),
    );
}

/** A value near what `s` accepts; a NoGenerator error for a kind of schema this cannot read. */
function near(s: JsonSchema, pools: Pools, field?: string): fc.Arbitrary<unknown> {
  const sometimesGarbage = (valid: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: garbage });
  if (s.const !== undefined) return sometimesGarbage(fc.constant(s.const));
  if (s.enum) return sometimesGarbage(fc.oneof(fc.constantFrom(...s.enum), hostileString));
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => near(option, pools, field)));
  switch (s.type) {
    case 'object':
      return sometimesGarbage(objectNear(s, pools));
    case 'array':
      return sometimesGarbage(fc.array(s.items ? near(s.items, pools) : garbage, { maxLength: 5 }));
    case 'string':
      return sometimesGarbage(stringNear(s, pools, field));
    case 'number':
    case 'integer':
      return sometimesGarbage(numberNear(s, s.type === 'integer'));
    case 'boolean':
      return sometimesGarbage(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      throw new NoGenerator(`no generator for the schema ${JSON.stringify(s)}`);
  }
}

/** Values near what a zod schema of the contract accepts (as its input, before defaults). */
export function nearSchema(schema: z.ZodType, pools: Pools): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
  } catch (error) {
    throw new NoGenerator(`no JSON Schema for it: ${(error as Error).message}`);
  }
  return near(json, pools);
}
