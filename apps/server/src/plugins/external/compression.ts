import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of 1 KB or more are compressed for clients that accept it (brotli, else gzip): the API's
 * JSON and the web client's files. The event stream is written to the socket itself (hijacked), so
 * nothing holds its events back. Request bodies are taken only as sent: a compressed body would be
 * a way round the request size bound.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
});
