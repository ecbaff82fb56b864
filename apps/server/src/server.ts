import { build } from './app.js';
import { loadConfig } from './config.js';
import { WEB_DIST_DIR } from './paths.js';

const config = loadConfig();
const app = await build({ config, scheduler: true, webRoot: WEB_DIST_DIR });

/** Finish what is in hand, then close the database: a SIGTERM never cuts a transaction in half. */
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
