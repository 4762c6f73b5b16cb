import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { LineCounter, parseDocument, YAMLParseError, type Document } from 'yaml';
import { nearestFile } from '@compliance-migrate/rename-map';
import type { z } from 'zod';
import { ScenarioInvalidError, ScenarioReadError, type ScenarioIssue } from '../errors.js';
import { scenarioSchema, type Scenario } from './schema.js';

/** Options of {@link loadScenario} and {@link parseScenario}. */
export interface LoadScenarioOptions {
  /** Variables for `${NAME}` and `${NAME:-default}` in string values (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/**
 * Reads, expands (`${VAR}`) and validates a scenario file (YAML or JSON).
 * @example
 * const scenario = await loadScenario('fixtures/scenarios/sandbox-v5-v6.yaml', { env: { SANDBOX_URL } });
 */
export async function loadScenario(file: string, options: LoadScenarioOptions = {}): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const meant = code === 'ENOENT' ? await nearestFile(file) : undefined;
    throw new ScenarioReadError(
      file,
      code !== 'ENOENT'
        ? `cannot read the file (${code ?? error})`
        : meant === undefined
          ? 'no such file; check the --scenario path'
          : `no such file; did you mean ${meant}?`,
      { cause: error },
    );
  }
  let raw: unknown;
  let doc: Document;
  const lineCounter = new LineCounter();
  try {
    doc = parseDocument(text, { lineCounter });
    if (doc.errors[0]) throw doc.errors[0];
    raw = doc.toJS();
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    throw new ScenarioReadError(
      file,
      `not valid YAML${line ? ` at line ${line.line}, column ${line.col}` : ''}: ${(error as Error).message.split('\n')[0]}`,
      { cause: error },
    );
  }
  const scenario = parseScenario(raw, file, options);
  return { ...scenario, lines: operationLines(scenario, doc, lineCounter) };
}

/** The line each operation starts on (for annotations that point at it), by name. */
function operationLines(scenario: Scenario, doc: Document, lines: LineCounter): Record<string, number> {
  const out: Record<string, number> = {};
  scenario.operations.forEach((op, i) => {
    const node: unknown = doc.getIn(['operations', i], true);
    const start = (node as { range?: [number, number, number] } | undefined)?.range?.[0];
    if (start !== undefined) out[op.name] = lines.linePos(start).line;
  });
  return out;
}

/** Validates an already parsed scenario; `file` names it in errors and anchors relative overlay paths. */
export function parseScenario(raw: unknown, file = 'inline', options: LoadScenarioOptions = {}): Scenario {
  const issues: ScenarioIssue[] = [];
  const expanded = expand(raw, [], options.env ?? process.env, issues);
  if (issues.length > 0) throw new ScenarioInvalidError(file, issues);
  const result = scenarioSchema.safeParse(expanded);
  if (!result.success) throw new ScenarioInvalidError(file, result.error.issues.map(toIssue));
  const parsed = result.data;
  const base = file === 'inline' ? process.cwd() : dirname(resolve(file));
  // an overlay path is relative to the scenario's folder: a scenario copied elsewhere without its overlay
  const missing = parsed.options.overlays.flatMap((o, i) =>
    file === 'inline' || existsSync(resolve(base, o))
      ? []
      : [
          {
            path: `options.overlays[${i}]`,
            message: `"${o}" names ${resolve(base, o)}, which does not exist (a path relative to the scenario's folder): copy the overlay there or correct the path`,
          },
        ],
  );
  if (missing.length > 0) throw new ScenarioInvalidError(file, missing);
  const resolveAuth = (auth: (typeof parsed.targets.a)['auth']) =>
    typeof auth === 'string' ? parsed.auth[auth] : auth;
  return {
    ...parsed,
    version: parsed.version ?? parsed.targets.a.version,
    targets: {
      a: { ...parsed.targets.a, auth: resolveAuth(parsed.targets.a.auth) },
      b: { ...parsed.targets.b, auth: resolveAuth(parsed.targets.b.auth) },
    },
    options: { ...parsed.options, overlays: parsed.options.overlays.map((o) => resolve(base, o)) },
    source: file,
  };
}

function toIssue(issue: z.core.$ZodIssue): ScenarioIssue {
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    message = `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling (docs/checker.md lists every key)`;
  } else if (issue.code === 'invalid_type' && message.startsWith('Invalid input')) {
    message = `expected ${issue.expected}`;
  }
  return { path: path.replace(/^\./, ''), message };
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

function expand(
  value: unknown,
  path: (string | number)[],
  env: Record<string, string | undefined>,
  issues: ScenarioIssue[],
): unknown {
  if (typeof value === 'string') {
    return value.replace(VARIABLE, (_all, name: string, fallback: string | undefined) => {
      const found = env[name];
      if (found !== undefined && found !== '') return found;
      if (fallback !== undefined) return fallback;
      issues.push({
        path: path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
          .join('')
          .replace(/^\./, ''),
        message: `uses \${${name}}, which is not set; export ${name} or write \${${name}:-default}`,
      });
      return '';
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => expand(v, [...path, i], env, issues));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expand(v, [...path, k], env, issues)]),
    );
  }
  return value;
}
