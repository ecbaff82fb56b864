import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React and the chart and dialog libraries set style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The installed game: its service worker (/sw.js) and manifest, from the game's own origin only.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Over HTTPS the browser is told to stay there (HSTS, upgrade-insecure-requests). Over plain
 * HTTP, as on a LAN address, neither is sent: the upgrade would send the page's own scripts to
 * an https:// port nobody listens on and leave it blank. Nor is Cross-Origin-Opener-Policy, which
 * browsers ignore there, with an error in the console.
 */
const overHttps = helmet({ contentSecurityPolicy: { directives } });
const overHttp = helmet({
  contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
});

/** Whether the player reached the game over HTTPS: said by PUBLIC_URL, or by a trusted proxy's X-Forwarded-Proto. */
function servedOverHttps(publicUrl: string | undefined): (request: FastifyRequest) => boolean {
  if (publicUrl?.startsWith('https:')) return () => true;
  // Fastify reads X-Forwarded-Proto only when trustProxy allows the sender.
  return (request) => request.protocol === 'https';
}

/** Helmet's headers on every answer, chosen by the scheme the player used. */
export default fp(async function securityHeaders(app: FastifyInstance, opts: { publicUrl?: string }) {
  const isHttps = servedOverHttps(opts.publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    (isHttps(request) ? overHttps : overHttp)(request.raw, reply.raw, () => done());
  });
});

/** For pages with a policy of their own (the API docs), which cannot tell the scheme apart. */
export const withoutUpgrade = (policy: string) => policy.replace(/\s*upgrade-insecure-requests;?/, '');
