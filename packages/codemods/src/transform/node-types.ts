import type * as t from '@babel/types';

/**
 * The syntax pass walks nodes typed by `@babel/types` and narrows them by their `type` (a discriminated union), not
 * with `@babel/types`' runtime guards (`t.isCallExpression`): loading that module costs every run about 50 ms at
 * start, and its guards do not know the ESTree nodes below. The `babel` parser (JS files) runs with the ESTree
 * plugin, which gives `Literal`, `Property`, `MethodDefinition` and `ChainExpression` where Babel has
 * `StringLiteral`, `ObjectProperty`, `ClassMethod` and optional members; those are declared here, and the guards
 * of this file accept both flavours.
 */

/** What every parsed node has (`@babel/types` does not export its base node). */
interface Positioned {
  start?: number | null;
  end?: number | null;
  loc?: t.SourceLocation | null;
  range?: [number, number];
}

/** ESTree's literal (`'a'`, `1`, `null`, `/r/`), as the `babel` parser gives it for JS files. */
export interface EstreeLiteral extends Positioned {
  type: 'Literal';
  value: string | number | boolean | bigint | RegExp | null;
  raw?: string;
  regex?: { pattern: string; flags: string };
}

/** An ESTree string literal. */
export type EstreeStringLiteral = EstreeLiteral & { value: string };

/** ESTree's object member (`a: 1`, `b() {}`), as the `babel` parser gives it for JS files. */
export interface EstreeProperty extends Positioned {
  type: 'Property';
  kind: 'init' | 'get' | 'set';
  method: boolean;
  shorthand: boolean;
  computed: boolean;
  key: t.Expression | t.PrivateName;
  value: t.Expression | t.PatternLike;
}

/** ESTree's class method: the function is its `value`. */
export interface EstreeMethodDefinition extends Positioned {
  type: 'MethodDefinition';
  kind: 'constructor' | 'method' | 'get' | 'set';
  static: boolean;
  computed: boolean;
  key: t.Expression | t.PrivateName;
  value: t.FunctionExpression;
}

/** ESTree's class field (with the `classFeatures` option of the ESTree plugin). */
export interface EstreePropertyDefinition extends Positioned {
  type: 'PropertyDefinition';
  static: boolean;
  computed: boolean;
  key: t.Expression | t.PrivateName;
  value: t.Expression | null;
}

/** ESTree's `a?.b` / `f?.()`: the chain around the optional member or call. */
export interface EstreeChainExpression extends Positioned {
  type: 'ChainExpression';
  expression: t.Expression;
}

/** ESTree's directive (`'use strict';`): an expression statement that says which directive it is. */
export interface EstreeDirective extends Positioned {
  type: 'ExpressionStatement';
  expression: EstreeLiteral;
  directive: string;
}

/** A node the `babel` parser's ESTree plugin gives in place of Babel's. */
export type EstreeNode =
  | EstreeLiteral
  | EstreeProperty
  | EstreeMethodDefinition
  | EstreePropertyDefinition
  | EstreeChainExpression
  | EstreeDirective;

/** A parsed node of either flavour: what the syntax pass walks. */
export type AstNode = t.Node | EstreeNode;

/** True for a string literal in either AST flavour. */
export function isStringLiteral(
  node: AstNode | undefined | null,
): node is t.StringLiteral | EstreeStringLiteral {
  if (!node) return false;
  return node.type === 'StringLiteral' || (node.type === 'Literal' && typeof node.value === 'string');
}

/** True for an identifier (`name`). */
export function isIdentifier(node: AstNode | undefined | null): node is t.Identifier {
  return node?.type === 'Identifier';
}

/** True for an object literal member with a plain key (`a: 1`, `'a': 1`, `a`), in either AST flavour. */
export function isProperty(node: AstNode): node is t.ObjectProperty | EstreeProperty {
  return (
    (node.type === 'ObjectProperty' || (node.type === 'Property' && node.kind === 'init')) && !node.computed
  );
}

/** True for a member access, optional (`a?.b`) or not. */
export function isMember(
  node: AstNode | undefined | null,
): node is t.MemberExpression | t.OptionalMemberExpression {
  return node?.type === 'MemberExpression' || node?.type === 'OptionalMemberExpression';
}

/** True for a function of any kind that takes parameters (`(a) => …`, `function`, object and class methods). */
export function isFunction(
  node: AstNode,
): node is
  | t.ArrowFunctionExpression
  | t.FunctionExpression
  | t.FunctionDeclaration
  | t.ObjectMethod
  | t.ClassMethod
  | t.ClassPrivateMethod {
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration':
    case 'ObjectMethod':
    case 'ClassMethod':
    case 'ClassPrivateMethod':
      return true;
    default:
      return false;
  }
}

/** The string a literal holds, in either flavour; undefined for anything else. */
export function stringValue(node: AstNode | undefined | null): string | undefined {
  return isStringLiteral(node) ? node.value : undefined;
}

/** The name of an identifier; undefined for anything else. */
export function identifierName(node: AstNode | undefined | null): string | undefined {
  return node?.type === 'Identifier' ? node.name : undefined;
}

/** The name a call is made by: `f` of `f(…)`, `get` of `api.get(…)` (not of a computed `api[key](…)`). */
export function calleeName(callee: AstNode): string | undefined {
  if (isIdentifier(callee)) return callee.name;
  if (isMember(callee)) {
    const property = callee.property;
    if (!callee.computed && isIdentifier(property)) return property.name;
  }
  return undefined;
}
