import type * as t from '@babel/types';
import { keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';

/**
 * Keys that make an object with a `path` a route record (react-router, vue-router, a screen table) or a server's own
 * route (hapi's and fastify's `{ method, path, handler }`), not a request.
 */
const ROUTE_KEYS = new Set([
  'handler',
  'element',
  'component',
  'Component',
  'children',
  'loader',
  'lazy',
  'redirect',
  'redirectTo',
  'name',
  'index',
  'screen',
  'view',
  'layout',
  'exact',
  'pathMatch',
  'meta',
]);

/** Keys of a request description: an object with one of them beside its `path` describes a request. */
const REQUEST_KEYS = new Set([
  'method',
  'query',
  'params',
  'searchParams',
  'body',
  'data',
  'json',
  'headers',
  'url',
  'baseURL',
  'baseUrl',
  'prefixUrl',
  'responseType',
]);

/** Names of what holds a table of UI routes (`routes`, `adminRoutes`, `MENU`, `navLinks`, `screens`). */
const ROUTE_HOLDER = /(route|screen|page|menu|nav|link)s?$/i;

/**
 * Whether an object literal with a `path` is a UI route record: `{ path, element }` and the keys routers use,
 * or, without any request key beside it, an item of a table named like `routes` or whose items name a component
 * (`{ path: '/records', screen: 'RecordList' }`).
 */
export function isRouteRecord(node: t.ObjectExpression, parents: readonly AstNode[]): boolean {
  const keys = keysOf(node);
  if (!keys.includes('path')) return false;
  if (keys.some((k) => ROUTE_KEYS.has(k) && !(k === 'redirect' && fetchRedirect(node)))) return true;
  if (hasRouteOptions(node)) return true;
  if (keys.some((k) => REQUEST_KEYS.has(k))) return false;
  const table = parents[parents.length - 1];
  if (table?.type !== 'ArrayExpression') return false;
  const items = table.elements;
  const records = items.every(
    (item) =>
      item?.type === 'ObjectExpression' &&
      keysOf(item).includes('path') &&
      !keysOf(item).some((k) => REQUEST_KEYS.has(k)),
  );
  if (!records) return false;
  return ROUTE_HOLDER.test(holderName(parents.slice(0, -1)) ?? '') || items.every(namesComponent);
}

/** Keys of a server route's options object (hapi's route options): its handler and what is checked before it. */
const ROUTE_OPTION_KEYS = new Set(['handler', 'validate', 'pre']);

/**
 * Whether an object with a `path` is a server route whose handler sits in its options, as hapi writes it: `{ method:
 * 'GET', path: '/records', options: { validate, handler } }` (`config:` before hapi 17). A request's options hold no
 * handler, validation or prerequisites.
 */
export function hasRouteOptions(node: t.ObjectExpression): boolean {
  const members: readonly AstNode[] = node.properties;
  return members.some((p) => {
    if (!isProperty(p) || !['options', 'config'].includes(keyName(p) ?? '')) return false;
    const value: AstNode = p.value;
    return value.type === 'ObjectExpression' && keysOf(value).some((k) => ROUTE_OPTION_KEYS.has(k));
  });
}

/**
 * Members of a route record whose values are UI routes: its `path`, and where it sends the user (vue-router's
 * `redirect` and `alias`, Angular's `redirectTo`), so `{ path: '/', redirect: '/records' }` keeps its page.
 */
const ROUTE_VALUE_KEYS = new Set(['path', 'redirect', 'redirectTo', 'alias']);

/** The members of a route record that hold UI routes (`path`, `redirect`, `redirectTo`, `alias`). */
export function routeValueMembers(node: t.ObjectExpression): AstNode[] {
  const members: readonly AstNode[] = node.properties;
  return members.filter((p) => isProperty(p) && ROUTE_VALUE_KEYS.has(keyName(p) ?? ''));
}

/**
 * Whether an object literal describes a request: it has a key such as `method`, `query`, `body` or `headers`
 * other than `except` (the key holding the path asked about: a menu item's `{ url: '/records', title }` is no request).
 */
export function describesRequest(node: t.ObjectExpression, except?: string): boolean {
  return keysOf(node).some((k) => k !== except && REQUEST_KEYS.has(k));
}

/** fetch's `redirect` option (`'follow'`, `'manual'`, `'error'`): a request's, not where a route sends the user. */
const FETCH_REDIRECTS = new Set(['follow', 'manual', 'error']);

/** Whether an object's `redirect` member is fetch's option (`{ path, method, redirect: 'manual' }`). */
function fetchRedirect(node: t.ObjectExpression): boolean {
  const members: readonly AstNode[] = node.properties;
  return members.some((p) => {
    if (!isProperty(p) || keyName(p) !== 'redirect') return false;
    const value: AstNode = p.value;
    return isStringLiteral(value) && FETCH_REDIRECTS.has(value.value);
  });
}

function keysOf(node: t.ObjectExpression): string[] {
  const members: readonly AstNode[] = node.properties;
  return members.filter(isProperty).flatMap((p) => keyName(p) ?? []);
}

/** The name of the variable, property or assignment target an array is held in. */
function holderName(parents: readonly AstNode[]): string | undefined {
  const holder = parents[parents.length - 1];
  if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return holder.id.name;
  if (holder && isProperty(holder)) return keyName(holder);
  if (holder?.type === 'AssignmentExpression') {
    const left = holder.left;
    if (left.type === 'Identifier') return left.name;
    if (left.type === 'MemberExpression' && left.property.type === 'Identifier') return left.property.name;
  }
  return undefined;
}

/** An item with a value that names a component: a capitalised identifier or string (`screen: 'RecordList'`). */
function namesComponent(item: AstNode | null): boolean {
  if (item?.type !== 'ObjectExpression') return false;
  const members: readonly AstNode[] = item.properties;
  return members.filter(isProperty).some((p) => {
    if (keyName(p) === 'path') return false;
    const value: AstNode = p.value;
    if (value.type === 'Identifier') return /^[A-Z][a-z]\w*$/.test(value.name);
    if (value.type === 'JSXElement') return true;
    return isStringLiteral(value) && /^[A-Z][a-z]+(?:[A-Z][a-z]*)+$/.test(value.value);
  });
}
