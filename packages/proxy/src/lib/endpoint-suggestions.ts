import { endpointSuggester, type ChangeMap, type Version } from '@compliance-migrate/rename-map';

/** Requests longer than this get no suggestion (an edit distance over a long path costs in proportion). */
const MAX_REQUEST = 200;

/**
 * The endpoint a request no endpoint matches was likely meant to be (`GET /recrods` → `GET /records`), for a
 * `Warning`. Each search costs ~0.1–0.5 ms, so answers are kept by request (the last `cacheSize`) and new searches
 * are rationed (`perSecond`, a token bucket on the injected clock): a client sending unknown paths at will costs the
 * proxy a bounded share of its time, and past the ration its requests go on without a suggestion.
 */
export class EndpointSuggestions {
  private readonly suggest: (request: string, version: Version) => string | undefined;
  private readonly known = new Map<string, string | null>();
  private tokens: number;
  private last: number;

  constructor(
    map: ChangeMap,
    private readonly options: { perSecond: number; cacheSize: number; now: () => number } = {
      perSecond: 20,
      cacheSize: 512,
      now: () => performance.now(),
    },
  ) {
    this.suggest = endpointSuggester(map);
    this.tokens = options.perSecond;
    this.last = options.now();
  }

  /** The endpoint of `version` the request likely meant, when one is near and the ration allows a search. */
  meant(method: string, path: string, version: Version): string | undefined {
    const request = `${method} ${path}`;
    if (request.length > MAX_REQUEST) return undefined;
    // (ids do not change the answer: `/pallets/1` and `/pallets/2` are one search)
    const key = `${version} ${request.replace(/\/\d+(?=\/|$)/g, '/{}')}`;
    const known = this.known.get(key);
    if (known !== undefined) return known ?? undefined;
    if (!this.take()) return undefined;
    const found = this.suggest(request, version) ?? null;
    if (this.known.size >= this.options.cacheSize) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, found);
    return found ?? undefined;
  }

  private take(): boolean {
    const now = this.options.now();
    const { perSecond } = this.options;
    this.tokens = Math.min(perSecond, this.tokens + ((now - this.last) / 1000) * perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
