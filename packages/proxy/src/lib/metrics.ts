import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { DurationHistogram, RequestCounter } from './request-metrics.js';

/** What the proxy is busy with right now, read when metrics are scraped. */
export interface Saturation {
  /** Requests sent upstream and not finished. */
  inFlight: number;
  /** Requests, their bodies complete, waiting for an upstream slot. */
  queued: number;
  /** Requests whose bodies are still arriving (they hold no upstream connection). */
  receiving: number;
}

/** The proxy's Prometheus metrics, in a registry of its own (never the global one). */
export class ProxyMetrics {
  readonly registry = new Registry();
  /** Requests answered (`inc(route, clientVersion, status)`), updated on every request. */
  readonly requests: RequestCounter;
  /** Request durations (`observe(route, clientVersion, seconds)`), updated on every request. */
  readonly duration: DurationHistogram;
  /** Body translation times by `side` (`observe(side, '', seconds)`); see `translationOf`. */
  readonly translation: DurationHistogram;
  /** `translation` for each side, its labels resolved once (observed on every translated body). */
  readonly translationOf: Record<'request' | 'response', { observe(seconds: number): void }>;
  readonly lossy: Counter<'change_id' | 'reason'>;
  /** Bodies passed on without translation because they could not be translated (a `Warning` says so too). */
  readonly untranslated: Counter<'side' | 'reason'>;
  /** Requests refused before reaching the upstream: overload, client deadlines, framing. */
  readonly refused: Counter<'reason'>;
  private saturation: () => Saturation = () => ({ inFlight: 0, queued: 0, receiving: 0 });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requests = new RequestCounter(
      'compliance_migrate_proxy_requests_total',
      'Requests answered, by upstream route template, client version and status code',
    );
    this.duration = new DurationHistogram(
      'compliance_migrate_proxy_request_duration_seconds',
      'Time from request to the end of the response, by upstream route template and client version',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    this.translation = new DurationHistogram(
      'compliance_migrate_proxy_translation_seconds',
      'Time spent translating one request or response body (decoding included)',
      [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      ['side'],
    );
    // Kept by hand (lib/request-metrics.ts); prom-client's registry takes any object with name, get and reset.
    for (const metric of [this.requests, this.duration, this.translation])
      this.registry.registerMetric(metric as unknown as Metric);
    this.translationOf = {
      request: { observe: (seconds) => this.translation.observe('request', '', seconds) },
      response: { observe: (seconds) => this.translation.observe('response', '', seconds) },
    };
    this.lossy = new Counter({
      name: 'compliance_migrate_proxy_lossy_translations_total',
      help: 'Lossy translation steps (data the client version has no room for), by change id and reason',
      labelNames: ['change_id', 'reason'],
      registers,
    });
    this.untranslated = new Counter({
      name: 'compliance_migrate_proxy_untranslated_total',
      help: 'Bodies that needed translating but were passed on untranslated, by side and reason',
      labelNames: ['side', 'reason'],
      registers,
    });
    this.refused = new Counter({
      name: 'compliance_migrate_proxy_refused_total',
      help: 'Requests refused before reaching the upstream (overloaded, client_timeout, framing)',
      labelNames: ['reason'],
      registers,
    });
    const gauge = (name: string, help: string, key: keyof Saturation): void => {
      const read = (): number => this.saturation()[key];
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    };
    gauge(
      'compliance_migrate_proxy_upstream_in_flight',
      'Requests sent upstream and not finished',
      'inFlight',
    );
    gauge('compliance_migrate_proxy_upstream_queued', 'Requests waiting for an upstream slot', 'queued');
    gauge(
      'compliance_migrate_proxy_receiving_bodies',
      'Requests whose bodies are still arriving',
      'receiving',
    );
    if (options.defaultMetrics !== false) {
      collectDefaultMetrics({ register: this.registry, prefix: 'compliance_migrate_proxy_' });
    }
  }

  /** Where the saturation gauges read from (the proxy's upstream gate and body readers). */
  watch(saturation: () => Saturation): void {
    this.saturation = saturation;
  }
}
