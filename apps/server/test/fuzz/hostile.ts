import fc from 'fast-check';

/**
 * Values a hostile client sends where the contract wants something else, and the JSON text that
 * carries them: numbers JSON.stringify would quietly turn into null (NaN, the infinities, -0)
 * are written out as an attacker would write them.
 */

/** JSON text for `value`, keeping non-finite numbers and own `__proto__` keys as written. */
export function jsonText(value: unknown): string {
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (value === Infinity) return '1e999';
    if (value === -Infinity) return '-1e999';
    return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, v]) => `${JSON.stringify(key)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** An object with exactly these own keys, `__proto__` included (a literal would set the prototype). */
export const objectOf = (entries: [string, unknown][]): Record<string, unknown> => Object.fromEntries(entries);

/** Keys that reach for the prototype, or that no schema of the game knows. */
export const strangeKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin', 'userId', ''),
  fc.string({ maxLength: 12 }),
);

const LONG = 100_000;

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u202eevil',
      '\u2066x\u2069',
      '\u200f',
      '🏭🔥👩‍🏭',
      '\ud800',
      '<script>alert(1)</script>',
      "'; DROP TABLE factories; --",
      '../../etc/passwd',
      '%00',
      '%E0%A4%A',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e999',
      '-1',
      '0x10',
      'null',
      'true',
      '__proto__',
      '{"$gt":""}',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(LONG), '🏭'.repeat(LONG / 2), '\u202e'.repeat(LONG)) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0, -1, 0.5, 1e-320, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 1.0000001),
  fc.double(),
  fc.integer(),
  fc.double({ min: -1, max: 2 }),
);

/** Anything but what was asked: scalars, arrays, nested and prototype-keyed objects. */
export const garbage: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(strangeKey, tie('value')), { maxLength: 4 }).map(objectOf),
  ),
})).value;

/** Bodies that are not JSON a schema could read at all. */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":}',
    'NaN',
    '{"loanAmount": NaN}',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '\u0000',
    '[]]',
    'null',
    '"just a string"',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
  ),
  fc.integer({ min: 65, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 65, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ maxLength: 60, unit: 'binary' }),
);
