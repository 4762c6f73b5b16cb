import { Agent } from 'undici';
import type { ChangeMap, Translator } from '@compliance-migrate/rename-map';
import { bodyKind } from '../compare/body-kind.js';
import { compareFiles } from '../compare/compare-files.js';
import { compileDiffOptions, diffJson, type CompiledDiffOptions } from '../compare/diff-json.js';
import { translateHeaderNames } from '../compare/header-names.js';
import { genericPath } from '../compare/json-path.js';
import { noiseFrom, withoutNoise } from '../compare/noise.js';
import { makeFinding, type Finding } from '../findings/finding.js';
import { groupFindings } from '../findings/group.js';
import { atLeast, type Severity } from '../findings/severity.js';
import type { Operation, ResolvedTarget, Scenario } from '../scenario/schema.js';
import { loginTarget, type AccessTokens } from './auth.js';
import { Limiter } from './limiter.js';
import { runSignal } from './run-signal.js';
import type { CheckReport, OperationResult, SentRequest } from './report-types.js';
import { send, type Exchange, type SendOptions } from './send.js';

/** Options of {@link runCheck}. */
export interface RunCheckOptions {
  /** Send POST, PUT, PATCH and DELETE operations too (default: report them as skipped). */
  allowWrites?: boolean;
  /** Overrides the scenario's concurrency. */
  concurrency?: number;
  /** The lowest severity that fails the run (default `error`). */
  failOn?: Severity;
  /** The change map; default: the built-in map with the scenario's overlays plus `overlays`. */
  map?: ChangeMap;
  /** More overlay files (e.g. from `--overlay`). */
  overlays?: string[];
  /** Where secrets are read from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Ready token sources per target, instead of logging in with the scenario's profiles. */
  tokens?: { a?: AccessTokens; b?: AccessTokens };
  /** Called after each operation. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Stops the run when aborted (Ctrl-C): no operation is started after it, requests in flight are cancelled, and
   * the report holds the operations that finished, with `interrupted` set.
   */
  signal?: AbortSignal;
}

interface Side {
  name: 'a' | 'b';
  target: ResolvedTarget;
  translator: Translator;
  send: SendOptions;
}

/**
 * Runs a scenario: each operation is translated for both targets, sent to A twice (to learn noise) and to
 * B once; B's answer is brought into A's version and compared.
 * @example
 * const report = await runCheck(await loadScenario('scenario.yaml'));
 * process.exitCode = report.failed ? 1 : 0;
 */
export async function runCheck(scenario: Scenario, options: RunCheckOptions = {}): Promise<CheckReport> {
  const { createTranslator, loadChangeMap } = await import('@compliance-migrate/rename-map');
  const map =
    options.map ?? (await loadChangeMap([...scenario.options.overlays, ...(options.overlays ?? [])]));
  const failOn = options.failOn ?? 'error';
  const concurrency = options.concurrency ?? scenario.options.concurrency;
  const limiter = new Limiter(concurrency, scenario.options.rateLimit);
  const dispatcher = new Agent({ connections: concurrency, keepAliveTimeout: 10_000 });
  const startedAt = new Date();
  let requests = 0;
  const diffOptions = compileDiffOptions(scenario.options);
  const signal = runSignal(options.signal);
  try {
    const tokensOf = async (name: 'a' | 'b'): Promise<AccessTokens | undefined> => {
      const given = options.tokens?.[name];
      if (given) return given;
      const profile = scenario.targets[name].auth;
      return profile ? loginTarget(name, profile, options.env) : undefined;
    };
    const [tokensA, tokensB] = await Promise.all([tokensOf('a'), tokensOf('b')]);
    const sendOptions = (tokens: AccessTokens | undefined): SendOptions => ({
      dispatcher,
      limiter,
      tokens,
      retries: scenario.options.retries,
      retryDelayMs: scenario.options.retryDelayMs,
      timeoutMs: scenario.options.timeoutMs,
      onAttempt: () => requests++,
      ...(signal ? { signal } : {}),
    });
    const a: Side = {
      name: 'a',
      target: scenario.targets.a,
      translator: createTranslator(map, scenario.version, scenario.targets.a.version),
      send: sendOptions(tokensA),
    };
    const b: Side = {
      name: 'b',
      target: scenario.targets.b,
      translator: createTranslator(map, scenario.version, scenario.targets.b.version),
      send: sendOptions(tokensB),
    };
    const back = createTranslator(map, scenario.targets.b.version, scenario.targets.a.version);

    const results: OperationResult[] = new Array(scenario.operations.length);
    let next = 0;
    let done = 0;
    const worker = async (): Promise<void> => {
      while (next < scenario.operations.length && !options.signal?.aborted) {
        const index = next++;
        const op = scenario.operations[index]!;
        const result = await runOperation(op, a, b, back, diffOptions, options.allowWrites === true);
        if (options.signal?.aborted) return; // cut short: not a finding
        results[index] = result;
        options.onProgress?.(++done, scenario.operations.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, scenario.operations.length) }, worker));
    const report = buildReport(scenario, results.filter(Boolean), startedAt, failOn, requests);
    return options.signal?.aborted ? { ...report, interrupted: true } : report;
  } finally {
    await dispatcher.close();
  }
}

