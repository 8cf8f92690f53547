// A TCP proxy in front of PostgreSQL that a test stops and starts again: an outage of the database
// as the app sees it (refused connections, dropped sockets) without touching the machine's server.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './test-app.ts';

export type TcpProxy = {
  port: number;
  /** Closes the listener and drops every connection: new ones are refused. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  await start();
  return { port, start, stop };
}
