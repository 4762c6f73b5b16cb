import {
  createTranslator,
  splitEndpoint,
  type ChangeMap,
  type Translator,
} from '@compliance-migrate/rename-map';
import { compileDiffOptions, diffJson } from '../compare/diff-json.js';
import type { RunCheckOptions } from '../run/run-check.js';
import type { CheckReport } from '../run/report-types.js';
import type { Scenario } from '../scenario/schema.js';
import { knownEndpoints, resourceOf } from './known-endpoints.js';
import { probeClient, type ProbeAnswer, type ProbeClient } from './probe-client.js';
import { extend } from './probe-queries.js';
import type { Proposal } from './proposal.js';
import { isOwnId } from './request-fields.js';
import { mutated, readRows, type Row } from './write-bodies.js';

/** A proposal the write probes refuted, and why. */
export interface RefutedProposal {
  proposal: Proposal;
  reason: string;
}

/** What {@link probeWrites} decided, and the writes it sent (a person must see that data was written). */
export interface WriteProbeOutcome {
  confirmed: Proposal[];
  refuted: RefutedProposal[];
  /** `METHOD url` → how many were sent. */
  writes: Map<string, number>;
  /** The base writes' answers, per endpoint probed: what `map infer` reads the answer sides from. */
  answers: WriteAnswers[];
  /** Answer-side proposals accepted from {@link answers} (set by `inferFromRuns`; some replace entries to confirm). */
  answerSides: Proposal[];
}

/**
 * The answers of one write endpoint's base write, sent twice to each side with the same record: the older
 * version's in its names, the newer one's as it answered (a value differing between a side's two is noise).
 */
export interface WriteAnswers {
  /** The newer version (the step). */
  since: number;
  /** The endpoint in the newer version's names (`POST /things`). */
  endpoint: string;
  a: SentWrite;
  b: SentWrite;
}

/** A write as sent to one side, and its two answers' bodies. */
export interface SentWrite {
  method: string;
  path: string;
  answers: [unknown, unknown];
  /**
   * The id of the record each answer is of (the record an update was sent to, the one a create made): it differs
   * between the sides by construction, not by a change.
   */
  ids: [string | undefined, string | undefined];
}

/** A step's run: its scenario (written in A's version) and its report. */
export interface ProbedRun {
  scenario: Scenario;
  report: CheckReport;
}

/** Sides' answers of one write, sent twice with the same body: what differs between them is noise (ids, times). */
interface Base {
  answer: ProbeAnswer;
  noise: Set<string>;
  /** The first of the two answers (the same as `answer` when it failed). */
  first: ProbeAnswer;
}

/**
 * Confirms or refutes the request-side proposals marked `confirm` on create (POST) and update (PUT) endpoints by
 * writing to both targets: a body built from a record the older version's reads show (without its ids) is sent
 * to A in A's names and, translated with the proposals, to B; then each proposed field is changed (or left out)
 * alone on both sides. A proposal is confirmed when both versions' answers follow the change (or reject it), and
 * refuted when the older version ignores the field (the server sets it), the newer one ignores the proposed name
 * (or takes the old value spelling as well), or the endpoint does not exist (404/405). Updates are sent only to
 * records the probe created. Proposals it cannot build a body for stay `confirm`. The base writes' answers are
 * returned (`answers`) for the answer sides (`decideAnswers`, write-answers.ts); an update no body is taken by
 * (an action) is sent without one for them.
 */
export async function probeWrites(
  runs: readonly ProbedRun[],
  proposals: readonly Proposal[],
  map: ChangeMap,
  options: Pick<RunCheckOptions, 'env' | 'tokens'> = {},
): Promise<WriteProbeOutcome> {
  const outcome: WriteProbeOutcome = {
    confirmed: [],
    refuted: [],
    writes: new Map(),
    answers: [],
    answerSides: [],
  };
  const accepted = proposals.filter((p) => p.status === 'accepted').map((p) => p.change);
  for (const { scenario, report } of runs) {
    const older = report.targets.a.version;
    const newer = report.targets.b.version;
    if (scenario.version !== older) continue;
    const groups = new Map<string, Proposal[]>();
    for (const p of proposals) {
      const e = String(p.change.endpoint);
      if (p.status !== 'confirm' || Number(p.change.since) !== newer) continue;
      if (!/^(POST|PUT) /.test(e)) continue;
      groups.set(e, [...(groups.get(e) ?? []), p]);
    }
    if (groups.size === 0) continue;
    const client = await probeClient(scenario, options);
    try {
      const base = extend(map, accepted);
      const rows = new RowSource(client, report);
      // Every proposed request rename of the step at once: an update's record is created with its create's.
      const withProposed = extend(
        base,
        [...groups.values()]
          .flat()
          .filter((p) => p.change.in === 'request')
          .map((p) => p.change),
      );
      const forward = createTranslator(withProposed, older, newer);
      const back = createTranslator(withProposed, newer, older);
      for (const [endpoint, group] of groups) {
        const probe = new EndpointProbe(client, forward, back, endpoint, knownEndpoints(map), rows);
        const decided = await probe.run(group);
        outcome.confirmed.push(...decided.confirmed);
        outcome.refuted.push(...decided.refuted);
        if (decided.answers) outcome.answers.push({ since: newer, endpoint, ...decided.answers });
      }
    } finally {
      for (const [k, n] of client.writes) outcome.writes.set(k, (outcome.writes.get(k) ?? 0) + n);
      await client.close();
    }
  }
  return outcome;
}

