import type { ts } from 'ts-morph';
import { Node, type Project, type StringLiteral, type Type } from 'ts-morph';
import { nameOf, type KeyedField } from './keyof-literals.js';
import { inProject } from './plan-walk.js';
import { stringLiteralsOf } from './string-literals.js';

/** One segment of a string key path that names a renamed field, as a range of the source text. */
export interface PathSegment {
  literal: StringLiteral;
  start: number;
  end: number;
  field: KeyedField;
}

/**
 * String key paths into a value of a renamed field's type, given as an argument of the same call as that value:
 * `get(res, 'data.data[0].recordName')`, `pick(row, ['itemId', 'recordName'])`, `sortBy(rows, 'recordName')`
 * (lodash and the like). The path is followed through the first argument's type segment by segment (a property,
 * or an index or iteratee key into an array's elements); a segment whose property is a renamed field's
 * declaration is that field's. Anything the types cannot follow (`any`, an unknown key) is left.
 */
export function stringPathSegments(project: Project, fields: readonly KeyedField[]): PathSegment[] {
  const byDeclaration = new Map<ts.Node, KeyedField>();
  for (const field of fields) byDeclaration.set(field.declaration.compilerNode, field);
  const names = new Set(fields.map((f) => nameOf(f.declaration)).filter((n) => n !== undefined));
  const out: PathSegment[] = [];
  if (names.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const text = sourceFile.getFullText();
    if (![...names].some((n) => text.includes(n))) continue;
    const mentions = (literal: string): boolean => [...names].some((n) => literal.includes(n));
    for (const literal of stringLiteralsOf(sourceFile, mentions)) {
      const segments = pathSegments(literal);
      if (!segments.some((s) => names.has(s.name))) continue;
      const subject = subjectOf(literal);
      if (!subject) continue;
      out.push(...follow(subject, segments, literal, byDeclaration));
    }
  }
  return out;
}

/** The first argument of the call the literal (or the array literal holding it) is a later argument of. */
function subjectOf(literal: StringLiteral): Node | undefined {
  let argument: Node = literal;
  const parent = literal.getParent();
  if (Node.isArrayLiteralExpression(parent)) argument = parent;
  const call = argument.getParent();
  if (!Node.isCallExpression(call)) return undefined;
  const args = call.getArguments();
  const first = args[0];
  if (!first || first === argument || !args.includes(argument)) return undefined;
  return first;
}

/** `data.data[0].recordName` → its segments with their offsets in the source text (none when escaped). */
function pathSegments(literal: StringLiteral): { name: string; start: number; end: number }[] {
  const raw = literal.getText();
  if (raw.includes('\\')) return [];
  const body = raw.slice(1, -1);
  const out: { name: string; start: number; end: number }[] = [];
  for (const match of body.matchAll(/[^.[\]'"]+/g)) {
    const start = literal.getStart() + 1 + match.index;
    out.push({ name: match[0], start, end: start + match[0].length });
  }
  return out;
}

function follow(
  subject: Node,
  segments: readonly { name: string; start: number; end: number }[],
  literal: StringLiteral,
  byDeclaration: ReadonlyMap<ts.Node, KeyedField>,
): PathSegment[] {
  const out: PathSegment[] = [];
  let type: Type = subject.getType();
  for (const segment of segments) {
    if (type.isAny() || type.isUnknown()) break;
    const current: Type = type.getNonNullableType();
    let property = current.getProperty(segment.name);
    if (!property) {
      // an index (`[0]`), or a key of each element (`sortBy(rows, 'name')`)
      const element: Type | undefined = current.getArrayElementType() ?? current.getNumberIndexType();
      if (!element) break;
      if (/^\d+$/.test(segment.name)) {
        type = element;
        continue;
      }
      property = element.getNonNullableType().getProperty(segment.name);
      if (!property) break;
    }
    for (const declaration of property.getDeclarations()) {
      const field = byDeclaration.get(declaration.compilerNode);
      if (field) {
        out.push({ literal, start: segment.start, end: segment.end, field });
        break;
      }
    }
    type = property.getTypeAtLocation(subject);
  }
  return out;
}
