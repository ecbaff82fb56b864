import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Reachability } from '../../db/reachability.js';
import { watchReachability } from '../../db/reachability.js';
import { HttpError, OUTAGE_MESSAGE, unavailable } from '../../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether PostgreSQL answers (db/reachability.ts); always up on the embedded database. */
    reachability: Pick<Reachability, 'up'>;
  }
}

/** The event stream stays open for as long as the player's page: it is no request to time out. */
const isAnswered = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/events');

/**
 * While PostgreSQL does not answer, every /api request is answered 503 with Retry-After at once,
 * and the requests already waiting for it are answered so too when it stops answering: a hung
 * database holds no player's page, and a load balancer can tell an outage from a bug. The errors of
 * a database that refuses connections are answered 503 by the error handler (errors.ts).
 */
export default fp(async function outagePlugin(app: FastifyInstance, opts: { databaseUrl?: string }) {
  if (!opts.databaseUrl) {
    app.decorate('reachability', { up: true });
    return;
  }
  const reachability = watchReachability(opts.databaseUrl);
  app.decorate('reachability', reachability);
  app.addHook('onClose', () => reachability.stop());

  const waiting = new Map<FastifyRequest, FastifyReply>();
  app.addHook('onRequest', (request, reply, done) => {
    if (!isAnswered(request.url)) return done();
    if (!reachability.up) return done(new HttpError(503, OUTAGE_MESSAGE));
    waiting.set(request, reply);
    done();
  });
  const answered = (request: FastifyRequest, done: () => void) => {
    waiting.delete(request);
    done();
  };
  app.addHook('onResponse', (request, _reply, done) => answered(request, done));
  app.addHook('onRequestAbort', answered);
  reachability.onChange((up) => {
    if (up) return app.log.warn('the database answers again');
    app.log.warn({ waiting: waiting.size }, 'the database does not answer: requests are answered 503');
    for (const [request, reply] of waiting) {
      waiting.delete(request);
      if (reply.sent) continue;
      void unavailable(reply);
    }
  });
});
