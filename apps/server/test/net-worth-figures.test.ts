import { WELCOME_SETUP } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { adminTick, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

type Board = { me: { netWorth: number } | null; myNetWorthNow: number };

/**
 * Issue 45: net worth read $61,984.54 on the factory page and $62,009.36 on the leaderboard. The board
 * ranks the net worth the last tick wrote, valued at the market that tick traded at (its settle then
 * moves the prices); the factory page values the factory now. The leaderboard now also gives the
 * player's figure now, from the same presenter as the factory page, to show beside the tick's.
 */
describe('net worth on the factory page and the leaderboard', () => {
  it('the board’s “now” is the factory page’s figure to the cent, after ticks and after a purchase between them', async () => {
    const player = client(app(), (await signUp(app())).token);
    for (const type of WELCOME_SETUP)
      expect((await player.post('/api/factory/build-machine', { type })).status).toBe(200);
    expect((await player.post('/api/workers/hire-missing')).status).toBe(200);
    const figures = async () => {
      const board = (await player.get('/api/leaderboard/top-factories')).body.data as Board;
      const page = (await player.factory()).netWorth as number;
      return { board, page };
    };

    for (let tick = 0; tick < 6; tick++) {
      await adminTick(app());
      const { board, page } = await figures();
      expect(board.myNetWorthNow, `after tick ${tick + 1}`).toBe(page);
      expect(board.me).not.toBeNull();
    }

    // Buying at the market's buy price moves net worth at once (stock counts at the sell price); the
    // board stays as the tick left it, and says what the factory page says now.
    const { board: before } = await figures();
    expect((await player.post('/api/market/buy', { resourceType: 'COAL', quantity: 20 })).status).toBe(200);
    const { board, page } = await figures();
    expect(page).toBeLessThan(before.myNetWorthNow);
    expect(board.myNetWorthNow).toBe(page);
    expect(board.me!.netWorth).toBe(before.me!.netWorth);
    expect(board.me!.netWorth).not.toBe(page);
  }, 120_000);
});
