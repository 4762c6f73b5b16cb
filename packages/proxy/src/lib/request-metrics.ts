/**
 * The two metrics every request updates, kept by hand rather than as prom-client `Counter`/`Histogram`:
 * prom-client checks and hashes its label object on every `inc`/`observe` (~2.5 µs a request, issue 24's CPU
 * profiles); here a request walks two maps keyed by the route template and client version, strings the
 * proxy reuses, and the labels are only written out when `/metrics` is scraped. Both register in a
 * prom-client `Registry` like its own metrics (it reads `name`, `get()` and `reset()`).
 */

/** What prom-client's registry reads from a metric when it is scraped (its `get()` result). */
export interface MetricSnapshot {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: { labels: Record<string, string | number>; value: number; metricName?: string }[];
  aggregator: 'sum';
}

/** Nested maps: route template → client version → value. */
type ByRoute<T> = Map<string, Map<string, T>>;

function entry<T>(map: ByRoute<T>, route: string, version: string, create: () => T): T {
  let byVersion = map.get(route);
  if (byVersion === undefined) map.set(route, (byVersion = new Map()));
  let value = byVersion.get(version);
  if (value === undefined) byVersion.set(version, (value = create()));
  return value;
}

/** What the hand-kept metrics share: the fields prom-client's registry reads, and its `get()` over their values. */
abstract class HandKeptMetric {
  abstract readonly type: MetricSnapshot['type'];
  readonly aggregator = 'sum' as const;

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  /** prom-client's view of the metric, for its registry. */
  get(): Promise<MetricSnapshot> {
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      values: this.values(),
      aggregator: this.aggregator,
    });
  }

  /** The metric's values as prom-client writes them out. */
  protected abstract values(): MetricSnapshot['values'];

  /** Forgets every value (prom-client's `resetMetrics`). */
  abstract reset(): void;
}

/** `…_requests_total{route,client_version,status}`: requests answered. */
export class RequestCounter extends HandKeptMetric {
  readonly type = 'counter' as const;
  private counts: ByRoute<Map<number, number>> = new Map();

  /** Counts one request. */
  inc(route: string, clientVersion: string, status: number): void {
    const byStatus = entry(this.counts, route, clientVersion, () => new Map<number, number>());
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }

  protected values(): MetricSnapshot['values'] {
    const values: MetricSnapshot['values'] = [];
    for (const [route, byVersion] of this.counts)
      for (const [version, byStatus] of byVersion)
        for (const [status, value] of byStatus)
          values.push({ labels: { route, client_version: version, status }, value });
    return values;
  }

  reset(): void {
    this.counts = new Map();
  }
}

/** Observations of one label set: counts per bucket (not cumulative; the last is +Inf), sum and count. */
interface Buckets {
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A histogram of durations under one or two labels (`route`, `client_version` for requests; `side` for
 * translation times).
 */
export class DurationHistogram extends HandKeptMetric {
  readonly type = 'histogram' as const;
  private data: ByRoute<Buckets> = new Map();

  constructor(
    name: string,
    help: string,
    /** Upper bounds, ascending. */
    readonly buckets: readonly number[],
    readonly labelNames: readonly [string, string] | readonly [string] = ['route', 'client_version'],
  ) {
    super(name, help);
  }

  /** Records one duration in seconds; `second` is '' for a histogram with one label. */
  observe(first: string, second: string, seconds: number): void {
    const b = entry(this.data, first, second, () => ({
      counts: new Float64Array(this.buckets.length + 1),
      sum: 0,
      count: 0,
    }));
    const bounds = this.buckets;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    b.counts[i]!++;
    b.sum += seconds;
    b.count++;
  }

  /** Cumulative `_bucket`s with `le`, `_sum` and `_count` per label set. */
  protected values(): MetricSnapshot['values'] {
    const values: MetricSnapshot['values'] = [];
    const [firstName, secondName] = this.labelNames;
    for (const [first, bySecond] of this.data) {
      for (const [second, b] of bySecond) {
        const labels: Record<string, string> = { [firstName]: first };
        if (secondName !== undefined) labels[secondName] = second;
        let cumulative = 0;
        this.buckets.forEach((le, i) => {
          cumulative += b.counts[i]!;
          values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', ...labels }, value: b.count, metricName: `${this.name}_bucket` });
        values.push({ labels, value: b.sum, metricName: `${this.name}_sum` });
        values.push({ labels, value: b.count, metricName: `${this.name}_count` });
      }
    }
    return values;
  }

  reset(): void {
    this.data = new Map();
  }
}
