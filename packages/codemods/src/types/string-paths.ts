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

/** A segment of a path before it is followed: its name, where it is, and the literal it is written in. */
interface RawSegment {
  literal: StringLiteral;
  name: string;
  start: number;
  end: number;
}

/**
 * lodash (and lodash-like) functions whose array argument is one path, key after key (`get(x, ['data', 'name'])`),
 * not a list of keys of the value (`pick(x, ['id', 'name'])`).
 */
const PATH_ARRAY_CALLEES = new Set([
  'get',
  'set',
  'has',
  'hasIn',
  'update',
  'updateWith',
  'setWith',
  'unset',
  'result',
]);

/**
 * String key paths into a value of a renamed field's type, given as an argument of the same call as that value:
 * `get(res, 'data.data[0].recordName')`, `get(res, ['data', 'recordName'])`, `pick(row, ['itemId', 'recordName'])`,
 * `sortBy(rows, 'recordName')` (lodash and the like). The path is followed through the first argument's type
 * segment by segment (a property, or an index or iteratee key into an array's elements); a segment whose property
 * is a renamed field's declaration is that field's. Anything the types cannot follow (`any`, an unknown key) is left.
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
      if (!pathSegments(literal).some((s) => names.has(s.name))) continue;
      const subject = subjectOf(literal);
      if (!subject) continue;
      const arrayPath = arrayPathOf(literal);
      const segments = arrayPath ?? pathSegments(literal);
      // an array path is followed whole; only the segments written in this literal are its own
      out.push(...follow(subject, segments, byDeclaration).filter((s) => s.literal === literal));
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
function pathSegments(literal: StringLiteral): RawSegment[] {
  const raw = literal.getText();
  if (raw.includes('\\')) return [];
  const body = raw.slice(1, -1);
  const out: RawSegment[] = [];
  for (const match of body.matchAll(/[^.[\]'"]+/g)) {
    const start = literal.getStart() + 1 + match.index;
    out.push({ literal, name: match[0], start, end: start + match[0].length });
  }
  return out;
}

/**
 * The whole path when the literal is a key of an array path (`get(x, ['data', 0, 'recordName'])`): one segment per
 * element, in order; undefined when the call takes a list of keys, or an element is not a plain literal.
 */
function arrayPathOf(literal: StringLiteral): RawSegment[] | undefined {
  const array = literal.getParent();
  if (!Node.isArrayLiteralExpression(array)) return undefined;
  const call = array.getParent();
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  const name = Node.isIdentifier(callee)
    ? callee.getText()
    : Node.isPropertyAccessExpression(callee)
      ? callee.getName()
      : undefined;
  if (name === undefined || !PATH_ARRAY_CALLEES.has(name)) return undefined;
  const out: RawSegment[] = [];
  for (const element of array.getElements()) {
    if (Node.isNumericLiteral(element)) {
      out.push({ literal, name: element.getText(), start: -1, end: -1 });
    } else if (Node.isStringLiteral(element) && !element.getText().includes('\\')) {
      const start = element.getStart() + 1;
      out.push({ literal: element, name: element.getLiteralText(), start, end: element.getEnd() - 1 });
    } else {
      return undefined;
    }
  }
  return out;
}

function follow(
  subject: Node,
  segments: readonly RawSegment[],
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
        out.push({ literal: segment.literal, start: segment.start, end: segment.end, field });
        break;
      }
    }
    type = property.getTypeAtLocation(subject);
  }
  return out;
}
