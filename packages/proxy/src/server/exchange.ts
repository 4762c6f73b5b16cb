import type { Version } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';

/**
 * What one exchange learned, for its access log line and metrics. A class rather than an object literal with
 * a getter: a literal's accessor is a new closure per request, reachable from old-space metadata, and kept
 * every request's objects alive through young-generation collections (measured: ~3 KB promoted per request;
 * see docs/proxy.md, "Where a request's time goes").
 */
export class Exchange {
  route = 'unmatched';
  clientVersion: Version | undefined = undefined;
  upstreamStatus: number | undefined = undefined;
  lossy = 0;
  /** Gives the upstream slot back; set once the request holds one. */
  release: (() => void) | undefined = undefined;
  /** The upstream call, cancelled if the client leaves before its response is complete; set once it is sent. */
  upstream: { cancel(): void } | undefined = undefined;
  /** Pooled memory the response's body occupies: given back once the response has finished. */
  pooled: Uint8Array | undefined = undefined;
  private child: Logger | undefined = undefined;

  constructor(
    readonly id: string,
    private readonly logger: Logger,
  ) {}

  /** The request's logger (its id bound), created on first use: most requests log only the access line. */
  get log(): Logger {
    return (this.child ??= this.logger.child({ reqId: this.id }));
  }
}
