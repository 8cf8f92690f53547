// Sends an answer whose session's bookings JSON is a shared roster text (decisions 0110, 0129): its text
// is the answer's own JSON around the shared roster text, and when the caller takes brotli its bytes
// are the roster's compressed once for many batches plus the answer's own, stored (brotli-splice.ts).
// Any other answer, or a caller without brotli, goes out as before (@fastify/compress).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from '../plugins/compression.ts';
import { acceptedEncoding } from '../shared-body.ts';
import { rosterJsonOf, type SharedRoster } from '../views/roster-json.ts';
import { SharedBrotliText } from './brotli-splice.ts';

/** An answer may leave the shared compressed bytes every this many characters of the roster. */
const POINT_EVERY = 4096;
const MARK = '\u0000bookings\u0000';
const QUOTED_MARK = JSON.stringify(MARK);

/**
 * An answer may carry this much of its roster stored (uncompressed) past the compressed bytes of
 * its lineage before the roster is compressed again (decision 0129): a rush grows a roster by a few
 * names per batch, and compressing the whole of it for each batch was most of a booking's time.
 */
const RECOMPRESS_AFTER = 8192;

/** Per roster lineage, its latest compressed text (a prefix of every later roster of the lineage). */
const compressed = new WeakMap<object, SharedBrotliText>();

function brotliOf(roster: SharedRoster, upTo: number): SharedBrotliText {
  let shared = compressed.get(roster.lineage);
  if (!shared || upTo - (shared.points.at(-1) ?? 0) > RECOMPRESS_AFTER) {
    const points: number[] = [];
    for (const start of roster.starts) if (start - (points.at(-1) ?? 0) >= POINT_EVERY) points.push(start);
    // Its end too: an answer whose own bookings come after the whole of it shares all of it.
    shared = new SharedBrotliText(roster.text, [...points, roster.text.length]);
    compressed.set(roster.lineage, shared);
  }
  return shared;
}

export async function sendSharedRosterAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: { session: { bookings: unknown } },
): Promise<FastifyReply> {
  const json = rosterJsonOf(answer.session);
  if (!json) return reply.send(answer);
  const bookings = answer.session.bookings;
  const text = JSON.stringify(answer, (_key, value) => (value === bookings ? MARK : value));
  const at = text.indexOf(QUOTED_MARK);
  const head = text.slice(0, at);
  const rest = json.own + text.slice(at + QUOTED_MARK.length);
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(req);
  const length = head.length + json.sharedUpTo + rest.length;
  if (encoding !== 'br' || length < COMPRESSION_THRESHOLD) {
    return reply.send(head + json.roster.text.slice(0, json.sharedUpTo) + rest);
  }
  const { roster, sharedUpTo } = json;
  const body = await brotliOf(roster, sharedUpTo).splice(head, sharedUpTo, rest, roster.text);
  return reply.header('vary', 'accept-encoding').header('content-encoding', 'br').send(body);
}
