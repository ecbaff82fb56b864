import { sql } from 'drizzle-orm';
import { rowsOf } from './raw-rows.js';
import type { TestApp } from './helper.js';
import { client, signUp } from './helper.js';

/** A signed-up player's client, with its factory's id. */
export type Player = ReturnType<typeof client> & { id: string };

/** The contract tests' moves, on the app `app` answers. */
export function contractPlay(app: () => TestApp) {
  async function player(): Promise<Player> {
    const c = client(app(), (await signUp(app())).token);
    return { ...c, id: (await c.factory()).id };
  }
  /** The market's price of coal now, in dollars. */
  const coalPrice = async (p: Player) =>
    (await p.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice as number;
  /** `p` offers `to` to buy coal (unless the body says otherwise), due 5 ticks after acceptance. */
  const offer = (p: Player, to: Player, body: Record<string, unknown>) =>
    p.post('/api/contracts', { counterpartyId: to.id, side: 'buy', resourceType: 'COAL', dueInTicks: 5, ...body });
  const act = (p: Player, id: string, verb: string, body?: Record<string, unknown>) =>
    p.post(`/api/contracts/${id}/${verb}`, body);
  type Seen = Record<string, unknown> & { id: string; status: string; delivered: number; deliveries: unknown[] };
  const listed = async (p: Player) => (await p.get('/api/contracts')).body.data.contracts as Seen[];
  const mine = async (p: Player, id: string) => (await listed(p)).find((c) => c.id === id)!;
  /** The player's events of a kind, as the stream, the bell and push read them. */
  const heard = async (p: Player, kind: string) =>
    rowsOf<{ data: Record<string, unknown> }>(
      await app().database.db.execute(
        sql`SELECT data FROM player_events WHERE factory_id = ${p.id} AND kind = ${kind} ORDER BY id`,
      ),
    ).map((r) => r.data);
  return { player, coalPrice, offer, act, listed, mine, heard };
}
