// What one run of `npm run bench` measured, for the report.
import type { Engine } from '../tests/reliability/stores.ts';
import type { BurstFigures, FloorFigures } from './burst.ts';
import type { PageFigures } from './lighthouse.ts';
import type { LoadFigures } from './load.ts';

/**
 * `ceilingRps`: the hello-world's req/s measured right before and right after this row (their mean),
 * which the row's share is taken of (decision 0136): the host's speed moves within a run.
 */
export type HttpRow = { engine: Engine; label: string; figures: LoadFigures; ceilingRps?: number };
export type ProcessesRow = { label: string; one: LoadFigures; two: LoadFigures };

export type Results = {
  /** The hello-world's first measurement, before any row. */
  ceiling?: LoadFigures;
  http: HttpRow[];
  bursts: (BurstFigures & { engine: Engine })[];
  /** The rush at a bare Fastify answering bytes made before (bench/burst-floor.ts). */
  burstFloor?: FloorFigures;
  processes: ProcessesRow[];
  pages: PageFigures[];
  /** Anything a reader of the figures must know (a part skipped, a Lighthouse warning). */
  notes: string[];
};

export const emptyResults = (): Results => ({ http: [], bursts: [], processes: [], pages: [], notes: [] });
