import type { ApiIndex } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import { remainingPattern } from '../run/prefilter.js';
import { NOT_URL_CALLEES, type BareLeft } from './bare-call-paths.js';
import { argsOf } from './call-site.js';
import { lineColumn } from './edits.js';
import { calleeName, isStringLiteral, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';

/** A call whose arguments may be a path's segments (`path('records', id, 'archive')`), kept until the walk ends. */
export interface SegmentCandidate {
  node: AstNode;
  callee: string;
  /** The segments joined by slashes, each argument that is not a written word a marker: `/records/<0>/archive`. */
  path: string;
}

/** A path segment written as a word: a letter first, no slash, no space (`'records'`, `'exportToExcel'`). */
const WORD = /^[A-Za-z][\w.-]*$/;

/**
 * A call of a plain function given a path's segments one by one, the URL builder joining them with slashes
 * (`path('records', id)`, `segments('items', 'exportToExcel')`, `url(PROFILES, 'add')` with `PROFILES` a constant of the
 * file): a candidate for the closing scan. One argument only counts where its value goes on at once, into another
 * call or a `+` (`getJson(codec)(path('records'))`, `path('types') + query(q)`); a method (`cache.get('records')`) or a
 * call standing alone (`defineStore('records')`) is not one.
 */
export function segmentCallCandidate(
  call: AstNode,
  parents: readonly AstNode[],
): SegmentCandidate | undefined {
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  const name = calleeName(call.callee);
  if (name === undefined || NOT_URL_CALLEES.has(name)) return undefined;
  const args = argsOf(call);
  if (args.length === 0) return undefined;
  if (args.length === 1 && !handedOn(call, parents)) return undefined;
  const segments: string[] = [];
  let holes = 0;
  for (const [i, arg] of args.entries()) {
    const word = wordOf(arg, parents[0]);
    if (word !== undefined) segments.push(word);
    else if (i > 0 && isSegmentValue(arg)) segments.push(marker(holes++));
    else return undefined; // the first segment is written; a spread or an object is no segment
  }
  return { node: call, callee: name, path: '/' + segments.join('/') };
}

/**
 * The candidates the run left untouched (`handled`) whose joined segments are an old path of a renamed endpoint by
 * the catalog's templates: listed among the old paths left, to look at.
 */
export function unreadSegmentPaths(
  candidates: readonly SegmentCandidate[],
  source: string,
  index: ApiIndex,
  handled: (start: number, end: number) => boolean,
): BareLeft[] {
  if (candidates.length === 0) return [];
  const oldPaths = remainingPattern(index);
  if (!oldPaths) return [];
  const out: BareLeft[] = [];
  for (const { node, callee, path } of candidates) {
    if (handled(startOf(node), endOf(node))) continue;
    oldPaths.lastIndex = 0;
    if (oldPaths.exec(path)?.index !== 0) continue;
    if (index.resolve(path, undefined).kind === 'none') continue;
    const shown = path.replace(/\uE000\d+\uE000/g, '{…}');
    out.push({
      ...lineColumn(source, startOf(node)),
      text: source.slice(startOf(node), endOf(node)).replace(/\s+/g, ' ').slice(0, 80),
      why: `path segments given to ${callee}(…), joined ${shown}: a URL builder the run does not read`,
    });
  }
  return out;
}

/** Whether the call's value goes at once into another call (as an argument) or a `+`. */
function handedOn(call: AstNode, parents: readonly AstNode[]): boolean {
  const parent = parents[parents.length - 1];
  if (!parent) return false;
  if (parent.type === 'BinaryExpression' && parent.operator === '+') return true;
  return (
    (parent.type === 'CallExpression' || parent.type === 'NewExpression') && argsOf(parent).includes(call)
  );
}

/** A written word, or an identifier naming a `const` of the file's top level holding one. */
function wordOf(arg: AstNode, root: AstNode | undefined): string | undefined {
  if (isStringLiteral(arg)) return WORD.test(arg.value) ? arg.value : undefined;
  if (arg.type !== 'Identifier' || !root) return undefined;
  const value = topLevelConst(root, arg.name);
  return value !== undefined && WORD.test(value) ? value : undefined;
}

/** What may stand for one segment: a name, a member, a number, a template, a call (`String(id)`). */
function isSegmentValue(arg: AstNode): boolean {
  return (
    arg.type === 'Identifier' ||
    arg.type === 'MemberExpression' ||
    arg.type === 'NumericLiteral' ||
    arg.type === 'TemplateLiteral' ||
    arg.type === 'CallExpression' ||
    arg.type === 'TSAsExpression' ||
    arg.type === 'TSNonNullExpression'
  );
}

/** The string a top-level `const NAME = '…'` of the file holds (exported or not). */
function topLevelConst(root: AstNode, name: string): string | undefined {
  const program = root.type === 'File' ? root.program : root;
  if (program.type !== 'Program') return undefined;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations) {
      if (d.id.type === 'Identifier' && d.id.name === name && d.init && isStringLiteral(d.init))
        return d.init.value;
    }
  }
  return undefined;
}
