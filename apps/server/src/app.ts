import type { RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './account/auth.js';
import { authSecret } from './account/secret.js';
import { recordSignUpAddress, signUpAddressHasher } from './account/sign-up-address.js';
import type { Config } from './config.js';
import { attemptLimits, mailOptions, pushOptions, rivalCount } from './config.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/database.js';
import type { Peers } from './db/peers.js';
import { joinPeers } from './db/peers.js';
import { errorForLog, frameworkErrors, registerErrorHandling } from './errors.js';
import authPlugin from './plugins/app/auth.js';
import eventsPlugin from './plugins/app/events.js';
import exchangePlugin from './plugins/app/exchange.js';
import contractsPlugin from './plugins/app/contracts.js';
import factoriesPlugin from './plugins/app/factories.js';
import gamePlugin from './plugins/app/game.js';
import metricsPlugin from './plugins/app/metrics.js';
import operatorsPlugin from './plugins/app/operators.js';
import outagePlugin from './plugins/app/outage.js';
import pushPlugin from './plugins/app/push.js';
import recoveryPlugin from './plugins/app/recovery.js';
import { startUpgradeSteps } from './plugins/app/upgrade-steps.js';
import webPlugin, { hasWebBuild } from './plugins/app/web.js';
import compression from './plugins/external/compression.js';
import rateLimitsPlugin from './plugins/external/rate-limits.js';
import requestBounds, { BODY_LIMIT_BYTES } from './plugins/external/request-bounds.js';
import securityHeaders from './plugins/external/security-headers.js';
import swaggerPlugin from './plugins/external/swagger.js';
import chatPlugin from './plugins/app/chat.js';
import { refusedSignIn } from './moderation/actions.js';
import { rivalsOffer } from './rivals/offers.js';
import { keepRivals } from './rivals/roster.js';
import { routeModules } from './routes/index.js';
import { startScheduler } from './tick/scheduler.js';
import { smtpMailer } from './mail/mailer.js';

export interface BuildOptions {
  /** Every setting but the interface to listen on, which only server.ts uses. */
  config: Omit<Config, 'HOST'>;
  /** Run ticks on the clock; tests drive ticks through the admin route instead. */
  scheduler?: boolean;
  /** A web client build to serve at / (the server serves apps/web/dist; API tests need none). */
  webRoot?: string;
  /** false for none; a stream to read the logs (tests); standard output otherwise. */
  logger?: false | NodeJS.WritableStream;
  /** Shown every route as it is registered: the fuzz suite derives its cases from them. */
  onRoute?: (route: RouteOptions) => void;
  /** The starting files of an in-memory database (DATA_DIR ':memory:'): see DatabasePlace. */
  memoryFrom?: Blob;
}

/** Builds the whole app without listening: the server and the tests (through inject) share it. */
export async function build(opts: BuildOptions) {
  const { config } = opts;
  const app = Fastify({
    // Client addresses (rate limits) and the scheme (security headers) come from X-Forwarded-* only through it.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: errorForLog },
            redact: [
              'req.headers.authorization',
              'req.body.password',
              'req.body.currentPassword',
              'req.body.newPassword',
            ],
            ...(opts.logger ? { stream: opts.logger } : {}),
          },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const pages = opts.webRoot !== undefined && hasWebBuild(opts.webRoot);
  registerErrorHandling(app, { pages });
  await app.register(requestBounds);

  const database: Database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    memoryFrom: opts.memoryFrom,
  });
  app.decorate('database', database);
  // The other processes on one PostgreSQL, whose writes this one's caches follow (db/peers.ts).
  const peers = config.DATABASE_URL ? await joinPeers(config.DATABASE_URL, database.db) : null;
  app.decorate('peers', peers);
  app.addHook('onClose', async () => {
    await peers?.stop();
    await database.close();
  });
  await app.register(outagePlugin, { databaseUrl: config.DATABASE_URL });
  // What this process keeps in memory is served only once it has heard every write committed before the request.
  if (peers)
    app.addHook('onRequest', async (request) => void (request.url.startsWith('/api/') && (await peers.caughtUp())));

  await app.register(securityHeaders, { publicUrl: config.PUBLIC_URL });
  await app.register(compression);
  await app.register(swaggerPlugin);

  const secret = await authSecret(config.AUTH_SECRET, config.DATA_DIR, database);
  const hashSignUpAddress = signUpAddressHasher(secret);
  const auth = createAuth(
    database.db,
    secret,
    config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`,
    {
      // A factory not made here is made on the player's first request (factories/repository.ts).
      onAccountCreated: async (userId, address) => {
        await app.factories
          .createFor(userId)
          .catch((error: unknown) => app.log.error({ err: error, userId }, 'factory not made at sign-up'));
        if (address)
          await recordSignUpAddress(database.db, userId, hashSignUpAddress(address)).catch((error: unknown) =>
            app.log.error({ err: error, userId }, 'sign-up address not kept'),
          );
      },
      refusedSignIn: (userId) => refusedSignIn(app, userId),
      sendResetLink: (user, token) => app.recovery.mailLink(user, token),
    },
  );
  await app.register(authPlugin, { auth });
  await app.register(operatorsPlugin, { adminToken: config.ADMIN_TOKEN, operatorEmails: config.OPERATOR_EMAILS });
  await app.register(rateLimitsPlugin, attemptLimits(config));
  const mail = mailOptions(config);
  await app.register(recoveryPlugin, {
    mailer: mail ? smtpMailer(mail) : null,
    publicUrl: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null,
    operatorContact: config.OPERATOR_CONTACT ?? null,
  });
  await app.register(gamePlugin, {
    tickIntervalMs: config.TICK_INTERVAL_MS,
    tickBatch: config.TICK_BATCH,
    batchesInFlight: config.TICK_BATCHES_IN_FLIGHT,
  });
  await app.register(factoriesPlugin);
  await keepRivals(database.db, rivalCount(config), app.currentTick, app.market.prices);
  await app.register(exchangePlugin);
  await app.register(contractsPlugin);
  // Rivals propose contracts for the inputs they lack, once an hour (rivals/offers.ts).
  app.afterTick.push((tick) =>
    rivalsOffer({ db: database.db, contracts: app.contracts, prices: app.market.prices }, tick),
  );
  await app.register(eventsPlugin);
  await app.register(pushPlugin, pushOptions(config));
  await app.register(chatPlugin, { channels: config.CHAT_CHANNELS });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  for (const routes of routeModules({ adminTick: Boolean(config.ADMIN_TOKEN) })) await app.register(routes);
  if (pages) await app.register(webPlugin, { root: opts.webRoot! });
  else if (opts.webRoot)
    app.log.warn({ root: opts.webRoot }, 'no web build found: run `npm run build` to serve the game at /');
  if (opts.scheduler) {
    // On shutdown the batch in hand is finished and committed before the database closes.
    const stopTicks = startScheduler({ db: database.db, log: app.log, tickNow: app.tickNow }, config.TICK_INTERVAL_MS);
    app.addHook('onClose', stopTicks);
    startUpgradeSteps(app);
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The other server processes on the same PostgreSQL; null on the embedded database, which has none. */
    peers: Peers | null;
  }
}