async function runOperation(
  op: Operation,
  a: Side,
  b: Side,
  back: Translator,
  diffOptions: CompiledDiffOptions,
  allowWrites: boolean,
): Promise<OperationResult> {
  const result: OperationResult = {
    name: op.name,
    method: op.method,
    path: op.path,
    outcome: 'compared',
    findings: [],
    noise: [],
    suppressed: 0,
    notes: [],
  };
  if (op.method !== 'GET' && !allowWrites) {
    result.outcome = 'skipped';
    result.findings.push(
      makeFinding('operation.skipped', op.name, '$', {
        detail: `${op.method} ${op.path} changes data; pass --allow-writes to send it`,
      }),
    );
    return result;
  }
  const reqA = prepare(op, a);
  const reqB = prepare(op, b);
  result.notes.push(...reqA.notes, ...reqB.notes);
  const [a1, b1] = await Promise.all([send(reqA.outgoing, a.send), send(reqB.outgoing, b.send)]);
  const a2 = a1.error ? undefined : await send(reqA.outgoing, a.send);
  result.a = sent(reqA, a1);
  result.b = sent(reqB, b1);
  const failures = [
    ['A', a1],
    ['B', b1],
  ].filter(([, x]) => (x as Exchange).error) as [string, Exchange][];
  if (failures.length > 0) {
    result.outcome = 'failed';
    for (const [side, x] of failures)
      result.findings.push(
        makeFinding('request.failed', op.name, `$${side}`, { detail: `${side}: ${x.error}` }),
      );
    return result;
  }
  if (a1.status !== b1.status) {
    result.findings.push(
      makeFinding('response.status-changed', op.name, '$', { expected: a1.status, actual: b1.status }),
    );
  }
  const isJson = (t: string): boolean => bodyKind(t) === 'json';
  if (!isJson(a1.contentType) || !isJson(b1.contentType)) {
    if (a1.contentType.toLowerCase() !== b1.contentType.toLowerCase()) {
      result.findings.push(
        makeFinding('response.content-type-changed', op.name, '$', {
          expected: a1.contentType,
          actual: b1.contentType,
        }),
      );
      return result;
    }
    const files = await compareFiles({
      operation: op.name,
      kind: bodyKind(a1.contentType) as 'xlsx' | 'bytes',
      a: a1.bytes,
      ...(a2 && !a2.error && a2.contentType === a1.contentType ? { a2: a2.bytes } : {}),
      b: b1.bytes,
      headerNames: translateHeaderNames(back, reqB.outgoing.method, reqB.path),
      diffOptions,
    });
    result.findings.push(...files.findings);
    result.noise = files.noise;
    result.suppressed = files.suppressed;
    return result;
  }
  const translated = back.response({
    method: reqB.outgoing.method,
    path: reqB.path,
    body: b1.body,
    status: b1.status,
  });
  result.notes.push(...translated.lossy.map((l) => `B→A: ${JSON.stringify(l)}`));
  const bodyA = parse(a1.body);
  const bodyA2 = a2 && isJson(a2.contentType) ? parse(a2.body) : undefined;
  const bodyB = parse(translated.body);
  for (const [side, body] of [
    ['A', bodyA],
    ['B', bodyB],
  ] as const) {
    if (!body.ok)
      result.findings.push(
        makeFinding('response.body-invalid', op.name, `$${side}`, { detail: `${side}: ${body.error}` }),
      );
  }
  if (!bodyA.ok || !bodyB.ok) return result;
  if (bodyA2?.ok) result.noise = noiseFrom(diffJson(op.name, bodyA.value, bodyA2.value, diffOptions));
  const diff = diffJson(op.name, bodyA.value, bodyB.value, diffOptions);
  const { kept, suppressed } = withoutNoise(a1.status >= 400 ? inErrorBody(diff) : diff, result.noise);
  result.findings.push(...kept);
  result.suppressed = suppressed.length;
  return result;
}

