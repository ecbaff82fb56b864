import type { StoredResource } from '@forgeworks/engine';
import { STORED_RESOURCES } from '@forgeworks/engine';
import { z } from 'zod';

/** What checks one row of a raw query: a zod object, or `columns` below where a parse per row would cost. */
export interface RowCheck<T> {
  parse(row: unknown): T;
}

/**
 * The rows of a raw `db.execute` (both drivers answer `{ rows }`, which drizzle does not type), each
 * checked by `check`: a row that is not what its reader expects throws here, at the boundary.
 */
export function rowsOf<T>(check: RowCheck<T>, result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('a raw query answered no rows');
  return rows.map((row) => check.parse(row));
}

// What PGlite and node-postgres answer differently, made one. PGlite answers int8 as a number and
// node-postgres as a string; both answer numeric as a string, timestamps as strings (drizzle's
// parsers) and bytea as bytes (a Buffer on node-postgres).

const NUMBER_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** An int4, int8 or numeric column (a count, a sum, money in cents), as a number. */
export const num = z.union([z.number(), z.bigint(), z.string().regex(NUMBER_TEXT)]).transform(Number);

/** A timestamp column, as a Date. */
export const when = z.union([z.string(), z.date()]).pipe(z.coerce.date());

/** A bytea column. */
export const bytes = z.instanceof(Uint8Array);

/**
 * A jsonb column the engine reads as `T`: checked to be an object, not field by field (its writer is
 * the engine's own, and the engine checks what it decodes where it must).
 */
export const jsonOf = <T extends object>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null, 'not a JSON object');

type Guard<T> = (value: unknown) => value is T;
type Guarded<C> = { [K in keyof C]: C[K] extends Guard<infer T> ? T : never };

/**
 * A check with no copy and no parse, for the hot paths (a tick's batch of factory rows, every
 * factory's worth for the ranking): each column's type is asked, and the row itself is answered.
 */
export function columns<C extends Record<string, Guard<unknown>>>(guards: C): RowCheck<Guarded<C>> {
  const entries = Object.entries(guards);
  return {
    parse(row) {
      if (typeof row !== 'object' || row === null) throw new Error('a raw query answered a row that is not one');
      for (const [name, guard] of entries) {
        if (!guard((row as Record<string, unknown>)[name]))
          throw new Error(`a raw query answered column ${name} as ${typeof (row as Record<string, unknown>)[name]}`);
      }
      return row as Guarded<C>;
    },
  };
}

/** The guards `columns` takes. */
export const is = {
  text: (value: unknown): value is string => typeof value === 'string',
  int: (value: unknown): value is number => typeof value === 'number',
  flag: (value: unknown): value is boolean => typeof value === 'boolean',
  /** An int8 or numeric column: a number on PGlite, a string on node-postgres (read it with `Number`). */
  big: (value: unknown): value is string | number =>
    typeof value === 'number' || (typeof value === 'string' && NUMBER_TEXT.test(value)),
  bytes: (value: unknown): value is Uint8Array => value instanceof Uint8Array,
  /** A timestamp column (read it with `new Date`). */
  time: (value: unknown): value is string | Date => typeof value === 'string' || value instanceof Date,
  /** A column that may be null. */
  orNull:
    <T>(guard: Guard<T>) =>
    (value: unknown): value is T | null =>
      value === null || guard(value),
};

/** The row of a `SELECT count(*) AS n`. */
export const counted = z.object({ n: num });

/** A column holding one of the engine's stored resources. */
export const storedResource = z.custom<StoredResource>(
  (value) => typeof value === 'string' && (STORED_RESOURCES as readonly string[]).includes(value),
  'not a stored resource',
);
