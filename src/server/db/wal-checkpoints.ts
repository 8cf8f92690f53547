// SQLite's WAL is copied back into the database file (a checkpoint) by a thread of its own, on its
// own connection, every half second (decision 0130). SQLite's default runs it inside whichever
// commit passes 1,000 pages of WAL: a booking's request then waited for 4 MB of copying and an
// fsync, and that commit was the largest part of a booking's profile.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const EVERY_MS = 500;
/**
 * The app's own connection still checkpoints once the WAL holds this many pages (40 MB), as SQLite
 * would at 1,000: should the thread fall behind or be gone, the WAL stays bounded.
 */
export const OWN_CHECKPOINT_PAGES = 10_000;
const STOP_WAIT_MS = 2_000;

// Plain JavaScript run as the thread's script, so it needs no TypeScript loader in dev or tests.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try { checkpoint.all(); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type WalCheckpoints = { stop: () => Promise<void> };

export function startWalCheckpoints(file: string): WalCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { file, driver, everyMs: EVERY_MS } });
  // Nothing the thread does must keep the process alive or end it: the app's own checkpoints remain.
  worker.unref();
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const late = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
