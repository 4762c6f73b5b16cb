import { argsOf, keyName } from '../transform/call-site.js';
import {
  identifierName,
  isFunction,
  isProperty,
  stringValue,
  type AstNode,
} from '../transform/node-types.js';

/**
 * An AngularJS `$resource(url, paramDefaults, actions)` call read as a client of an HTTP API: its URL template
 * (`API_BASE + '/records/:id'`), the default parameters (`{ id: '@recordId', typeId: 3 }`) and its actions, the
 * five `ngResource` gives every resource (`get`, `query`, `save`, `remove`, `delete`) and those the call declares
 * (`{ search: { method: 'GET', url: …, params: {…}, isArray: true } }`). Pure questions about one call.
 */

/** One action of a resource class: `Records.search(…)`. */
export interface ResourceAction {
  name: string;
  /** The HTTP method, upper case. */
  method: string;
  /** It answers a list (`query`, `isArray: true`). */
  isArray: boolean;
  /** It sends a body (`POST`, `PUT`, `PATCH`): its calls are `(params, body, success, error)`. */
  hasBody: boolean;
  /** Its own URL template (`url: API_BASE + '/items/search'`), replacing the resource's. */
  url?: AstNode;
  /** Its own parameter defaults (`params: { typeId: 3 }`). */
  params?: AstNode;
  /** It changes what the server answers before the code sees it (`transformResponse`): its reads are not followed. */
  transformsResponse: boolean;
  /** Declared by the call (not one of `ngResource`'s defaults left as they are). */
  declared: boolean;
}

/** A `$resource(…)` call: its URL template, parameter defaults and actions by name. */
export interface ResourceDefinition {
  call: AstNode;
  url: AstNode;
  paramDefaults?: AstNode;
  actions: ResourceAction[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const DEFAULT_ACTIONS: readonly { name: string; method: string; isArray?: boolean }[] = [
  { name: 'get', method: 'GET' },
  { name: 'save', method: 'POST' },
  { name: 'query', method: 'GET', isArray: true },
  { name: 'remove', method: 'DELETE' },
  { name: 'delete', method: 'DELETE' },
];

/** The name `$resource` is injected under in `fn`'s scope: `$resource` itself, or an annotated parameter's name. */
export function isResourceCallee(call: AstNode, parents: readonly AstNode[]): boolean {
  if (call.type !== 'CallExpression') return false;
  const name = identifierName(call.callee);
  if (name === undefined) return false;
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i]!;
    if (!isFunction(fn)) continue;
    const at = fn.params.findIndex((p) => identifierName(p) === name);
    if (at < 0) continue;
    // `['$resource', function (res) { … }]`: the annotation names what the parameter is
    const annotation = parents[i - 1];
    if (annotation?.type === 'ArrayExpression' && annotation.elements[annotation.elements.length - 1] === fn)
      return stringValue(annotation.elements[at]) === '$resource';
    return name === '$resource';
  }
  return name === '$resource';
}

/** Reads `call` as `$resource(url, paramDefaults?, actions?)`; undefined for any other call. */
export function resourceDefinition(
  call: AstNode,
  parents: readonly AstNode[],
): ResourceDefinition | undefined {
  if (!isResourceCallee(call, parents)) return undefined;
  const [url, paramDefaults, actionsNode] = argsOf(call);
  if (!url) return undefined;
  const actions = new Map<string, ResourceAction>();
  for (const a of DEFAULT_ACTIONS)
    actions.set(a.name, {
      name: a.name,
      method: a.method,
      isArray: a.isArray === true,
      hasBody: BODY_METHODS.has(a.method),
      transformsResponse: false,
      declared: false,
    });
  if (actionsNode?.type === 'ObjectExpression') {
    for (const p of actionsNode.properties) {
      const name = isProperty(p) ? keyName(p) : undefined;
      if (name === undefined || !isProperty(p) || p.value.type !== 'ObjectExpression') continue;
      const option = (key: string): AstNode | undefined => {
        const found = (p.value as { properties: AstNode[] }).properties.find(
          (q) => isProperty(q) && keyName(q) === key,
        );
        return found && isProperty(found) ? found.value : undefined;
      };
      const method = (stringValue(option('method')) ?? 'GET').toUpperCase();
      const isArray = option('isArray');
      const hasBody = option('hasBody');
      const own = option('url');
      const params = option('params');
      actions.set(name, {
        name,
        method,
        isArray:
          isArray?.type === 'BooleanLiteral' || isArray?.type === 'Literal' ? isArray.value === true : false,
        hasBody:
          hasBody?.type === 'BooleanLiteral' || hasBody?.type === 'Literal'
            ? hasBody.value === true
            : BODY_METHODS.has(method),
        ...(own ? { url: own } : {}),
        ...(params?.type === 'ObjectExpression' ? { params } : {}),
        transformsResponse: option('transformResponse') !== undefined || option('interceptor') !== undefined,
        declared: true,
      });
    }
  }
  return {
    call,
    url,
    ...(paramDefaults?.type === 'ObjectExpression' ? { paramDefaults } : {}),
    actions: [...actions.values()],
  };
}

/**
 * Where a URL node sits in a `$resource` call: its first argument (`'resource'`) or an action's `url` (the action's
 * name), with the call and its ancestors; undefined elsewhere.
 */
export function resourceUrlOf(
  url: AstNode,
  parents: readonly AstNode[],
): { definition: ResourceDefinition; callParents: AstNode[]; action?: string } | undefined {
  const n = parents.length;
  const parent = parents[n - 1];
  if (parent?.type === 'CallExpression' && argsOf(parent)[0] === url) {
    const definition = resourceDefinition(parent, parents.slice(0, n - 1));
    return definition ? { definition, callParents: parents.slice(0, n - 1) } : undefined;
  }
  // `{ search: { method: 'GET', url: … } }`: property, options, property, actions, call
  const [call, actions, entry, options] = [parents[n - 5], parents[n - 4], parents[n - 3], parents[n - 2]];
  if (
    parent &&
    isProperty(parent) &&
    keyName(parent) === 'url' &&
    options?.type === 'ObjectExpression' &&
    entry &&
    isProperty(entry) &&
    call?.type === 'CallExpression' &&
    argsOf(call)[2] === actions
  ) {
    const definition = resourceDefinition(call, parents.slice(0, n - 5));
    const action = keyName(entry);
    return definition && action !== undefined
      ? { definition, callParents: parents.slice(0, n - 5), action }
      : undefined;
  }
  return undefined;
}
