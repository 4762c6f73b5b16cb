import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The proxy's Prometheus metrics, in a registry of its own (never the global one). */
export class ProxyMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'route' | 'client_version' | 'status'>;
  readonly duration: Histogram<'route' | 'client_version'>;
  readonly translation: Histogram<'side'>;
  /** `translation` for each side, its labels resolved once (observed on every translated body). */
  readonly translationOf: Record<'request' | 'response', { observe(seconds: number): void }>;
  readonly lossy: Counter<'change_id' | 'reason'>;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'compliance_migrate_proxy_requests_total',
      help: 'Requests answered, by upstream route template, client version and status code',
      labelNames: ['route', 'client_version', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'compliance_migrate_proxy_request_duration_seconds',
      help: 'Time from request to the end of the response, by upstream route template and client version',
      labelNames: ['route', 'client_version'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.translation = new Histogram({
      name: 'compliance_migrate_proxy_translation_seconds',
      help: 'Time spent translating one request or response body (decoding included)',
      labelNames: ['side'],
      buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      registers,
    });
    this.translationOf = {
      request: this.translation.labels({ side: 'request' }),
      response: this.translation.labels({ side: 'response' }),
    };
    this.lossy = new Counter({
      name: 'compliance_migrate_proxy_lossy_translations_total',
      help: 'Lossy translation steps (data the client version has no room for), by change id and reason',
      labelNames: ['change_id', 'reason'],
      registers,
    });
    if (options.defaultMetrics !== false) {
      collectDefaultMetrics({ register: this.registry, prefix: 'compliance_migrate_proxy_' });
    }
  }
}
