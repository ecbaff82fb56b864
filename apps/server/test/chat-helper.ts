import { sql } from 'drizzle-orm';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, bearer, client, signUp } from './helper.js';

/** The chat tests' players and moves, on the app `app` answers. */
export function chatPlay(app: () => TestApp) {
  /** A new player, their factory's id, and (unless `young`) an account older than a day, links allowed. */
  async function player(opts: { young?: boolean; on?: TestApp } = {}) {
    const on = opts.on ?? app();
    const { token, userId, email } = await signUp(on);
    const me = client(on, token);
    if (!opts.young)
      await on.database.db.execute(sql`UPDATE "user" SET created_at = now() - interval '2 days' WHERE id = ${userId}`);
    return { me, token, userId, email, factoryId: (await me.factory()).id as string };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  /** Lets the burst window pass, so the next posts are not limited. */
  const forgetBursts = () => app().database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'chat:%'`);
  const post = (p: Player, channel: string, text: string) =>
    p.me.post(`/api/chat/channels/${channel}/messages`, { text });
  const send = (p: Player, to: Player, text: string) => p.me.post(`/api/messages/${to.factoryId}`, { text });
  const texts = (page: { messages: { text: string }[] }) => page.messages.map((m) => m.text);
  const operator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(ADMIN_TOKEN), payload });
  return { player, forgetBursts, post, send, texts, operator };
}

export type ChatPlayer = Awaited<ReturnType<ReturnType<typeof chatPlay>['player']>>;
