import { Counter, Histogram, Registry } from 'prom-client';
import { expect, test } from 'vitest';
import { RequestSeries } from './request-series.ts';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const COUNTER = { name: 'test_requests_total', help: 'Requests answered' };
const HISTOGRAM = { name: 'test_request_duration_seconds', help: 'Time to answer' };
const ANSWERS: [string, string, number, number][] = [
  ['/api/health', 'GET', 200, 0.0004],
  ['/api/health', 'GET', 200, 0.005],
  ['/api/sessions/:id/bookings', 'POST', 201, 0.03],
  ['/api/sessions/:id/bookings', 'POST', 400, 0.2],
  ['/api/sessions/:id/bookings', 'POST', 201, 12],
  ['(no route)', 'GET', 404, 0.0051],
];

test('writes the same text as prom-client’s own labelled counter and histogram', async () => {
  const theirs = new Registry();
  const labelNames = ['route', 'method', 'status'] as const;
  const counter = new Counter({ ...COUNTER, labelNames, registers: [theirs] });
  const histogram = new Histogram({ ...HISTOGRAM, labelNames, buckets: BOUNDS, registers: [theirs] });
  const ours = new Registry();
  const series = new RequestSeries(BOUNDS);
  series.register(ours, COUNTER, HISTOGRAM);
  for (const [route, method, status, seconds] of ANSWERS) {
    const labels = { route, method, status: String(status) };
    counter.inc(labels);
    histogram.observe(labels, seconds);
    series.note(route, method, status, seconds);
  }
  const text = await ours.metrics();
  expect(text).toBe(await theirs.metrics());
  expect(text).toContain('test_requests_total{route="/api/health",method="GET",status="200"} 2');
  expect(text).toContain(
    'test_request_duration_seconds_bucket{le="10",route="/api/sessions/:id/bookings",method="POST",status="201"} 1',
  );
});

test('starts again from nothing when the registry is reset', async () => {
  const registry = new Registry();
  const series = new RequestSeries(BOUNDS);
  series.register(registry, COUNTER, HISTOGRAM);
  series.note('/api/health', 'GET', 200, 0.001);
  registry.resetMetrics();
  expect(await registry.metrics()).not.toContain('route="/api/health"');
});
