import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupGame, restoreGame } from '../src/ops/operations.js';
import type { Place } from '../src/ops/places.js';
import { Refusal } from '../src/ops/refusal.js';
import { everyRowIn, freshPlace, playGame } from './played-game.js';

const work = mkdtempSync(join(tmpdir(), 'forgeworks-backup-'));
const source: Place = { kind: 'pglite', dataDir: join(work, 'game') };
const file = join(work, 'game.backup.gz');
let original: Record<string, string[]>;
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  await playGame({ dataDir: source.kind === 'pglite' ? source.dataDir : '' });
  original = await everyRowIn(source);
});
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

async function fresh(): Promise<Place> {
  const { place, drop } = await freshPlace(work);
  drops.push(drop);
  return place;
}

/** The backup's lines, decompressed, edited, and written back with a checksum that matches them. */
function rewritten(edit: (lines: string[]) => void): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  edit(lines);
  const trailer = JSON.parse(lines.pop()!) as { sha256: string };
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  trailer.sha256 = hash.digest('hex');
  const out = join(work, `edited-${drops.length}-${Date.now()}.backup.gz`);
  writeFileSync(out, gzipSync(`${[...lines, JSON.stringify(trailer)].join('\n')}\n`));
  return out;
}

describe('a backup of a data folder', () => {
  it('holds the whole game, and restores into an empty database with the same rows', async () => {
    expect(original.factory_hours!.length).toBeGreaterThan(0);
    expect(original.market_prices!.length).toBeGreaterThan(0);
    expect(original.maintenance_log!.length).toBeGreaterThan(0);

    const backup = await backupGame(source, file);
    expect(backup.tables.find((t) => t.name === 'factories')?.rows).toBe(3);
    expect(Number(backup.money.cash)).toBeGreaterThan(0);

    const target = await fresh();
    const restored = await restoreGame(file, target);
    expect(restored.tables).toEqual(backup.tables);
    expect(restored.money).toEqual(backup.money);
    expect(await everyRowIn(target)).toEqual(original);
  });

  it.each([
    ['cut short', () => readFileSync(file).subarray(0, Math.floor(readFileSync(file).length * 0.6))],
    [
      'with a byte changed',
      () => {
        const bytes = Buffer.from(readFileSync(file));
        bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
        return bytes;
      },
    ],
  ])('is refused %s, and the target is left untouched', async (_how, damage) => {
    const damaged = join(work, 'damaged.backup.gz');
    writeFileSync(damaged, damage());
    const target = await fresh();
    await expect(restoreGame(damaged, target)).rejects.toThrow(/not a complete backup/);
    expect(Object.values(await everyRowIn(target)).flat()).toEqual([]);
  });

  it('is refused when a row was altered: the checksum no longer matches', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    // A factory's row (the header, line 0, names the money totals too).
    const at = lines.findIndex((line, i) => i > 0 && /"cash": \d/.test(line));
    lines[at] = lines[at]!.replace(/"cash": (\d+)/, (_m, cash: string) => `"cash": ${Number(cash) + 100}`);
    const altered = join(work, 'altered.backup.gz');
    writeFileSync(altered, gzipSync(lines.join('\n')));
    await expect(restoreGame(altered, await fresh())).rejects.toThrow(/checksum does not match/);
  });

  it('is refused when it comes from a newer schema or a newer format', async () => {
    const newer = rewritten((lines) => {
      lines[0] = JSON.stringify({ ...JSON.parse(lines[0]!), migration: '0099_from_the_future' });
    });
    await expect(restoreGame(newer, await fresh())).rejects.toThrow(/0099_from_the_future, newer than this Forgeworks/);
    const format = rewritten((lines) => {
      lines[0] = JSON.stringify({ ...JSON.parse(lines[0]!), version: 2 });
    });
    await expect(restoreGame(format, await fresh())).rejects.toThrow(/backup format 2/);
  });

  it('is not restored over a game: a database with rows is refused untouched', async () => {
    const error = await restoreGame(file, source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect((error as Error).message).toMatch(/not empty \(rows in .*factories/);
    expect(await everyRowIn(source)).toEqual(original);
  });
});
