// The floor under the rush (bench/burst.ts): a bare Fastify, in its own process like the app, that
// answers the same 500 simultaneous bookings with bytes made before it started — no database, no
// rules, no compression per answer. The k-th answer is brotli of a roster of about 2k names, as the
// app's k-th answer carries the roster up to the caller's own names. What the app's rush costs above
// this is the app's; this much is HTTP, the connections and the client on this machine.
import { randomUUID } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

const ROSTER = 1016;
/** Answers are made for every this many names, and each request gets the nearest. */
const STEP = 8;

// Ids and names like the rush's (random UUIDs, one family name per request), so the bytes are as many.
const family = (i: number) =>
  i
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + Number.parseInt(d, 26)))
    .join('');
const entry = (i: number) => ({ id: randomUUID(), name: `Ann ${family(Math.floor(i / 2) + 1000)}` });
const roster = Array.from({ length: ROSTER }, (_, i) => entry(i));
const bodies: Buffer[] = [];
for (let end = 0; end <= ROSTER; end += STEP) {
  const answer = { confirmed: [], waiting: ['Ann Floor'], session: { bookings: roster.slice(0, end) } };
  bodies.push(brotliCompressSync(JSON.stringify(answer)));
}

let answered = 0;
const app = Fastify({ logger: false });
app.post('/api/sessions/:id/bookings', async (_request, reply) => {
  const end = Math.min(ROSTER, 2 * ++answered);
  return reply
    .code(201)
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-encoding', 'br')
    .send(bodies[Math.round(end / STEP)]);
});
app.post('/reset', async () => {
  answered = 0;
  return {};
});
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
