import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from './helper.js';
import { bearer, buildTestApp, client, signUp } from './helper.js';
import { PushServiceStandIn, subscription } from './push-service.js';

/**
 * A test app for the file whose pushes go to a push service stand-in of its own, and the push
 * tests' moves on it.
 */
export function usePushApp() {
  const service = new PushServiceStandIn();
  let built: TestApp | undefined;
  beforeAll(async () => {
    await service.start();
    built = await buildTestApp({ pushOrigins: [service.origin] });
  });
  afterAll(async () => {
    await built?.close();
    await service.stop();
  });
  const app = () => {
    if (!built) throw new Error('the push test app is not built yet');
    return built;
  };
  const put = (token: string, url: string, payload: unknown) =>
    app().inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
  const settings = async (token: string) =>
    (await app().inject({ method: 'GET', url: '/api/push', headers: bearer(token) })).json().data as {
      publicKey: string;
      quietHours: unknown;
      devices: { endpoint: string; kinds: string[] }[];
    };

  /** A player (a new one, or `owner` on another device of theirs) with a device that wants `kinds`. */
  async function subscribed(kinds: string[], owner?: { token: string; userId: string }) {
    const player = owner ?? (await signUp(app()));
    const device = service.device();
    const res = await put(player.token, '/api/push/subscription', subscription(device, kinds));
    expect(res.statusCode, res.body).toBe(200);
    return { ...player, device, api: client(app(), player.token) };
  }

  /**
   * Sends what is due until `done` holds. What the events' ticks hold goes at once; an action's
   * events may wait for its notice, which reaches the listener a moment after its commit and sends
   * them: the wait is for the push service to take them, however long a busy machine takes.
   */
  async function until(done: () => boolean) {
    await app().push.flush();
    await service.until(done);
    // Whatever else was on its way goes now: a duplicate would show.
    await app().push.flush();
    await app().push.flush();
  }

  const takeLoan = async (player: { api: ReturnType<typeof client> }) =>
    expect((await player.api.post('/api/factory/emergency-loan', { loanAmount: 1_000 })).status).toBe(200);

  return { service, app, put, settings, subscribed, until, takeLoan };
}
