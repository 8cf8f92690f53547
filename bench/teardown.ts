// Everything the bench starts (servers, databases, Chromium) is undone here, newest first, on success,
// failure, Ctrl-C, or when the run overstays its time limit.
export type Teardown = {
  add: (undo: () => Promise<unknown>) => void;
  run: () => Promise<void>;
};

export function createTeardown(limitMs: number): Teardown {
  const undos: (() => Promise<unknown>)[] = [];
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      for (const undo of undos.splice(0).reverse()) {
        await undo().catch((err: unknown) => console.error(`cleanup failed: ${String(err)}`));
      }
    })();
    return running;
  };
  const abort = (why: string, code: number) => {
    console.error(`\nbench: ${why}, cleaning up…`);
    void run().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  setTimeout(() => abort(`still running after ${limitMs / 60_000} minutes`, 1), limitMs).unref();
  return { add: (undo) => undos.push(undo), run };
}

/** Runs a bench script: exits 0 once `main` resolves, or 1 with its error printed. */
export function runToExit(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exit(1);
    },
  );
}
