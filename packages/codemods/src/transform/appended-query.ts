import { walk } from './ast-walk.js';
import { renameTemplateQuery } from './template-query.js';
import { renameQueryName, type IdEdit } from './object-rewrite.js';
import { isStringLiteral, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';

type QueryRenames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/**
 * `let url = BASE + '/items/search?recordId=' + id; url += '&typeId=' + typeId`: the query names the function
 * appends to a URL held in a `let` are renamed where the appended text starts with `&name=`. Undefined when the URL
 * is not such a variable; false when an appended part cannot be read (the caller leaves a TODO).
 */
export function rewriteAppendedQuery(
  url: AstNode,
  urlParents: readonly AstNode[],
  queries: QueryRenames,
  source: string,
  edits: IdEdit[],
): boolean | undefined {
  const n = urlParents.length;
  const declarator = urlParents[n - 1];
  const declaration = urlParents[n - 2];
  const block = urlParents[n - 3];
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== url) return undefined;
  if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'let' || !block) return undefined;
  const id = declarator.id;
  if (id.type !== 'Identifier') return undefined;
  let readable = true;
  let appended = false;
  walk(block, [], (node) => {
    if (node.type !== 'AssignmentExpression' || node.operator !== '+=') return true;
    if (node.left.type !== 'Identifier' || node.left.name !== id.name) return true;
    appended = true;
    if (!renameLeading(node.right, queries, source, edits)) readable = false;
    return false;
  });
  return appended ? readable : undefined;
}

/** Renames the query names in the literal an appended expression starts with; false when it starts otherwise. */
function renameLeading(node: AstNode, queries: QueryRenames, source: string, edits: IdEdit[]): boolean {
  let first: AstNode = node;
  while (first.type === 'BinaryExpression' && first.operator === '+') first = first.left;
  if (first.type === 'TemplateLiteral') return renameTemplateQuery(first, queries, source, edits);
  if (!isStringLiteral(first)) return false;
  const raw = source.slice(startOf(first) + 1, endOf(first) - 1);
  if (raw !== first.value || !/^[?&]/.test(raw)) return false;
  for (const match of raw.matchAll(/([?&])([^=&?#]+)=/g)) {
    const name = match[2]!;
    const renamed = renameQueryName(name, queries);
    if (renamed.id === undefined) continue;
    const start = startOf(first) + 1 + match.index + 1;
    edits.push({ start, end: start + name.length, text: renamed.name, changeId: renamed.id, at: start });
  }
  return true;
}
