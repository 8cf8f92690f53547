// Each row's share is of the hello-world measured right before and right after it (decision 0136):
// the host's speed moves within a run, so one ceiling at the start misleads the later rows.
import type { LoadFigures } from './load.ts';

export type BesideCeiling = {
  /** Runs the row between two hello-world measurements; `ceilingRps` is their mean. */
  measure<T>(row: () => Promise<T>): Promise<{ value: T; ceilingRps?: number }>;
  /** The next row measures its "before" again instead of taking the last row's "after". */
  forget(): void;
};

/** Without `measureCeiling` (no HTTP ceiling in this run) rows come without a ceiling. */
export function besideCeiling(measureCeiling?: () => Promise<LoadFigures>): BesideCeiling {
  let lastAfter: number | undefined;
  const now = async () => (measureCeiling ? (await measureCeiling()).rps : undefined);
  return {
    async measure(row) {
      const before = lastAfter ?? (await now());
      const value = await row();
      const after = await now();
      // A row's "after" is the next one's "before".
      lastAfter = after;
      return before !== undefined && after !== undefined
        ? { value, ceilingRps: (before + after) / 2 }
        : { value };
    },
    forget() {
      lastAfter = undefined;
    },
  };
}
