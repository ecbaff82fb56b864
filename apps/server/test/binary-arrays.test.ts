import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { byteaArray, int8Array, uuidArray } from '../src/db/binary-arrays.js';
import { rowsOf } from './raw-rows.js';
import { useTestDatabase } from './helper.js';

const database = useTestDatabase();

describe('array parameters in binary form', () => {
  it('reach the database element for element: money at both ends of the safe range, uuids, bytes', async () => {
    const money = [0, 1, -1, 2 ** 32, -(2 ** 32) - 7, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    const ids = [
      '00000000-0000-0000-0000-000000000000',
      '6f1c2d3e-4b5a-4978-8a9b-0c1d2e3f4a5b',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    const bytes = [Buffer.from([0, 255, 12]), Buffer.alloc(0)];
    const rows = rowsOf<{ n: string }>(
      await database().db.execute(sql`SELECT unnest(${int8Array(money)}::bigint[])::text AS n`),
    );
    expect(rows.map((r) => Number(r.n))).toEqual(money);
    const [row] = rowsOf<{ ids: string; bytes: string }>(
      await database().db.execute(sql`
        SELECT array_to_string(${uuidArray(ids)}::uuid[], ',') AS ids,
               (SELECT string_agg(encode(b, 'hex'), ',') FROM unnest(${byteaArray(bytes)}::bytea[]) AS b) AS bytes`),
    );
    expect(row).toEqual({ ids: ids.join(','), bytes: '00ff0c,' });
    const [upper] = rowsOf<{ id: string }>(
      await database().db.execute(sql`SELECT (${uuidArray([ids[1]!.toUpperCase()])}::uuid[])[1]::text AS id`),
    );
    expect(upper!.id).toBe(ids[1]);
  });

  it('refuses what is not a whole number of cents or not a uuid, before anything is sent', () => {
    expect(() => int8Array([1.5])).toThrow('Not a whole number of cents');
    expect(() => int8Array([2 ** 53])).toThrow('Not a whole number of cents');
    expect(() => uuidArray(['not-a-uuid'])).toThrow('Not a uuid');
    expect(() => uuidArray(['6f1c2d3e-4b5a-4978-8a9b-0c1d2e3f4a5g'])).toThrow('Not a uuid');
    expect(() => uuidArray(['6f1c2d3e4b5a-4978-8a9b-0c1d2e3f4a5b0'])).toThrow('Not a uuid');
    expect(() => uuidArray(['6f1c2d3e-4b5a-4978-8a9b-0c1d2e3f4a5\u00e9'])).toThrow('Not a uuid');
  });
});
