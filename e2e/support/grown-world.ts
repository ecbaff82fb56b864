/**
 * A game of its own for a spec whose factory must have grown for days, which a test's ticks cannot
 * earn: a starting factory makes about $11 a tick, and the site's works machine is advised only with
 * its cost, the reserve and half a day of what it buys in cash (about $49,000 at River Works beside
 * the $43,000 of machines that feed it steel bars; $85,000 when it buys them too).
 * Run by `grownWorld` (grown-factory.ts) with tsx, never by the game's server: it builds the
 * server's own app on a fresh data folder, makes the factory through the API as a player would,
 * then writes the cash it has saved into its row, as the benchmarks' seeds write rows
 * (apps/server/src/dev/seed-factories.ts), and listens. Its settings come from the environment.
 */
import { eq } from 'drizzle-orm';
import { build } from '../../apps/server/src/app.js';
import { columnsFromState, stateFromColumns } from '../../apps/server/src/codecs/state-columns.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { WEB_DIST_DIR } from '../../apps/server/src/paths.js';
import { factories, user } from '../../apps/server/src/db/schema.js';
import type { GrownFactory } from './grown-factory';

const env = process.env;
const grown = JSON.parse(env.GROWN_FACTORIES!) as GrownFactory[];

const app = await build({
  config: {
    ...loadConfig({}),
    PORT: Number(env.GROWN_PORT),
    DATA_DIR: env.GROWN_DATA_DIR!,
    LOG_LEVEL: 'warn',
    RIVALS: 0,
  },
  // No scheduler: only the spec's own calls change the factory, no tick lands between them.
  webRoot: WEB_DIST_DIR,
});

async function call(path: string, token: string | null, body: unknown): Promise<unknown> {
  const res = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  const json = res.json<{ success: boolean; data: unknown; message?: string }>();
  if (!json.success) throw new Error(`POST ${path}: ${json.message}`);
  return json.data;
}

/**
 * Writes `dollars` of cash into the row of `email`'s factory, its net worth and state with it; the app
 * keeps the factories it has read, so it forgets them and reads this one again as written.
 */
async function writeCash(email: string, dollars: number): Promise<void> {
  const db = app.database.db;
  const [row] = await db
    .select({
      id: factories.id,
      tick: factories.tick,
      cash: factories.cash,
      debt: factories.debt,
      state: factories.state,
      site: factories.site,
    })
    .from(factories)
    .innerJoin(user, eq(user.id, factories.userId))
    .where(eq(user.email, email));
  const columns = columnsFromState({ ...stateFromColumns(row!), cash: dollars * 100 });
  await db
    .update(factories)
    .set({ cash: columns.cash, netWorth: columns.netWorth, state: columns.state })
    .where(eq(factories.id, row!.id));
  app.factoryCache.forgetAll();
}

/** Cash the builds draw on, so a factory larger than the starting cash buys is made as its player made it. */
const BUILDING_CASH = 10_000_000;

/** The factory made as its player would make it, then the cash it has saved written into its row. */
async function grow({ player, site, machines, cash }: GrownFactory): Promise<void> {
  const { token } = (await call('/auth/register', null, player)) as { token: string };
  await call('/factory/site', token, { site });
  await writeCash(player.email, BUILDING_CASH);
  for (const type of machines) await call('/factory/build-machine', token, { type });
  await call('/workers/hire-missing', token, {});
  await writeCash(player.email, cash);
}

for (const factory of grown) await grow(factory);
await app.listen({ port: Number(env.GROWN_PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
