import type { ApiIndex } from '../api/api-index.js';
import type { AstNode } from './node-types.js';
import { renameQueryName, type IdEdit } from './object-rewrite.js';
import { isExpectedFetchUrl } from './stubbed-fetch-url.js';

/** A pattern that is a URL written literally: its slashes, `?` and dots escaped, anchored or not. */
const LITERAL_URL = /^(\^?)((?:[\w\-=&%~,:]|\\[/?.\-&=])+)(\$?)$/;

/**
 * A regular expression a test expects the URL of a stubbed fetch to match
 * (`expect(fetchStub.firstCall.args[0]).toMatch(/\/types\?recordId=1$/)`): when it is a URL written literally, its
 * path and query names are rewritten as the request's (read as GET when it has a query, else by its path alone); a
 * moved endpoint's path, whose new segment the test must supply, gets a TODO.
 */
export function rewriteExpectedPattern(
  node: AstNode,
  parents: readonly AstNode[],
  index: ApiIndex,
  edits: IdEdit[],
  todo: (changeId: string, message: string) => void,
  makers?: ReadonlySet<string>,
): void {
  const pattern = patternOf(node);
  if (pattern === undefined) return;
  const call = parents[parents.length - 1];
  if (!call || !isExpectedFetchUrl(call, node, parents.slice(0, -1), makers)) return;
  const written = LITERAL_URL.exec(pattern);
  if (!written) return;
  const [, start = '', escaped = '', end = ''] = written;
  const text = escaped.replace(/\\(.)/g, '$1');
  if (!text.startsWith('/')) return;
  const resolution = index.resolve(text, text.includes('?') ? 'GET' : undefined);
  if (resolution.kind === 'todo') return todo(resolution.changeId, resolution.message);
  if (resolution.kind !== 'endpoint') return;
  if (resolution.moved) {
    const { change } = resolution.moved;
    return todo(
      change.id,
      `${change.from.method} ${change.from.path} became ${change.to.method} ${change.to.path}: this test expects the old URL of a stubbed fetch; write the path it now sends`,
    );
  }
  const { parts } = resolution;
  const queries = resolution.steps.map((s) => s.query);
  const ids = [...resolution.ids];
  const query = parts.query
    ?.split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const renamed = renameQueryName(eq < 0 ? part : part.slice(0, eq), queries);
      if (renamed.id) ids.push(renamed.id);
      return renamed.name + (eq < 0 ? '' : part.slice(eq));
    })
    .join('&');
  const next =
    parts.origin +
    parts.base +
    resolution.path +
    parts.slash +
    (query === undefined ? '' : `?${query}`) +
    parts.hash;
  if (next === text || ids.length === 0) return;
  const from = (node.start ?? 0) + 1;
  edits.push({
    start: from,
    end: from + pattern.length,
    text: start + next.replace(/[/?.]/g, '\\$&') + end,
    changeId: ids[0]!,
    at: from,
  });
}

/** The source of a regular expression literal, as Babel (`RegExpLiteral`) or ESTree (`Literal`) gives it. */
function patternOf(node: AstNode): string | undefined {
  if (node.type === 'RegExpLiteral') return node.pattern;
  return node.type === 'Literal' ? node.regex?.pattern : undefined;
}
