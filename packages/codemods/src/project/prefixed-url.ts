import { argsOf } from '../transform/call-site.js';
import { isIdentifier, type AstNode } from '../transform/node-types.js';
import { unwrap } from './file-facts.js';
import { isPageOrigin } from './page-origin.js';
import { newUrlText } from './url-object.js';

/**
 * The text a URL object is built from: `new URL(base + path)`, or `new URL(API_PREFIX + path, cfg.baseUrl)` /
 * `` new URL(`${API_PREFIX}${path}`, origin) ``, whose first argument starts with a base of its own (a name or a
 * member before the rest), so the second gives only the origin. Undefined for anything else (`new URL(path, base)`,
 * a page's own `new URL(…, location.origin)`).
 */
export function builtUrlText(node: AstNode): AstNode | undefined {
  const alone = newUrlText(node);
  if (alone) return alone;
  if (node.type !== 'NewExpression' || !isIdentifier(node.callee) || node.callee.name !== 'URL')
    return undefined;
  const [first, second] = argsOf(node);
  if (!first || !second || argsOf(node).length !== 2 || !heldOrigin(second)) return undefined;
  const text = unwrap(first);
  return text && startsWithBase(text) ? text : undefined;
}

/**
 * An origin held in a name or a member (`cfg.baseUrl`), not written (`'https://crm.example.org'`, whose host says
 * whose service it is) nor the page's own (`location.origin`).
 */
function heldOrigin(origin: AstNode): boolean {
  const node = unwrap(origin);
  return !!node && (isIdentifier(node) || node.type === 'MemberExpression') && !isPageOrigin(node);
}

/** `A + …` or `` `${A}…` `` with `A` a name or a member: the text opens with a base held elsewhere. */
function startsWithBase(node: AstNode): boolean {
  let lead: AstNode | undefined;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    lead = node.left;
    while (lead.type === 'BinaryExpression' && lead.operator === '+') lead = lead.left;
  } else if (node.type === 'TemplateLiteral' && node.quasis[0]?.value.raw === '') {
    lead = node.expressions[0];
  }
  const base = lead && unwrap(lead);
  return base !== undefined && (isIdentifier(base) || base.type === 'MemberExpression');
}

/**
 * Whether the path of a `new URL(path, origin)` carries its own base, so an origin held in a name gives only the
 * origin: it opens with a base held elsewhere (`API_PREFIX + path`) or with a version segment
 * (`` `/api/v4/records?${qs}` ``). A written origin is kept as the base: its host says whose service it is.
 */
export function ownsItsBase(path: AstNode, origin: AstNode): boolean {
  const node = unwrap(path);
  if (!node || !heldOrigin(origin)) return false;
  if (startsWithBase(node)) return true;
  const lead =
    node.type === 'StringLiteral'
      ? node.value
      : node.type === 'TemplateLiteral'
        ? node.quasis[0]?.value.cooked
        : undefined;
  return lead !== undefined && VERSIONED.test(lead);
}

/** `/api/v4/…`, `/compliance/v5/…`: an absolute path whose first segments end in a version. */
const VERSIONED = /^(?:\/[\w-]+)*\/v\d+\//;
