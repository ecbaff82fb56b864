import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** True when the web client has been built (npm run build) into `root`. */
export function hasWebBuild(root: string): boolean {
  return existsSync(`${root}/index.html`);
}

/**
 * Serves the built web client's files. Page paths that are not files (/game/machines…) get
 * index.html from the not-found handler (errors.ts), so deep links load the app, which routes them.
 * Not encapsulated: that handler needs `reply.sendFile`.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    // Hashed assets never change; index.html must be revalidated so a new build is picked up.
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