/** Findings of an error answer: a field only B's error body has is more than info (see its kind's help). */
function inErrorBody(findings: Finding[]): Finding[] {
  return findings.map((f) =>
    f.kind === 'response.field-added'
      ? makeFinding('response.error-field-added', f.operation, f.path, { actual: f.actual })
      : f,
  );
}

interface Prepared {
  outgoing: { method: string; url: string; headers: Record<string, string>; body?: string };
  path: string;
  query: string;
  endpoint: string | undefined;
  applied: string[];
  notes: string[];
}

function prepare(op: Operation, side: Side): Prepared {
  const query =
    typeof op.query === 'string'
      ? op.query.replace(/^\?/, '')
      : new URLSearchParams(
          Object.entries(op.query ?? {}).flatMap(([k, v]) =>
            (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, String(x)]),
          ),
        ).toString();
  const body = op.body === undefined ? undefined : JSON.stringify(op.body);
  const t = side.translator.request({ method: op.method, path: op.path, query, body });
  let endpoint = t.endpoint;
  if (endpoint === undefined && op.endpoint !== undefined) {
    const route = side.translator.route(op.method, op.endpoint);
    endpoint = `${route.method} ${route.path}`;
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-company-context': String(side.target.company),
    ...side.target.headers,
  };
  if (t.body !== undefined) headers['content-type'] = 'application/json';
  const base = side.target.baseUrl.replace(/\/+$/, '');
  return {
    outgoing: {
      method: t.method,
      url: `${base}${t.path}${t.query ? `?${t.query}` : ''}`,
      headers,
      ...(t.body !== undefined ? { body: t.body } : {}),
    },
    path: t.path,
    query: t.query,
    endpoint,
    applied: t.applied,
    notes: [...t.lossy.map((l) => `${side.name}: ${JSON.stringify(l)}`)],
  };
}

function sent(p: Prepared, x: Exchange): SentRequest {
  const s: SentRequest = {
    method: p.outgoing.method,
    path: p.path,
    query: p.query,
    status: x.status,
    attempts: x.attempts,
    durationMs: Math.round(x.durationMs),
    applied: p.applied,
  };
  if (p.endpoint !== undefined) s.endpoint = p.endpoint;
  if (x.contentType) s.contentType = x.contentType;
  if (x.error !== undefined) s.error = x.error;
  return s;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `invalid JSON: ${(error as Error).message}` };
  }
}

function buildReport(
  scenario: Scenario,
  operations: OperationResult[],
  startedAt: Date,
  failOn: Severity,
  requests: number,
): CheckReport {
  const findings: Finding[] = operations.flatMap((o) => o.findings);
  const bySeverity: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  const fields = new Map<string, { kind: string; path: string; count: number }>();
  for (const f of findings) {
    bySeverity[f.severity]++;
    const path = genericPath(f.path);
    const key = `${f.kind} ${f.operation} ${path}`;
    const entry = fields.get(key) ?? { kind: f.kind, path: `${f.operation} ${path}`, count: 0 };
    entry.count++;
    fields.set(key, entry);
  }
  return {
    tool: 'compliance-migrate check',
    scenario: scenario.name,
    source: scenario.source,
    ...(scenario.lines ? { lines: scenario.lines } : {}),
    targets: {
      a: { baseUrl: scenario.targets.a.baseUrl, version: scenario.targets.a.version },
      b: { baseUrl: scenario.targets.b.baseUrl, version: scenario.targets.b.version },
    },
    version: scenario.version,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    failOn,
    operations,
    findings,
    groups: groupFindings(findings),
    noise: operations.flatMap((o) => o.noise),
    summary: {
      operations: operations.length,
      compared: operations.filter((o) => o.outcome === 'compared').length,
      skipped: operations.filter((o) => o.outcome === 'skipped').length,
      failed: operations.filter((o) => o.outcome === 'failed').length,
      requests,
      bySeverity,
      byField: [...fields.values()].sort((x, y) => y.count - x.count),
    },
    failed: findings.some((f) => atLeast(f.severity, failOn)),
  };
}

/** Re-evaluates `failed` for another `--fail-on` threshold. */
export function failsAt(report: CheckReport, failOn: Severity): boolean {
  return report.findings.some((f) => atLeast(f.severity, failOn));
}
