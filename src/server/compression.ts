// Answers compressed for whoever accepts it (decision 0027): brotli or gzip for JSON and HTML made
// per request; static assets come pre-compressed from the build (routes/spa.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 is for files compressed once at build time; per request, 4 is as small as gzip -9
    // at a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // No client sends compressed bodies, and a 1.6 KB brotli body can inflate to a gigabyte that the
    // body limit only notices after decompressing it: refuse them as any unknown body is refused.
    globalDecompression: false,
  });
}
