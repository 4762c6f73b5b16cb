import type { CheckReport } from '../run/report-types.js';
import { resourceOf } from './known-endpoints.js';
import type { ProbeClient } from './probe-client.js';
import { readRows, type Row } from './write-bodies.js';

/** Records read from the older version (its list and item reads of the step's scenario), per resource. */
export class RowSource {
  readonly #cache = new Map<string, Row[]>();
  constructor(
    private readonly client: ProbeClient,
    private readonly report: CheckReport,
  ) {}

  /**
   * Records of a resource (first path segment in A's names), without their own ids: the first of each read
   * (lists first, then item reads, which may hold more of the record), up to four.
   */
  async of(resource: string): Promise<Row[]> {
    const cached = this.#cache.get(resource);
    if (cached) return cached;
    const reads = this.report.operations
      .filter((o) => o.method === 'GET' && o.a && o.a.status < 300 && resourceOf(o.a.path) === resource)
      .sort((x, y) => Number(x.a!.path.split('/').length > 2) - Number(y.a!.path.split('/').length > 2));
    const out: Row[] = [];
    for (const o of reads) {
      if (out.length >= 4) break;
      const answer = await this.client.send('a', 'GET', o.a!.path, undefined, o.a!.query);
      if (answer.status < 300) out.push(...readRows(answer.body, resource).slice(0, 1));
    }
    this.#cache.set(resource, out);
    return out;
  }
}
