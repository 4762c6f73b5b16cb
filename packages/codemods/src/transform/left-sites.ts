import { argsOf, keyName } from './call-site.js';
import { calleeName, identifierName, isProperty, type AstNode } from './node-types.js';

/**
 * A URL naming an endpoint the transform saw and left as it is, and why: the closing scan of old paths
 * (`run/remaining-scan.ts`) shows the sites it judged apart from those a person must look at.
 * - `own`: judged the app's own (a route record, a router link, a navigation call, a Next.js route of its own, a
 *   server route, a message) or another service's;
 * - `possible`: not shown to be this API's, listed in the summary as "possibly this API";
 * - `unknown`: not judged (a path given to a call the codemod does not know, held in a name that says nothing).
 */
export interface LeftSite {
  /** Offsets of the URL in the file's text before the run. */
  start: number;
  end: number;
  kind: 'own' | 'possible' | 'unknown';
  /** Why it was left: `route record`, `navigation call (navigate)`, `given to foo(…), not known as a request`. */
  why: string;
}

/** Names of what holds the app's own pages (`ROUTES`, `pages`, `navLinks`, `breadcrumbs`, `sitemap`, `menuItems`). */
const PAGE_HOLDER = /(route|screen|page|menu|nav|link|crumb|sitemap|url)s?$/i;
/** Keys of an object member that say it holds a page's address (`{ href: '/records', label }`). */
const PAGE_KEYS = new Set([
  'href',
  'to',
  'link',
  'pathname',
  'as',
  'path',
  'redirect',
  'redirectTo',
  'alias',
]);
/** End-to-end tests' page visits (`cy.visit('/records')`, Playwright's `page.goto('/records')`). */
const PAGE_VISITS = new Set(['visit', 'goto']);

/**
 * Why a path written alone that reaches no request (`transform/relative-path-flow.ts`) was left: where it goes
 * when that says it is a page of the app's (a menu's `href`, a table named `ROUTES`, `cy.visit`, `location.href`),
 * or, when nothing says so, `unknown` with where it went (a call the codemod does not know, a name saying nothing).
 */
export function pageWhy(node: AstNode, parents: readonly AstNode[]): Omit<LeftSite, 'start' | 'end'> {
  let child = node;
  for (let i = parents.length - 1; i >= 0; i--) {
    const parent = parents[i];
    if (!parent) break;
    switch (parent.type) {
      case 'TemplateLiteral':
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'LogicalExpression':
      case 'ConditionalExpression':
      case 'ArrayExpression':
      case 'BinaryExpression':
      case 'ObjectExpression':
        child = parent;
        continue;
      case 'CallExpression':
      case 'NewExpression':
      case 'OptionalCallExpression': {
        if (parent.callee === child) return unknown('called');
        const name = calleeText(parent.callee);
        if (PAGE_VISITS.has(calleeName(parent.callee) ?? '') && argsOf(parent)[0] === child)
          return { kind: 'own', why: `end-to-end test's page visit (${name})` };
        return unknown(`given to ${name}(…), not known as a request or a page`);
      }
      case 'ObjectProperty':
      case 'Property': {
        if (parent.value !== child) return unknown('an object key');
        const key = keyName(parent) ?? '';
        if (PAGE_KEYS.has(key)) return { kind: 'own', why: `page link (${key}: …)` };
        return heldIn(holderOf(parents, i - 1), `${key}: …`);
      }
      case 'ArrowFunctionExpression':
      case 'ReturnStatement':
      case 'BlockStatement':
      case 'FunctionExpression':
        child = parent;
        continue;
      case 'VariableDeclarator':
        return heldIn(parent.id.type === 'Identifier' ? parent.id.name : undefined, 'a variable');
      case 'AssignmentExpression': {
        const target =
          parent.left.type === 'MemberExpression' ? identifierName(parent.left.property) : undefined;
        if (target === 'href' || target === 'location')
          return { kind: 'own', why: `page navigation (location.${target})` };
        return unknown('assigned, read by no request the codemod knows');
      }
      case 'JSXExpressionContainer': {
        const attribute = parents[i - 1];
        if (attribute?.type === 'JSXAttribute' && attribute.name.type === 'JSXIdentifier')
          return { kind: 'own', why: `JSX attribute ${attribute.name.name}` };
        return { kind: 'own', why: 'text shown on a page' };
      }
      default:
        return unknown('not known as a request or a page');
    }
  }
  return unknown('not known as a request or a page');
}

function unknown(why: string): Omit<LeftSite, 'start' | 'end'> {
  return { kind: 'unknown', why };
}

/** A path held in a table, builder or variable: the app's own when the name says it holds pages (`ROUTES`). */
function heldIn(holder: string | undefined, what: string): Omit<LeftSite, 'start' | 'end'> {
  if (holder && PAGE_HOLDER.test(holder)) return { kind: 'own', why: `held in ${holder}, a table of pages` };
  return unknown(
    holder
      ? `held in ${holder} (${what}), whose name says nothing; no request the codemod knows reads it`
      : `${what}, read by no request the codemod knows`,
  );
}

/** The name of the variable, member or function holding an object or builder above `from`. */
function holderOf(parents: readonly AstNode[], from: number): string | undefined {
  for (let j = from; j >= 0; j--) {
    const node = parents[j];
    if (!node) return undefined;
    if (node.type === 'VariableDeclarator') return node.id.type === 'Identifier' ? node.id.name : undefined;
    if (node.type === 'FunctionDeclaration') return node.id?.name;
    if (isProperty(node)) return keyName(node);
  }
  return undefined;
}

/** `navigate`, `cy.visit`, `router.push`: a callee as the code writes it, short. */
function calleeText(callee: AstNode): string {
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier')
    return `${callee.object.name}.${calleeName(callee) ?? '…'}`;
  return calleeName(callee) ?? '…';
}
