import { createTranslator, type ChangeMap } from '@compliance-migrate/rename-map';
import { parseVersion, previousVersion, type Since } from '@compliance-migrate/rename-map/versions';
import { compileDiffOptions, diffJson } from '../compare/diff-json.js';
import type { CheckReport } from '../run/report-types.js';
import { newerNames } from './collect-step.js';
import { addRows, type Location } from './evidence-rows.js';
import { mergeLocations, stepLocations } from './infer-changes.js';
import { inferStep } from './infer-step.js';
import { extend } from './probe-queries.js';
import type { RefutedProposal, WriteAnswers } from './probe-writes.js';
import type { Proposal } from './proposal.js';
import { answerContradicts } from './answer-contradicts.js';

/** What the write probes' answers decided of the answer sides of write endpoints. */
export interface AnswerDecision {
  /** Proposals the answers show, accepted by the read rules (some replace entries that were to confirm). */
  accepted: Proposal[];
  /** Entries to confirm that an accepted proposal above replaces. */
  confirmed: Proposal[];
  /** Entries to confirm that the answers contradict. */
  refuted: RefutedProposal[];
}

/**
 * Reads the base writes' answers (older vs newer, per endpoint probed) as observed traffic: their rows, with
 * what differed between a side's two answers (ids, times) left out, go through the same inference as the reads'
 * (beside them, so support across places counts alike), and what it finds on those endpoints' answers at or above
 * `minConfidence` is accepted. An answer-side entry to confirm of a probed endpoint is confirmed when found, and
 * refuted when the answers contradict it (the field kept its name, or was there already); one whose field
 * neither answer carries stays to confirm.
 */
export function decideAnswers(
  pairs: readonly WriteAnswers[],
  reports: readonly CheckReport[],
  map: ChangeMap,
  proposals: readonly Proposal[],
  minConfidence: number,
): AnswerDecision {
  const decision: AnswerDecision = { accepted: [], confirmed: [], refuted: [] };
  if (pairs.length === 0) return decision;
  const bySince = stepLocations(reports, map);
  for (const pair of pairs) mergeLocations(bySince, pair.since as Since, answerLocations(pair, map));
  const probed = new Set(pairs.map((p) => `${p.since}|${p.endpoint}`));
  const onProbed = (c: Record<string, unknown>): boolean =>
    c.in === 'response' && probed.has(`${String(c.since)}|${String(c.endpoint)}`);
  const found: Proposal[] = [];
  for (const [since, locations] of bySince)
    for (const p of inferStep(since, locations))
      if (onProbed(p.change) && p.confidence >= minConfidence) found.push({ ...p, status: 'accepted' });
  const existing = new Map(proposals.map((p) => [identity(p.change), p] as const));
  for (const p of found) {
    const same = existing.get(identity(p.change));
    if (same?.status === 'accepted') continue;
    decision.accepted.push(p);
    if (same?.status === 'confirm') decision.confirmed.push(same);
  }
  const taken = new Set(found.map((p) => identity(p.change)));
  for (const p of proposals) {
    if (p.status !== 'confirm' || !onProbed(p.change) || taken.has(identity(p.change))) continue;
    const pair = pairs.find((w) => w.since === Number(p.change.since) && w.endpoint === p.change.endpoint)!;
    // The older answer in the newer names, with what the answers showed at other places (a container renamed
    // above the entry's place) applied, so the entry's holder is found on both sides.
    const elsewhere = found
      .filter((f) => f.change.endpoint === p.change.endpoint && f.change.at !== p.change.at)
      .map((f) => f.change);
    const older = forwardAnswer(pair, extend(map, elsewhere));
    const reason = answerContradicts(p.change, older, pair.b.answers[1]);
    if (reason) decision.refuted.push({ proposal: p, reason: `${pair.endpoint}'s answers: ${reason}` });
  }
  return decision;
}

/** What a proposal says, whatever its id, notes and values (value renames of a field are one entry). */
const identity = (c: Record<string, unknown>): string =>
  JSON.stringify(['kind', 'since', 'endpoint', 'in', 'at', 'from', 'to', 'field'].map((k) => c[k] ?? null));

/** The rows where a probed write's older and newer answers differ, beyond noise, at the newer version's places. */
function answerLocations(pair: WriteAnswers, map: ChangeMap): Map<string, Location> {
  const older = previousVersion(parseVersion(pair.since))!;
  const back = createTranslator(map, parseVersion(pair.since), older);
  const inOlderNames = (body: unknown): unknown =>
    JSON.parse(
      back.response({ method: pair.b.method, path: pair.b.path, body: JSON.stringify(body) }).body,
    ) as unknown;
  const id = pair.a.ids[1];
  const [a1, a2] = pair.a.answers.map((x, i) => sameRecordId(x, pair.a.ids[i], id));
  const [b1, b2] = pair.b.answers.map((x, i) => inOlderNames(sameRecordId(x, pair.b.ids[i], id)));
  const noise = new Set([...paths(a1, a2), ...paths(b1, b2)]);
  const isNoise = (path: string): boolean =>
    [...noise].some((n) => path === n || path.startsWith(`${n}.`) || path.startsWith(`${n}[`));
  const findings = diffJson('probe', a2, b2, compileDiffOptions()).filter((f) => !isNoise(f.path));
  const forward = createTranslator(map, older, parseVersion(pair.since));
  const locations = new Map<string, Location>();
  addRows(locations, pair.endpoint, `write probe ${pair.endpoint}`, findings, (at) =>
    newerNames(forward, pair.a.method, pair.a.path, at),
  );
  return locations;
}

/** The older base answer in the newer version's names, as `map` (and what the answers showed) translates it. */
function forwardAnswer(pair: WriteAnswers, map: ChangeMap): unknown {
  const older = previousVersion(parseVersion(pair.since))!;
  const forward = createTranslator(map, older, parseVersion(pair.since));
  const body = JSON.stringify(pair.a.answers[1]);
  return JSON.parse(forward.response({ method: pair.a.method, path: pair.a.path, body }).body) as unknown;
}

/** The JSON paths where two answers differ. */
const paths = (x: unknown, y: unknown): string[] =>
  diffJson('noise', x, y, compileDiffOptions()).map((f) => f.path);

/**
 * An answer with its record's id read as `id`: the probe wrote to (or created) a record on each side, and each
 * create makes another, so their ids differ by construction, not by a change. Only values of fields named like
 * an id (`id`, `categoryId`) that equal the answer's record id (`own`) are replaced.
 */
function sameRecordId(body: unknown, own: string | undefined, id: string | undefined): unknown {
  if (own === undefined || id === undefined) return body;
  const swap = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return v.map((e) => swap(e, ''));
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, swap(e, k)]));
    if (!/id$/i.test(key) || String(v) !== own) return v;
    return typeof v === 'number' && Number.isFinite(Number(id)) ? Number(id) : id;
  };
  return swap(body, '');
}
