import type { Version } from '@compliance-migrate/rename-map';
import type { Logger } from 'pino';
import type { VersionPair } from '../lib/version-pair.js';

/**
 * What one exchange learned, for its access log line and metrics, and what its request path carries from
 * checking the request to sending it upstream (callbacks, not an `async` function's locals). A class rather than an object literal with
 * a getter: a literal's accessor is a new closure per request, reachable from old-space metadata, and kept
 * every request's objects alive through young-generation collections (measured: ~3 KB promoted per request;
 * see docs/proxy.md, "Where a request's time goes").
 */
export class Exchange {
  route = 'unmatched';
  clientVersion: Version | undefined = undefined;
  upstreamStatus: number | undefined = undefined;
  lossy = 0;
  /** The request's path without a version prefix, its query, and its declared Content-Length (0 if none). */
  path = '/';
  query = '';
  declared = 0;
  /** The translation between the client's version and the upstream's; set once the version is known. */
  pair: VersionPair | undefined = undefined;
  /** Gives the upstream slot back; set once the request holds one. */
  release: (() => void) | undefined = undefined;
  /** The upstream call, cancelled if the client leaves before its response is complete; set once it is sent. */
  upstream: { cancel(): void } | undefined = undefined;
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
