// The ceiling of `npm run bench`: a bare Fastify hello-world on the same machine, in its own process
// like the app. GET /api/health is only the readiness check the server starter polls.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
