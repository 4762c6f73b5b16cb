import { walk } from './ast-walk.js';
import { isFunction, isProperty, type AstNode } from './node-types.js';
import { startOf } from './parser.js';

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
  let uses = 0;
  let taken = false;
  walk(fn.body, [], (node, up) => {
    if (node.type !== 'Identifier') return true;
    const parent = up[up.length - 1];
    // `x.name`, `{ name: … }`: a key, not a reference (a shorthand `{ body }` is one, counted at its value)
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return true;
    if (parent && isProperty(parent) && parent.key === node && parent.value !== node) return true;
    if (node.name === body.name) uses++;
    if (node.name === field) taken = true;
    return true;
  });
  if (uses !== 1 || taken) return undefined;
  const start = startOf(param);
  // the name alone: a TypeScript annotation (`body: Input`) stays after the pattern
  const end = start + param.name.length;
  const pattern = `{ ${field}, ...${param.name} }`;
  const parenthesised = source.slice(startOf(fn), start).includes('(');
  return { start, end, text: parenthesised ? pattern : `(${pattern})`, name: field };
}
