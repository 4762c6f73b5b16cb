import type { Note } from '../result.js';
import type { PlanNode } from './body-plan.js';
import type { Translator } from './translator.js';

/** A body a translator returned unchanged, with the endpoint (source version) and side it belongs to. */
export interface UnchangedBody {
  method: string;
  path: string;
  side: 'request' | 'response';
  body: string;
  /** A response's status (default 200). */
  status?: number;
}

/**
 * Checks a body the translator left as it was, for callers that must not pass a wrong body on in silence
 * (`translate`): a `not-json` note when it is not JSON (the rewriter reads nothing when no change names the
 * endpoint), an `unexpected-shape` note when it holds none of the fields the endpoint's changes name. It parses
 * the body, so it is for bodies that came back unchanged, not for the proxy's hot path.
 */
export function checkUnchangedBody(translator: Translator, input: UnchangedBody): Note | undefined {
  let value: unknown;
  try {
    value = JSON.parse(input.body);
  } catch (error) {
    return {
      code: 'not-json',
      message: `body is not valid JSON (${(error as Error).message}); passed through untouched`,
    };
  }
  const plan = firstPlan(translator, input);
  if (plan === undefined) return undefined;
  const missing = missingNames(value, plan.node, '$');
  if (missing === undefined) return undefined;
  return {
    code: 'unexpected-shape',
    path: missing.path,
    message: `none of the fields the changes of ${input.method.toUpperCase()} ${input.path} name (${missing.names.join(', ')}) is at ${missing.path}: is this a ${input.side} body of that endpoint?`,
  };
}

/** The plan of the first step that changes this body: its names are those of the input. */
function firstPlan(translator: Translator, input: UnchangedBody): { node: PlanNode } | undefined {
  for (const { step, route } of translator.route(input.method, input.path).steps) {
    const node = step.plan(route.key, input.side, input.status);
    if (node !== undefined) return { node };
  }
  return undefined;
}

/** Where an object holds none of the names a plan node acts on (looking into the first object of a list). */
function missingNames(
  value: unknown,
  node: PlanNode,
  path: string,
): { path: string; names: string[] } | undefined {
  if (Array.isArray(value)) {
    const first = value.findIndex(isRecord);
    return node.item && first >= 0 ? missingNames(value[first], node.item, `${path}[${first}]`) : undefined;
  }
  if (!isRecord(value)) return undefined;
  const names = [...(node.keys?.keys() ?? []), ...(node.inserts ?? []).map((i) => i.key)];
  if (names.length === 0 || names.some((name) => Object.hasOwn(value, name))) return undefined;
  return { path, names };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
