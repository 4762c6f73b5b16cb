import { Node, type CallExpression, type StringLiteral } from 'ts-morph';
import { inProject } from './plan-walk.js';

/** Modifiers around an enum schema that leave its values as they are. */
const MODIFIERS = new Set(['nullable', 'optional', 'nullish', 'default', 'catch', 'describe']);
/** Effect Schema's combinators that take the schema as their argument and leave its values as they are. */
const WRAPPERS = new Set(['NullOr', 'NullishOr', 'UndefinedOr', 'optional', 'optionalWith']);

/**
 * The values of a runtime schema's enum that a schema entry holds (zod's `headerId: z.enum(['REC_NAME', …])`, also
 * through a named schema, `headerId: AnswerHeaderIdSchema`, and modifiers such as `.nullable()`): the string literals
 * written in the enum's array, which are what the inferred union type is made of. Empty for any other entry.
 */
export function schemaEnumLiterals(entry: Node): StringLiteral[] {
  if (!Node.isPropertyAssignment(entry)) return [];
  const call = enumCallOf(entry.getInitializer(), 0);
  // Effect's `Schema.Literal('REC_NAME', 'TYPE_NAME')`: the values are the arguments
  if (call && isLiteralCall(call))
    return call.getArguments().filter((a): a is StringLiteral => Node.isStringLiteral(a));
  const values = call?.getArguments()[0];
  const array = Node.isAsExpression(values) ? values.getExpression() : values;
  if (!call || !Node.isArrayLiteralExpression(array)) return [];
  return array.getElements().filter((e): e is StringLiteral => Node.isStringLiteral(e));
}

/** The `z.enum([…])` call a value of `schemaEnumLiterals` is written in. */
export function schemaEnumCall(literal: Node): CallExpression | undefined {
  const parent = literal.getParent();
  if (Node.isCallExpression(parent) && isLiteralCall(parent)) return parent;
  let array = literal.getParent();
  // `z.enum(['A', 'B'] as const)`
  if (Node.isAsExpression(array?.getParent())) array = array?.getParent();
  const call = array?.getParent();
  return Node.isCallExpression(call) && isEnumCall(call) ? call : undefined;
}

function enumCallOf(value: Node | undefined, depth: number): CallExpression | undefined {
  if (!value || depth > 4) return undefined;
  if (Node.isIdentifier(value)) {
    // a named schema (`AnswerHeaderIdSchema`) declared in the project
    const declaration = value.getSymbol()?.getDeclarations()[0];
    return Node.isVariableDeclaration(declaration) && inProject(declaration)
      ? enumCallOf(declaration.getInitializer(), depth + 1)
      : undefined;
  }
  if (!Node.isCallExpression(value)) return undefined;
  if (isEnumCall(value) || isLiteralCall(value)) return value;
  const callee = value.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  // Effect's `Schema.NullOr(AnswerHeaderId)`: the schema it wraps
  if (WRAPPERS.has(callee.getName())) return enumCallOf(value.getArguments()[0], depth + 1);
  return MODIFIERS.has(callee.getName()) ? enumCallOf(callee.getExpression(), depth + 1) : undefined;
}

/** `z.enum([…])`: a call of a builder's `enum` with an array literal. */
function isEnumCall(call: CallExpression): boolean {
  const callee = call.getExpression();
  const first = call.getArguments()[0];
  const array = Node.isAsExpression(first) ? first.getExpression() : first;
  return (
    Node.isPropertyAccessExpression(callee) &&
    callee.getName() === 'enum' &&
    Node.isArrayLiteralExpression(array)
  );
}

/** Effect's `Schema.Literal('A', 'B')`: a builder's `Literal` given string literals only. */
function isLiteralCall(call: CallExpression): boolean {
  const callee = call.getExpression();
  const args = call.getArguments();
  return (
    Node.isPropertyAccessExpression(callee) &&
    callee.getName() === 'Literal' &&
    args.length > 0 &&
    args.every((a) => Node.isStringLiteral(a))
  );
}
