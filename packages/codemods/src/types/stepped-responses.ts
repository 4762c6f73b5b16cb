import { Node, type CallExpression } from 'ts-morph';
import { keyStep, renamedValue, type PlannedEdit } from './plan-keys.js';
import type { Plans } from './plan-path.js';
import { responseCalls } from './response-calls.js';

/** Members of a client's response object that hold the parsed body: axios's `{ data }`, got's `{ body }`. */
const BODY_MEMBERS = new Set(['data', 'body']);
/** Matchers a saga test compares a yielded effect with. */
const EQUALITY_MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject', 'deep.equal', 'eql']);

/**
 * The fake responses a saga test hands the generator it steps by hand: after `expect(gen.next().value).toEqual(
 * call(api.fetchRecords, …))` (the effect compared is this request, or a function returning it), the next
 * `gen.next(fake)` of that generator gives the saga `fake` as the effect's result, so `fake` (an object written
 * there, or a `const` holding one) is a response: its body (`data`/`body`) is renamed as the plans say, keys and
 * values. A fake built otherwise (a factory's result, a spread) is not read.
 */
export function steppedResponses(call: CallExpression, plans: Plans): PlannedEdit[] {
  const out: PlannedEdit[] = [];
  for (const effect of responseCalls(call)) {
    const generator = comparedStep(effect);
    const fake = generator && nextGiven(generator, effect);
    const literal = fake && objectOf(fake);
    if (!literal) continue;
    for (const member of literal.getProperties()) {
      if (!Node.isPropertyAssignment(member) || !BODY_MEMBERS.has(member.getName())) continue;
      rewrite(member.getInitializerOrThrow(), plans, out);
    }
  }
  return out;
}

/** `expect(gen.next().value).toEqual(effect)`: the generator `gen` stepped. */
function comparedStep(effect: Node): Node | undefined {
  const matcher = effect.getParent();
  if (!Node.isCallExpression(matcher) || matcher.getArguments()[0] !== effect) return undefined;
  const access = matcher.getExpression();
  if (!Node.isPropertyAccessExpression(access) || !EQUALITY_MATCHERS.has(access.getName())) return undefined;
  let subject = access.getExpression();
  while (Node.isPropertyAccessExpression(subject)) subject = subject.getExpression(); // `expect(…).to.deep`
  if (!Node.isCallExpression(subject)) return undefined;
  const value = subject.getArguments()[0];
  if (!Node.isPropertyAccessExpression(value) || value.getName() !== 'value') return undefined;
  const step = value.getExpression();
  if (!Node.isCallExpression(step)) return undefined;
  const next = step.getExpression();
  if (!Node.isPropertyAccessExpression(next) || next.getName() !== 'next') return undefined;
  const generator = next.getExpression();
  return Node.isIdentifier(generator) ? generator : undefined;
}

/** The argument of the first `gen.next(…)` after the comparison, in the same function; none if it gives nothing. */
function nextGiven(generator: Node, after: Node): Node | undefined {
  const symbol = generator.getSymbol();
  const scope = after.getFirstAncestor((a) => Node.isFunctionLikeDeclaration(a) || Node.isArrowFunction(a));
  if (!symbol || !scope) return undefined;
  let found: Node | undefined;
  let done = false;
  scope.forEachDescendant((node, traversal) => {
    if (done) return traversal.stop();
    if (node.getStart() <= after.getEnd() || !Node.isCallExpression(node)) return;
    const next = node.getExpression();
    if (!Node.isPropertyAccessExpression(next) || next.getName() !== 'next') return;
    if (next.getExpression().getSymbol() !== symbol) return;
    found = node.getArguments().length === 1 ? node.getArguments()[0] : undefined;
    done = true;
  });
  return found;
}

/** An object written there, or the one a `const` of the same function holds. */
function objectOf(value: Node): (Node & { getProperties(): Node[] }) | undefined {
  if (Node.isObjectLiteralExpression(value)) return value;
  if (!Node.isIdentifier(value)) return undefined;
  const declaration = value.getSymbol()?.getValueDeclaration();
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  if (declaration.getVariableStatement()?.getDeclarationKind() !== 'const') return undefined;
  const initializer = declaration.getInitializer();
  return Node.isObjectLiteralExpression(initializer) ? initializer : undefined;
}

/** The keys and values of a body written as a literal, renamed along the plans. */
function rewrite(value: Node, plans: Plans, out: PlannedEdit[]): void {
  if (!plans.some((p) => p !== undefined)) return;
  if (Node.isArrayLiteralExpression(value)) {
    const items = plans.map((p) => p?.item);
    for (const element of value.getElements()) rewrite(element, items, out);
    return;
  }
  if (!Node.isObjectLiteralExpression(value)) return;
  for (const member of value.getProperties()) {
    if (!Node.isPropertyAssignment(member)) continue;
    const nameNode = member.getNameNode();
    if (!Node.isIdentifier(nameNode) && !Node.isStringLiteral(nameNode)) continue;
    const key = Node.isStringLiteral(nameNode) ? nameNode.getLiteralText() : nameNode.getText();
    const step = keyStep(plans, key);
    if (!step) continue;
    const quoted = Node.isStringLiteral(nameNode) ? 1 : 0;
    if (step.changeId && step.to !== key)
      out.push({
        node: nameNode,
        start: nameNode.getStart() + quoted,
        end: nameNode.getEnd() - quoted,
        to: step.to,
        changeId: step.changeId,
      });
    const initializer = member.getInitializerOrThrow();
    if (step.values.length > 0 && Node.isStringLiteral(initializer)) {
      const renamed = renamedValue(initializer.getLiteralText(), step.values);
      if (renamed)
        out.push({
          node: initializer,
          start: initializer.getStart() + 1,
          end: initializer.getEnd() - 1,
          ...renamed,
        });
    }
    rewrite(initializer, step.children, out);
  }
}
