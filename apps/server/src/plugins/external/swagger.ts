import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withoutUpgrade } from './security-headers.js';

/** The OpenAPI document at /api/openapi.json, built from the routes' contract schemas, and its pages at /api/docs. */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Forgeworks API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Its own pages carry a policy with the hashes of their inline scripts; it loads only its own files, so
  // dropping the upgrade costs nothing over HTTPS and keeps the docs working over plain HTTP.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: withoutUpgrade });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
