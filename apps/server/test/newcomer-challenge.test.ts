import { challengeDay, dailyChallenge, TIME, WELCOME_SETUP } from '@forgeworks/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

/** The first cash day from today on, at noon UTC: in the future, so no session of the test has expired. */
function nextCashDay(): number {
  for (let day = challengeDay(Date.now()) + 1; ; day++) if (dailyChallenge(day).type === 'REACH_CASH') return day;
}
const noonOf = (day: number) => day * TIME.DAY_MS + TIME.DAY_MS / 2;

type Challenge = { id: string; type: string; description: string; tip: string; target: number };
const daily = async (c: ReturnType<typeof client>) =>
  (await c.get('/api/challenges/daily')).body.data as { challenge: Challenge; progress: { current: number } };

afterEach(() => vi.useRealTimers());

/**
 * Issue 45: the day's challenge was the same for every player, so a newcomer on day one could be told
 * to "have $60,000 in cash net of debt… hold off on big purchases" beside a guide that spends $44,368
 * of its $50,000 on the welcome setup.
 */
describe('a newcomer’s daily challenge', () => {
  it('on a cash day, the guide’s follower on day one draws what the guide meets; a player past it, the cash mark', async () => {
    const day = nextCashDay();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noonOf(day - 1));
    const veteran = client(app(), (await signUp(app())).token);
    for (const type of WELCOME_SETUP) {
      const res = await veteran.post('/api/factory/build-machine', { type });
      expect(res.status, res.body.message).toBe(200);
    }
    expect((await veteran.post('/api/workers/hire-missing')).status).toBe(200);

    vi.setSystemTime(noonOf(day));
    const newcomer = client(app(), (await signUp(app())).token);
    const mine = await daily(newcomer);
    expect(mine.challenge.type).not.toBe('REACH_CASH');
    expect(mine.challenge.description).not.toMatch(/cash/);
    expect(mine.challenge.tip).not.toMatch(/hold off/);
    expect(mine.challenge.id).toMatch(new RegExp(`^D${day}-FIRST-`));

    const theirs = await daily(veteran);
    expect(theirs.challenge.id).toBe(dailyChallenge(day).id);
    expect(theirs.challenge.description).toMatch(/^Have \$[\d,]+ in cash net of debt today$/);

    // The guide's first build counts toward the newcomer's challenge where it is one of builds, and
    // keeps it: the challenge the factory was shown is the one it is working on.
    await newcomer.post('/api/factory/build-machine', { type: 'POWER_PLANT' });
    const after = await daily(newcomer);
    expect(after.challenge.id).toBe(mine.challenge.id);
    expect(after.progress.current).toBe(mine.challenge.type === 'BUILD_MACHINES' ? 1 : 0);
    // Only its own challenge can be claimed; the shared one is not this factory's today.
    const shared = await newcomer.post('/api/challenges/complete', { challengeId: dailyChallenge(day).id });
    expect(shared.status).toBe(404);
  }, 60_000);
});
