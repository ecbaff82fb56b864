import { build } from './app.js';
import { loadConfig } from './config.js';
import { lockDataDir } from './ops/data-dir-lock.js';
import { Refusal } from './ops/refusal.js';
import { WEB_DIST_DIR } from './paths.js';

const config = loadConfig();

/** The embedded database's files take one server; PostgreSQL takes any number. */
async function holdDataDir(): Promise<(() => Promise<void>) | null> {
  if (config.DATABASE_URL) return null;
  try {
    return await lockDataDir(config.DATA_DIR, (error) =>
      console.error(`The lock on ${config.DATA_DIR} was lost (${error.message}); another process may now open it.`),
    );
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const releaseDataDir = await holdDataDir();
const app = await build({ config, scheduler: true, webRoot: WEB_DIST_DIR });

/** Finish what is in hand, then close the database: a SIGTERM never cuts a transaction in half. */
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => releaseDataDir?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
