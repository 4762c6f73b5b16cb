import type * as t from '@babel/types';
import { walk } from './ast-walk.js';
import { isFunction, isIdentifier, isProperty, type AstNode } from './node-types.js';
import { endOf, startOf } from './parser.js';

/** The edit that destructures a body parameter, and the name the moved field then has. */
export interface ParamDestructure {
  start: number;
  end: number;
  text: string;
  /** The local name the path takes (`id`). */
  name: string;
}

/**
 * A request whose body is the whole parameter of the function that returns it, sent once and read nowhere else:
 * RTK Query's `query: (body) => ({ url: 'notificationProfiles/update', method: 'PUT', body })`. When the endpoint
 * moves a body field into the path, the parameter can give it there and send the rest:
 * `query: ({ id, ...body }) => ({ url: \`notificationProfiles/${id}\`, … })`. Undefined when the body is another
 * value, the parameter is used elsewhere, or the field's name is already bound or read in the function.
 */
export function destructureParam(
  body: AstNode,
  field: string,
  parents: readonly AstNode[],
  source: string,
): ParamDestructure | undefined {
  if (body.type !== 'Identifier' || !/^[A-Za-z_$][\w$]*$/.test(field)) return undefined;
  const fn = [...parents].reverse().find((p) => isFunction(p));
  if (!fn || !isFunction(fn)) return undefined;
  const params: readonly AstNode[] = fn.params;
  const param = params[0];
  if (params.length !== 1 || param?.type !== 'Identifier' || param.name !== body.name) return undefined;
  const { uses, names } = referencesIn(fn.body, body.name);
  if (uses !== 1 || names.has(field)) return undefined;
  const start = startOf(param);
  // the name alone: a TypeScript annotation (`body: Input`) stays after the pattern
  const end = start + param.name.length;
  const pattern = `{ ${field}, ...${param.name} }`;
  const parenthesised = source.slice(startOf(fn), start).includes('(');
  return { start, end, text: parenthesised ? pattern : `(${pattern})`, name: field };
}

/** True when the nearest function around the request has a block body (`function f(p) { return { url, … } }`). */
export function returnedFromBlock(parents: readonly AstNode[]): boolean {
  const fn = [...parents].reverse().find((p) => isFunction(p));
  return fn !== undefined && isFunction(fn) && fn.body.type === 'BlockStatement';
}

/** The edits that take a moved field out of a body sent by a call of the function's own, and the field's name. */
export interface HoistedDestructure {
  edits: { start: number; end: number; text: string }[];
  name: string;
}

/**
 * A call sending a parameter as its body, in a statement of the function's block, the parameter read nowhere else:
 * `update(profile) { return http.put('/notificationProfiles/update', profile); }`. When the endpoint moves a body
 * field into the path, the field is taken out before the statement and the rest is sent:
 * `const { id, ...body } = profile;` then `http.put(\`/notificationProfiles/${id}\`, body)`. Undefined when the
 * body is another value, the call is not a statement's of the function's block, or a name it needs is taken.
 */
export function destructureBeforeCall(
  body: AstNode,
  field: string,
  parents: readonly AstNode[],
  source: string,
): HoistedDestructure | undefined {
  if (body.type !== 'Identifier' || !/^[A-Za-z_$][\w$]*$/.test(field)) return undefined;
  let at = -1;
  for (let i = parents.length - 1; i >= 0 && at < 0; i--) if (isFunction(parents[i]!)) at = i;
  const fn = parents[at];
  const block = parents[at + 1];
  const statement = parents[at + 2];
  // an arrow whose body is the expression sending it (the call itself, or a chain around it)
  if (
    fn?.type === 'ArrowFunctionExpression' &&
    fn.body.type !== 'BlockStatement' &&
    (block ?? fn.body) === fn.body
  )
    return destructureInArrow(fn, body, field, source);
  if (!fn || !isFunction(fn) || !block || block !== fn.body || block.type !== 'BlockStatement' || !statement)
    return undefined;
  const params: readonly AstNode[] = fn.params;
  if (!params.some((p) => p.type === 'Identifier' && p.name === body.name)) return undefined;
  const { uses, names } = referencesIn(fn.body, body.name);
  for (const p of params) if (p.type === 'Identifier') names.add(p.name);
  const rest = ['body', 'rest', 'changes'].find((n) => !names.has(n));
  if (uses !== 1 || names.has(field) || !rest) return undefined;
  const start = startOf(statement);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const indent = source.slice(lineStart, start);
  if (!/^[ \t]*$/.test(indent)) return undefined;
  // `{ body: profile }` (a data source's options) becomes `{ body }`, not `{ body: body }`
  const holder = propertyHolding(statement, body);
  const shorthand = holder && isIdentifier(holder.key) && holder.key.name === rest;
  return {
    edits: [
      { start, end: start, text: `const { ${field}, ...${rest} } = ${body.name};\n${indent}` },
      {
        start: shorthand ? startOf(holder) : startOf(body),
        end: startOf(body) + body.name.length,
        text: rest,
      },
    ],
    name: field,
  };
}

