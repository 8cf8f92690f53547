// The bench listens only on ports 3500–3599 (other test runs use other ports): the next free one.
import net from 'node:net';

const FIRST = 3500;
const LAST = 3599;
let next = FIRST;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

export async function benchPort(): Promise<number> {
  while (next <= LAST) {
    const port = next++;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port left in ${FIRST}–${LAST}`);
}
