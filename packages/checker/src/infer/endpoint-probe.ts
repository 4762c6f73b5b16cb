import { splitEndpoint, type Translator } from '@compliance-migrate/rename-map';
import { differingPaths, follows, type Base } from './answer-noise.js';
import { fitted } from './fitted-write.js';
import { resourceOf, type knownEndpoints } from './known-endpoints.js';
import type { ProbeAnswer, ProbeClient } from './probe-client.js';
import type { RefutedProposal, WriteAnswers } from './probe-writes.js';
import type { Proposal } from './proposal.js';
import type { RowSource } from './row-source.js';
import { mutated, type Row } from './write-bodies.js';
import { fill, holderAt, idOf, sent } from './write-records.js';

/** The probes of one write endpoint (in B's names) for its proposals. */
export class EndpointProbe {
  readonly method: string;
  /** The endpoint's path in A's names (a template for an update). */
  readonly pathA: string;
  constructor(
    private readonly client: ProbeClient,
    private readonly forward: Translator,
    private readonly back: Translator,
    private readonly endpoint: string,
    private readonly known: ReturnType<typeof knownEndpoints>,
    private readonly rows: RowSource,
  ) {
    const { method, path } = splitEndpoint(endpoint);
    const route = back.route(method, path);
    this.method = route.method;
    this.pathA = route.path;
  }

  async run(group: readonly Proposal[]): Promise<{
    confirmed: Proposal[];
    refuted: RefutedProposal[];
    answers?: Pick<WriteAnswers, 'a' | 'b'>;
  }> {
    const confirmed: Proposal[] = [];
    const refuted: RefutedProposal[] = [];
    const resource = resourceOf(this.pathA);
    const isUpdate = this.method === 'PUT';
    for (const read of await this.rows.of(resource)) {
      const ids = isUpdate ? await this.createBoth(read, resource) : { a: undefined, b: undefined };
      if (!ids) continue;
      const refused = new Set<string>();
      const row = await fitted(
        read,
        (r) => this.sendA(JSON.stringify(this.withId(r, ids.a)), ids.a),
        refused,
      );
      const a = await this.base('a', row, ids.a);
      const b = await this.base('b', row, ids.b);
      // Not served by the newer version: nothing of the endpoint, answer or request, is a change to make.
      if (b.answer.status === 404 || b.answer.status === 405) {
        for (const p of group)
          refuted.push({ proposal: p, reason: `${this.endpoint} answered ${b.answer.status}: not served` });
        return { confirmed, refuted };
      }
      if (a.answer.status >= 300 || b.answer.status >= 300) continue;
      const bodyB = this.requestB(row, ids.b);
      const answers = {
        a: sent(this.method, fill(this.pathA, ids.a), [a.first, a.answer], ids.a),
        b: sent(bodyB.method, bodyB.path, [b.first, b.answer], ids.b),
      };
      for (const p of group) {
        if (p.change.in !== 'request') continue;
        const from = String(p.change.kind === 'value.renamed' ? p.change.field : p.change.from);
        if (!p.change.at && refused.has(from)) {
          refuted.push({
            proposal: p,
            reason: `the older version refuses ${from} on ${this.method} ${this.pathA}`,
          });
          continue;
        }
        const verdict = await this.decide(p, bodyB.body, a, b, ids, isUpdate, row);
        if (verdict === true) confirmed.push(p);
        else if (typeof verdict === 'string') refuted.push({ proposal: p, reason: verdict });
      }
      return { confirmed, refuted, answers };
    }
    const answers = isUpdate && this.pathA.includes('{') ? await this.bodyless(resource) : undefined;
    return { confirmed, refuted, ...(answers ? { answers } : {}) };
  }

  /**
   * An update no record's body was taken by, sent without a body to a record the probe created, twice per side:
   * an action (`PUT /things/{id}/archive`) takes none, and its answers still show its answer side.
   */
  async bodyless(resource: string): Promise<Pick<WriteAnswers, 'a' | 'b'> | undefined> {
    const row = (await this.rows.of(resource))[0];
    const ids = row && (await this.createBoth(row, resource));
    if (!ids) return undefined;
    const pathA = fill(this.pathA, ids.a);
    const t = this.forward.request({ method: this.method, path: pathA, query: '', body: undefined });
    const a = [
      await this.client.send('a', this.method, pathA),
      await this.client.send('a', this.method, pathA),
    ];
    const b = [await this.client.send('b', t.method, t.path), await this.client.send('b', t.method, t.path)];
    if ([...a, ...b].some((x) => x.status >= 300)) return undefined;
    return {
      a: sent(this.method, pathA, [a[0]!, a[1]!], ids.a),
      b: sent(t.method, t.path, [b[0]!, b[1]!], ids.b),
    };
  }

