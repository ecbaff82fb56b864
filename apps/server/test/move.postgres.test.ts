import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveGame } from '../src/ops/operations.js';
import type { Place } from '../src/ops/places.js';
import { adminTick, buildTestApp, client } from './helper.js';
import type { PlayedGame } from './played-game.js';
import { everyRowIn, factoriesOf, freshPlace, playGame } from './played-game.js';

const work = mkdtempSync(join(tmpdir(), 'forgeworks-move-'));
const dataDir = join(work, 'data');
const source: Place = { kind: 'pglite', dataDir };
let game: PlayedGame;
let target: { place: Place; drop: () => Promise<void> };

beforeAll(async () => {
  game = await playGame({ dataDir });
  target = await freshPlace(work);
});
afterAll(async () => {
  await target?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('moving a game from a data folder to PostgreSQL', () => {
  it('copies every row, and the game goes on there: same tokens, same factories, the next tick', async () => {
    expect(target.place.kind).toBe('postgres');
    const before = await everyRowIn(source);
    const done = await moveGame(source, target.place);
    expect(done.tables.find((t) => t.name === 'factories')?.rows).toBe(3);
    expect(await everyRowIn(target.place)).toEqual(before);

    const url = target.place.kind === 'postgres' ? target.place.url : '';
    const app = await buildTestApp({ database: { databaseUrl: url } });
    try {
      expect(app.database.kind).toBe('postgres');
      expect(await factoriesOf(app, game.tokens)).toEqual(game.factories);
      const next = await adminTick(app);
      expect(next).toMatchObject({ tickNumber: game.lastTick + 1, factories: 3 });
      for (const token of game.tokens) expect((await client(app, token).factory()).tick).toBe(game.lastTick + 1);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds a game, and writes nothing to it', async () => {
    const before = await everyRowIn(target.place);
    await expect(moveGame(source, target.place)).rejects.toThrow(
      /not empty \(rows in .*factories.*\): give an empty database/,
    );
    expect(await everyRowIn(target.place)).toEqual(before);
  });
});