/**
 * The same for an arrow function whose body is the call's expression (`(profile) =>\n  http.put(…, profile)`,
 * Effect's `HttpClientRequest.put(…).pipe(HttpClientRequest.bodyJson(profile), …)`): the body becomes a block that
 * takes the field out, then returns the expression sending the rest.
 */
function destructureInArrow(
  fn: t.ArrowFunctionExpression,
  body: t.Identifier,
  field: string,
  source: string,
): HoistedDestructure | undefined {
  const expression = fn.body;
  if (!fn.params.some((p) => p.type === 'Identifier' && p.name === body.name)) return undefined;
  const { uses, names } = referencesIn(expression, body.name);
  for (const p of fn.params) if (p.type === 'Identifier') names.add(p.name);
  const rest = ['body', 'rest', 'changes'].find((n) => !names.has(n));
  if (uses !== 1 || names.has(field) || !rest) return undefined;
  const start = startOf(expression);
  const arrow = source.lastIndexOf('=>', start);
  if (arrow < startOf(fn) || !/^\s*$/.test(source.slice(arrow + 2, start))) return undefined;
  const indentOf = (at: number): string =>
    /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', at - 1) + 1))![0];
  const outer = indentOf(arrow);
  const onItsLine = source.slice(arrow + 2, start).includes('\n');
  const inner = onItsLine ? indentOf(start) : `${outer}  `;
  // `{ method: 'PUT', body: profile }` (a fetch wrapper's options) becomes `{ method: 'PUT', body }`
  const holder = propertyHolding(expression, body);
  const shorthand = holder && isIdentifier(holder.key) && holder.key.name === rest;
  return {
    edits: [
      {
        start: arrow + 2,
        end: start,
        text: ` {\n${inner}const { ${field}, ...${rest} } = ${body.name};\n${inner}return `,
      },
      {
        start: shorthand ? startOf(holder) : startOf(body),
        end: startOf(body) + body.name.length,
        text: rest,
      },
      { start: endOf(expression), end: endOf(expression), text: `;\n${outer}}` },
    ],
    name: field,
  };
}

/** The object member whose value is `value` (`body: profile` of `{ body: profile }`), within `scope`. */
function propertyHolding(scope: AstNode, value: AstNode): (AstNode & { key: AstNode }) | undefined {
  let found: (AstNode & { key: AstNode }) | undefined;
  walk(scope, [], (node) => {
    if (isProperty(node) && node.value === value && !node.computed) found = node;
    return found === undefined;
  });
  return found;
}

/** How often `name` is referred to in `scope`, and every name referred to there (keys and members are not). */
function referencesIn(scope: AstNode, name: string): { uses: number; names: Set<string> } {
  const names = new Set<string>();
  let uses = 0;
  walk(scope, [], (node, up) => {
    if (node.type !== 'Identifier') return true;
    const parent = up[up.length - 1];
    // `x.name`, `{ name: … }`: a key, not a reference (a shorthand `{ body }` is one, counted at its value)
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return true;
    if (parent && isProperty(parent) && parent.key === node && parent.value !== node) return true;
    if (node.name === name) uses++;
    names.add(node.name);
    return true;
  });
  return { uses, names };
}
