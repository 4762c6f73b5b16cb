import { elementParameter } from './array-methods.js';
import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, type CallExpression, type Type } from 'ts-morph';
import { identifiersNamed } from './compiler-nodes.js';
import { memberPlans } from './member-plans.js';
import { parsedHolderType, responseHolders } from './schema-parsed.js';

type Plans = readonly (PlanNode | undefined)[];

/** Members of a client's response object that hold the parsed body: got's `{ body }`, axios's `{ data }`. */
const BODY_MEMBERS = new Set(['body', 'data']);

/**
 * The rows of a response's list that a runtime schema of the project parses one by one, with the plans of one row:
 * `for (const raw of body.data) Row.parse(raw)` or `body.data.map((raw) => Row.parse(raw))`, where `body` holds the
 * call's response (`const { body } = await api.get<Page<unknown>>(…)`). The body's own type says `unknown` there;
 * the schema says what a row is, so its entries are renamed as a typed row's members are.
 */
export function parsedRows(call: CallExpression, plans: Plans): { type: Type; plans: Plans }[] {
  const out: { type: Type; plans: Plans }[] = [];
  for (const holder of [...responseHolders(call), ...destructuredBodies(call)]) {
    const symbol = holder.getSymbol();
    const scope = holder.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isSourceFile(a));
    if (!symbol || !scope) continue;
    for (const target of identifiersNamed(scope, holder.getText())) {
      const node = target.getParent();
      if (!Node.isPropertyAccessExpression(node) || node.getExpression() !== target) continue;
      if (target.getSymbol() !== symbol) continue;
      const rows = itemPlans(node.getName(), plans);
      if (!rows.some((p) => p !== undefined)) continue;
      for (const element of elementHolders(node)) {
        const type = parsedHolderType(element);
        if (type) out.push({ type, plans: rows });
      }
    }
  }
  return out;
}

/** `const { body } = await call`: `body`. */
function destructuredBodies(call: CallExpression): Node[] {
  let node: Node = call;
  let parent = node.getParent();
  while (Node.isAwaitExpression(parent) || Node.isParenthesizedExpression(parent)) {
    node = parent;
    parent = node.getParent();
  }
  if (!Node.isVariableDeclaration(parent) || parent.getInitializer() !== node) return [];
  const pattern = parent.getNameNode();
  if (!Node.isObjectBindingPattern(pattern)) return [];
  const out: Node[] = [];
  for (const element of pattern.getElements()) {
    const key = element.getPropertyNameNode()?.getText() ?? element.getName();
    const name = element.getNameNode();
    if (BODY_MEMBERS.has(key) && Node.isIdentifier(name)) out.push(name);
  }
  return out;
}

/** The plans of one element of the list under `key`, followed through each step's renames. */
function itemPlans(key: string, plans: Plans): Plans {
  return memberPlans(key, plans).map((child) => child?.item);
}

/** The variables an element of the list `list` is given to: `for (const x of list)`, `list.map((x) => …)`. */
export function elementHolders(list: Node): Node[] {
  const parent = list.getParent();
  if (Node.isForOfStatement(parent) && parent.getExpression() === list) {
    const initializer = parent.getInitializer();
    if (Node.isVariableDeclarationList(initializer)) {
      const name = initializer.getDeclarations()[0]?.getNameNode();
      return Node.isIdentifier(name) ? [name] : [];
    }
    return [];
  }
  if (!Node.isPropertyAccessExpression(parent)) return [];
  const call = parent.getParent();
  if (!Node.isCallExpression(call) || call.getExpression() !== parent) return [];
  const name = elementParameter(call, parent.getName());
  return name ? [name] : [];
}
