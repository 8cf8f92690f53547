// The rush's client in a thread of its own (bench/burst.ts): reading 500 answers (brotli, JSON) took
// the bench's main thread for tens of milliseconds, which the readers measuring the server beside it
// counted as the server's time.
import { parentPort, Worker } from 'node:worker_threads';
import { type BurstAnswer, type BurstRequest, fireBurst } from '../tests/reliability/burst.ts';

type Job = { sessionId: string; requests: BurstRequest[] };
/** The answers, and how long they took from the first request sent to the last answer read. */
export type Fired = { answers: BurstAnswer[]; wallMs: number };

if (parentPort) {
  const port = parentPort;
  port.once('message', async ({ sessionId, requests }: Job) => {
    const started = performance.now();
    const answers = await fireBurst(sessionId, requests);
    port.postMessage({ answers, wallMs: performance.now() - started } satisfies Fired);
  });
  port.postMessage('ready');
}

/** A thread ready to fire one burst: started before the burst, so its start-up is not measured. */
export async function startBurstWorker(): Promise<{
  fire: (sessionId: string, requests: BurstRequest[]) => Promise<Fired>;
}> {
  // The thread loads this file as the bench does: through tsx (Node 20 does not hand its loader on).
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const self = JSON.stringify(import.meta.url);
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${self}); })`;
  const worker = new Worker(boot, { eval: true });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the burst's worker exited (${code})`)));
    });
  await next<'ready'>();
  return {
    fire: (sessionId, requests) => {
      const fired = next<Fired>();
      worker.postMessage({ sessionId, requests } satisfies Job);
      return fired.finally(() => void worker.terminate());
    },
  };
}