  /** For an update: a record created by the probe on each side, by a create endpoint of the resource. */
  async createBoth(row: Row, resource: string): Promise<{ a: string; b: string } | undefined> {
    for (const create of this.createsOf(resource)) {
      let a: ProbeAnswer | undefined;
      const body = await fitted(
        row,
        async (r) => (a = await this.client.send('a', 'POST', create, JSON.stringify(r))),
      );
      if (!a || a.status >= 300) continue;
      const t = this.forward.request({ method: 'POST', path: create, query: '', body: JSON.stringify(body) });
      const b = await this.client.send('b', t.method, t.path, t.body);
      const idA = idOf(a.body, resource);
      const idB = idOf(b.body, resourceOf(t.path));
      if (b.status < 300 && idA !== undefined && idB !== undefined) return { a: idA, b: idB };
    }
    return undefined;
  }

  /** Create endpoints of the resource in A's names: A's own, and B's routed back. */
  createsOf(resource: string): string[] {
    const out = new Set<string>();
    for (const [since, endpoints] of this.known) {
      for (const e of endpoints.keys()) {
        const { method, path } = splitEndpoint(e);
        if (method !== 'POST' || path.includes('{')) continue;
        const a =
          since === this.back.to ? path : since === this.back.from ? this.back.route(method, path).path : '';
        if (resourceOf(a) === resource) out.add(a);
      }
    }
    return [...out];
  }

  /** The write sent twice to one side with the row's values; what differs between the answers is noise. */
  async base(side: 'a' | 'b', row: Row, id: string | undefined): Promise<Base> {
    const send = () =>
      side === 'a'
        ? this.sendA(JSON.stringify(this.withId(row, id)), id)
        : this.sendB(this.requestB(row, id));
    const first = await send();
    if (first.status >= 300) return { answer: first, noise: new Set(), first };
    const second = await send();
    return { answer: second, noise: differingPaths(first, second), first };
  }

  requestB(row: Row, id: string | undefined): { method: string; path: string; body: string | undefined } {
    return this.forward.request({
      method: this.method,
      path: fill(this.pathA, id),
      query: '',
      body: JSON.stringify(this.withId(row, id)),
    });
  }

  /** An update whose path names no record carries the id in its body (`endpoint.moved`). */
  withId(row: Row, id: string | undefined): Row {
    return id !== undefined && !this.pathA.includes('{') ? { ...row, id: Number(id) || id } : row;
  }

  sendA(body: string, id: string | undefined): Promise<ProbeAnswer> {
    return this.client.send('a', this.method, fill(this.pathA, id), body);
  }

  sendB(t: { method: string; path: string; body: string | undefined }): Promise<ProbeAnswer> {
    return this.client.send('b', t.method, t.path, t.body);
  }

  /** `true` (confirmed), a reason (refuted) or undefined (cannot tell). */
  async decide(
    p: Proposal,
    bodyB: string | undefined,
    a: Base,
    b: Base,
    ids: { a: string | undefined; b: string | undefined },
    isUpdate: boolean,
    row: Row,
  ): Promise<true | string | undefined> {
    const c = p.change;
    const key = String(c.kind === 'value.renamed' ? c.field : c.to);
    const at = String(c.at ?? '');
    if (at.includes('[') || bodyB === undefined) return undefined;
    const parsed = JSON.parse(bodyB) as Row;
    const holder = holderAt(parsed, at);
    if (!holder || !(key in holder)) return undefined;
    // The field changed (or left out) alone, in B's names and, translated back, in A's.
    const variantB = structuredClone(parsed);
    mutated(holderAt(variantB, at)!, key);
    const t = this.back.request({
      method: splitEndpoint(this.endpoint).method,
      path: fill(splitEndpoint(this.endpoint).path, ids.b),
      query: '',
      body: JSON.stringify(variantB),
    });
    const variantA = JSON.parse(t.body ?? '{}') as Row;
    if (ids.a !== undefined && 'id' in variantA) variantA.id = Number(ids.a) || ids.a;
    const restore = async (side: 'a' | 'b'): Promise<Base> =>
      isUpdate ? this.base(side, row, ids[side]) : side === 'a' ? a : b;
    const baseA = await restore('a');
    const takesA = follows(baseA, await this.sendA(JSON.stringify(variantA), ids.a));
    const from = String(c.kind === 'value.renamed' ? c.field : c.from);
    if (!takesA)
      return `the older version ignores ${from} on ${this.method} ${this.pathA} (the endpoint does not take it, or the server sets it)`;
    let sentB = variantB;
    if (c.kind === 'value.renamed') {
      // The old spelling under the new name: the newer version must not take it as the new one.
      const values = c.values as Record<string, string>;
      const old = Object.keys(values).find((o) => values[o] === holder[key]);
      if (old === undefined) return undefined;
      sentB = structuredClone(parsed);
      holderAt(sentB, at)![key] = old;
    }
    const baseB = await restore('b');
    const answerB = await this.client.send(
      'b',
      splitEndpoint(this.endpoint).method,
      fill(splitEndpoint(this.endpoint).path, ids.b),
      JSON.stringify(sentB),
    );
    if (follows(baseB, answerB)) return true;
    return c.kind === 'value.renamed'
      ? `the newer version takes ${String(holder[key])}'s old spelling as well on ${this.endpoint}`
      : `the newer version ignores ${key} on ${this.endpoint}`;
  }
}
