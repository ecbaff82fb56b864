import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, bearer, client, signUp } from './helper.js';

export const PASSWORD = 'correct-horse';

type Player = Awaited<ReturnType<typeof signUp>> & ReturnType<typeof client> & { factoryId: string };

/** The moderation tests' players and the operator's calls, on the app `app` answers (or another, `on`). */
export function moderationPlay(app: () => TestApp) {
  async function player(on: TestApp = app(), email?: string): Promise<Player> {
    const signed = await signUp(on, email);
    const c = client(on, signed.token);
    return { ...signed, ...c, factoryId: (await c.factory()).id };
  }

  /** The operator's call: with ADMIN_TOKEN unless another bearer token is given. */
  async function admin(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token = ADMIN_TOKEN,
    on: TestApp = app(),
  ) {
    const res = await on.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }

  const signIn = async (email: string, password = PASSWORD, url = '/api/auth/login') => {
    const res = await app().inject({ method: 'POST', url, payload: { email, password } });
    return { status: res.statusCode, body: res.json() };
  };
  return { player, admin, signIn };
}
