// The requests answered and how long each took, by route pattern, method and status (decision 0074),
// kept as plain numbers and read out as a Prometheus counter and histogram when /metrics is asked
// for. prom-client's own labelled counter and histogram hash and check their labels on every inc and
// observe: 3–5 µs of every answer, the most of any one hook (docs/benchmarks.md, issue 26). The text
// is still prom-client's: it formats these series like its own.
import type { Metric, Registry } from 'prom-client';

type Labels = { route: string; method: string; status: string };
/** One series: how many answers, their seconds together, and how many fell in each bucket. */
type Series = { labels: Labels; count: number; sum: number; inBucket: number[] };
type Value = { labels: object; sharedLabels?: Labels; value: number; metricName?: string };
type Described = { name: string; help: string };

export class RequestSeries {
  readonly #series = new Map<string, Series>();

  /** `bounds`: the histogram's bucket upper bounds, in seconds, ascending. */
  constructor(readonly bounds: readonly number[]) {}

  note(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.#series.get(key);
    if (!series) {
      const labels = { route, method, status: String(status) };
      series = { labels, count: 0, sum: 0, inBucket: this.bounds.map(() => 0) };
      this.#series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let i = 0; i < this.bounds.length; i++) {
      if (seconds <= (this.bounds[i] as number)) {
        series.inBucket[i] = (series.inBucket[i] as number) + 1;
        break;
      }
    }
  }

  /** Adds the counter of the answers and the histogram of their durations to `registry`. */
  register(registry: Registry, counter: Described, histogram: Described): void {
    const all = () => [...this.#series.values()];
    const metric = (described: Described, type: string, values: () => Value[]) =>
      ({
        ...described,
        type,
        aggregator: 'sum',
        get: async () => ({ ...described, type, values: values() }),
        reset: () => this.#series.clear(),
      }) as unknown as Metric;
    registry.registerMetric(
      metric(counter, 'counter', () => all().map((s) => ({ labels: s.labels, value: s.count }))),
    );
    registry.registerMetric(
      metric(histogram, 'histogram', () => all().flatMap((s) => this.#histogramOf(s, histogram.name))),
    );
  }

  /** A series' lines as prom-client's histogram writes them: cumulative buckets, +Inf, sum, count. */
  #histogramOf(s: Series, name: string): Value[] {
    let below = 0;
    const buckets: Value[] = this.bounds.map((bound, i) => {
      below += s.inBucket[i] as number;
      return { labels: { le: bound }, sharedLabels: s.labels, value: below, metricName: `${name}_bucket` };
    });
    return [
      ...buckets,
      { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: `${name}_bucket` },
      { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${name}_sum` },
      { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${name}_count` },
    ];
  }
}
