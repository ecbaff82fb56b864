import { z } from 'zod';

/**
 * A zod enum of one of the engine's string unions that exists only as a type: the compiler
 * refuses a list that misses one of the union's members or names one the engine does not have.
 * (Unions the engine also lists at run time take the list itself: `z.enum(MACHINE_TYPES)`.)
 */
export function engineUnion<T extends string>() {
  return <const V extends readonly [T, ...T[]]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never),
  ) => z.enum(values);
}
