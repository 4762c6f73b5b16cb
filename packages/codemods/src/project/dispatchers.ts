import type * as t from '@babel/types';
import { argsOf, fromOptions, keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { colonParamsKey } from './dispatch-params.js';
import type { DispatchOptions } from './file-context.js';
import { eachNode, unwrap, type FileFacts } from './file-facts.js';
import { memberKey, propertyName, returnedExpression, type Linker } from './linker.js';
import type { Located } from './wrappers.js';

/** What a call of a dispatcher (`call('createRecord', { body })`) sends, read through its table. */
export interface Dispatch {
  /** The argument that names the endpoint (`'createRecord'`). */
  name: t.StringLiteral | AstNode;
  /** Its index among the call's arguments. */
  nameIndex: number;
  /** The table's entry for that name: the path literal (`createRecord: '/records'`). */
  path: Located;
  /** The method a second table gives the name (`METHODS.createRecord: 'post'`), upper case. */
  method?: string;
  /** Which option of the call carries the body and the query. */
  options?: DispatchOptions;
}

type DispatcherFunction = t.FunctionDeclaration | t.FunctionExpression | t.ArrowFunctionExpression;

const METHOD_VALUES = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Reads calls of a dispatcher: a function of the project that looks one of its parameters up in an object of
 * paths (`ENDPOINTS[name]`) and sends the request (`call(name, { params, query, body })`), the method taken from
 * another object by the same name when there is one. Hand-written: no library follows a name through a table.
 */
export class Dispatchers {
  /** The parameters each function indexes an object with (`TABLE[name]`), computed once per function. */
  private readonly indexed = new Map<DispatcherFunction, ReadonlySet<string>>();

  constructor(private readonly linker: Linker) {}

  /** The endpoint a call of a dispatcher reaches, when its name argument is a literal the table has. */
  ofCall(facts: FileFacts, call: t.CallExpression, parents: readonly AstNode[]): Dispatch | undefined {
    const callee = call.callee;
    if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') return undefined;
    const value = this.linker.valueOf(facts, callee, parents);
    const fn = value && unwrap(value.node);
    if (!value || !fn || !isDispatcherFunction(fn)) return undefined;
    const indexed = this.indexedParams(fn);
    if (indexed.size === 0) return undefined;
    const args = argsOf(call);
    const inside = [...(value.parents ?? []), fn];
    for (const [index, param] of fn.params.entries()) {
      const name = args[index];
      if (param.type !== 'Identifier' || !indexed.has(param.name) || !name || !isStringLiteral(name))
        continue;
      const lookups = this.lookups(value.facts, fn, param.name, name.value, inside);
      const path = lookups.find((l) => isStringLiteral(l.node) && /^\/?[\w-]+(\/|$)/.test(l.node.value));
      if (!path) continue;
      const method = lookups.flatMap((l) =>
        isStringLiteral(l.node) && METHOD_VALUES.has(l.node.value.toLowerCase())
          ? [l.node.value.toUpperCase()]
          : [],
      )[0];
      const found = optionsOf(fn, index);
      const options = found && returnsBody(fn) ? { ...found, returnsBody: true } : found;
      return {
        name,
        nameIndex: index,
        path,
        ...(method ? { method } : {}),
        ...(options ? { options } : {}),
      };
    }
    return undefined;
  }

  private indexedParams(fn: DispatcherFunction): ReadonlySet<string> {
    let names = this.indexed.get(fn);
    if (!names) {
      const params = new Set(fn.params.flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])));
      const found = new Set<string>();
      if (params.size > 0)
        eachNode(fn.body, (node) => {
          if (node.type !== 'MemberExpression' || !node.computed) return;
          const property = node.property;
          if (property.type === 'Identifier' && params.has(property.name)) found.add(property.name);
        });
      names = found;
      this.indexed.set(fn, names);
    }
    return names;
  }

  /** The entries `key` picks in the objects the function indexes with its parameter (`TABLE[param]`). */
  private lookups(
    facts: FileFacts,
    fn: DispatcherFunction,
    param: string,
    key: string,
    parents: readonly AstNode[],
  ): Located[] {
    const found: Located[] = [];
    eachNode(fn.body, (node) => {
      if (node.type !== 'MemberExpression' || !node.computed) return;
      const property = node.property;
      if (property.type !== 'Identifier' || property.name !== param) return;
      const table = this.linker.valueOf(facts, node.object, parents);
      const object = table && unwrap(table.node);
      if (!table || object?.type !== 'ObjectExpression') return;
      const members: readonly AstNode[] = object.properties;
      for (const member of members) {
        if (!isProperty(member) || member.computed || propertyName(member) !== key) continue;
        const at = [...(table.parents ?? []), object, member];
        found.push({ facts: table.facts, node: member.value, parents: at });
      }
    });
    return found;
  }
}

/** A function whose result is a parsed body: it returns `….json()` (ky, fetch) or `(await …).data` (axios). */
function returnsBody(fn: DispatcherFunction): boolean {
  let returned = returnedExpression(fn);
  if (returned?.type === 'AwaitExpression') returned = returned.argument;
  if (returned?.type === 'CallExpression' && returned.callee.type === 'MemberExpression')
    return memberKey(returned.callee) === 'json';
  return returned?.type === 'MemberExpression' && memberKey(returned) === 'data';
}

function isDispatcherFunction(node: AstNode): node is DispatcherFunction {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  );
}

/**
 * The options parameter after the name (`{ params, query, body } = {}`): which of its keys the function sends as
 * the body and the query, read from the request it makes (`api(path, { searchParams: query, json: body })`).
 */
function optionsOf(fn: DispatcherFunction, nameIndex: number): DispatchOptions | undefined {
  for (const [index, param] of fn.params.entries()) {
    if (index === nameIndex) continue;
    const pattern = param.type === 'AssignmentPattern' ? param.left : param;
    if (pattern.type !== 'ObjectPattern') continue;
    const keyOfLocal = new Map<string, string>();
    const members: readonly AstNode[] = pattern.properties;
    for (const member of members) {
      if (!isProperty(member)) continue;
      const key = keyName(member);
      const bound: AstNode = member.value;
      const local = bound.type === 'AssignmentPattern' ? bound.left : bound;
      if (key && local.type === 'Identifier') keyOfLocal.set(local.name, key);
    }
    let body: string | undefined;
    let query: string | undefined;
    eachNode(fn.body, (node) => {
      if (node.type !== 'CallExpression') return;
      for (const arg of argsOf(node)) {
        const site = fromOptions(arg, undefined);
        if (site.body?.type === 'Identifier') body ??= keyOfLocal.get(site.body.name);
        if (site.query?.type === 'Identifier') query ??= keyOfLocal.get(site.query.name);
      }
    });
    const params = colonParamsKey(fn, keyOfLocal);
    if (body || query)
      return {
        index,
        ...(body ? { body } : {}),
        ...(query ? { query } : {}),
        ...(params ? { params } : {}),
      };
  }
  return undefined;
}
