import { Counter, Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DurationHistogram, RequestCounter } from '../../src/lib/request-metrics.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const OBSERVED: [string, string, number, number][] = [
  ['GET /categories', '4', 200, 0.0004],
  ['GET /categories', '4', 200, 0.001],
  ['GET /categories', '4', 404, 0.05],
  ['GET /categories', '5', 200, 0.3],
  ['unmatched', 'none', 400, 12],
];

describe('the per-request metrics kept by hand', () => {
  it("scrape exactly as prom-client's own Counter and Histogram given the same requests", async () => {
    const theirs = new Registry();
    const counter = new Counter({
      name: 'x_requests_total',
      help: 'requests',
      labelNames: ['route', 'client_version', 'status'],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: 'x_duration_seconds',
      help: 'durations',
      labelNames: ['route', 'client_version'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const requests = new RequestCounter('x_requests_total', 'requests');
    const duration = new DurationHistogram('x_duration_seconds', 'durations', BUCKETS);
    ours.registerMetric(requests as unknown as Metric);
    ours.registerMetric(duration as unknown as Metric);

    for (const [route, version, status, seconds] of OBSERVED) {
      counter.inc({ route, client_version: version, status });
      histogram.observe({ route, client_version: version }, seconds);
      requests.inc(route, version, status);
      duration.observe(route, version, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'x_duration_seconds_bucket{le="0.001",route="GET /categories",client_version="4"} 2',
    );

    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).not.toMatch(/x_requests_total\{/);
  });

  it('scrape a one-label histogram as prom-client does', async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'x_translation_seconds',
      help: 'times',
      labelNames: ['side'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const translation = new DurationHistogram('x_translation_seconds', 'times', BUCKETS, ['side']);
    ours.registerMetric(translation as unknown as Metric);
    for (const [side, seconds] of [
      ['response', 0.0002],
      ['response', 0.02],
      ['request', 2],
    ] as const) {
      histogram.observe({ side }, seconds);
      translation.observe(side, '', seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
