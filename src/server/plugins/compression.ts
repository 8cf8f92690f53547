// Answers compressed for whoever accepts it (decision 0027): brotli or gzip for JSON and HTML made
// per request; static assets come pre-compressed from the build (routes/spa.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for what is made per request. 11 is for files compressed once at build time; 1
 * is within 10 % of 4's size at a quarter to half of its time (a 79 KB roster: 0.9 ms vs 1.9 ms), and
 * a burst of bookings answers hundreds of rosters at once (decision 0039).
 */
export const PER_REQUEST_BROTLI_QUALITY = 1;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    // No client sends compressed bodies, and a 1.6 KB brotli body can inflate to a gigabyte that the
    // body limit only notices after decompressing it: refuse them as any unknown body is refused.
    globalDecompression: false,
  });
}