/** Records read from the older version (its list and item reads of the step's scenario), per resource. */
class RowSource {
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

/** The probes of one write endpoint (in B's names) for its proposals. */
class EndpointProbe {
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

/**
 * The record as a write of the older version takes it: fields its 4xx answers name (`Unknown field(s): x, y`, a
 * field the read shows but the write does not take) are left out and the write sent again, a few times at most;
 * the names a refusal named are added to `refused`.
 */
async function fitted(
  row: Row,
  write: (row: Row) => Promise<ProbeAnswer>,
  refused: Set<string> = new Set(),
): Promise<Row> {
  let current = row;
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await write(current);
    if (answer.status < 400 || answer.status >= 500) return current;
    // An answer that lists the fields a write takes names them too: only a text that refuses some counts.
    const texts = stringsOf(answer.body);
    const refusing = texts.filter((t) =>
      /unknown|unexpected|not allowed|not permitted|unrecognized/i.test(t),
    );
    const text = (refusing.length > 0 ? refusing : texts).join('\n');
    const named = Object.keys(current).filter((k) => new RegExp(`\\b${k}\\b`).test(text));
    if (named.length === 0) return current;
    if (refusing.length > 0) for (const k of named) refused.add(k);
    current = Object.fromEntries(Object.entries(current).filter(([k]) => !named.includes(k)));
  }
  return current;
}

/** The texts of an error body, at any depth. */
function stringsOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap(stringsOf);
}

/** Whether an answer to the changed write differs from the base's beyond noise, or rejects it. */
function follows(base: Base, variant: ProbeAnswer): boolean {
  if (variant.status >= 300) return true;
  return differingPaths(base.answer, variant, base.noise).size > 0;
}

function differingPaths(x: ProbeAnswer, y: ProbeAnswer, noise: Set<string> = new Set()): Set<string> {
  const findings = diffJson('probe', x.body, y.body, compileDiffOptions());
  return new Set(findings.map((f) => f.path).filter((p) => !noise.has(p)));
}

/** The object at a dotted place of a body (`''` the body itself). */
function holderAt(body: Row, at: string): Row | undefined {
  let here: unknown = body;
  for (const part of at ? at.split('.') : []) {
    if (typeof here !== 'object' || here === null || Array.isArray(here)) return undefined;
    here = (here as Row)[part];
  }
  return typeof here === 'object' && here !== null && !Array.isArray(here) ? (here as Row) : undefined;
}

/** A path template with its parameter filled. */
const fill = (path: string, id: string | undefined): string =>
  id === undefined ? path : path.replace(/\{[^}]*\}/, encodeURIComponent(id));

/** The id of a created record: its own id field, at the top or under one wrapping object. */
function idOf(body: unknown, resource: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  for (const [k, v] of Object.entries(body))
    if (isOwnId(k, k, resource) && (typeof v === 'number' || typeof v === 'string')) return String(v);
  for (const v of Object.values(body)) {
    const inner = typeof v === 'object' && v !== null && !Array.isArray(v) ? idOf(v, resource) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A write's two answers as {@link SentWrite}: the record's id is the update's, or the one each create made. */
function sent(
  method: string,
  path: string,
  answers: [ProbeAnswer, ProbeAnswer],
  id: string | undefined,
): SentWrite {
  const idIn = (x: ProbeAnswer): string | undefined => id ?? idOf(x.body, resourceOf(path));
  return {
    method,
    path,
    answers: [answers[0].body, answers[1].body],
    ids: [idIn(answers[0]), idIn(answers[1])],
  };
}
