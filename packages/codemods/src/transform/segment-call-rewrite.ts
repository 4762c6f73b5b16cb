import type { ApiIndex } from '../api/api-index.js';
import { argsOf } from './call-site.js';
import { isStringLiteral, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

const WORD = /^[A-Za-z][\w.-]*$/;

/**
 * Rewrites the path a segment builder's call writes (`path('records', id)` → `path('categories', id)`,
 * `path(NOTIFICATION_PROFILES, 'add')` → `path(NOTIFICATION_PROFILES)`), the call being this API's path by the project
 * pass (`project/segment-builder.ts`): each renamed segment written as a string is rewritten in place, trailing
 * segments the new path drops are taken out. A segment held in a name, a moved endpoint (its id goes into the path:
 * the request's own TODO says so) or a new path of another shape gets a TODO instead.
 */
export function rewriteSegments(
  call: AstNode,
  entry: { text: string; method?: string },
  index: ApiIndex,
  edits: IdEdit[],
  todo: (changeId: string, message: string) => void,
): void {
  const resolution = index.resolve(entry.text, entry.method);
  if (resolution.kind === 'todo') return todo(resolution.changeId, resolution.message);
  if (resolution.kind !== 'endpoint' || resolution.moved) return;
  const changeId = resolution.ids[0] ?? '';
  const before = entry.text.split('/').slice(1);
  const after = resolution.path.split('/').slice(1);
  if (before.join('/') === after.join('/')) return;
  const args = argsOf(call);
  const shown = resolution.path.replace(/\uE000\d+\uE000/g, '{…}');
  const cannot = (why: string): void =>
    todo(changeId, `this path becomes ${shown}; ${why}: write the new segments in this call`);
  const written = (i: number): AstNode | undefined => {
    const arg = args[i];
    return arg && isStringLiteral(arg) ? arg : undefined;
  };
  if (after.length === before.length) {
    const out: IdEdit[] = [];
    for (const [i, segment] of after.entries()) {
      if (segment === before[i]) continue;
      const arg = written(i);
      if (!arg || !WORD.test(segment))
        return cannot(`its segment ${before[i]} is not written as a string here`);
      out.push({ start: startOf(arg) + 1, end: endOf(arg) - 1, text: segment, changeId, at: startOf(arg) });
    }
    edits.push(...out);
    return;
  }
  const kept = after.length;
  const dropped = args.slice(kept, before.length);
  const prefix = after.every((segment, i) => segment === before[i]);
  if (!prefix || kept === 0 || dropped.some((_, i) => !written(kept + i)) || args.length !== before.length)
    return cannot('its segments do not line up with the new path');
  const start = endOf(args[kept - 1]!);
  const end = endOf(args[before.length - 1]!);
  edits.push({ start, end, text: '', changeId, at: startOf(args[kept]!) });
}
