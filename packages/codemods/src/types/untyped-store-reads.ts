import { Node, SyntaxKind, type Identifier, type PropertyAccessExpression, type Type } from 'ts-morph';
import { EQUALITY } from './equality.js';
import type { Plans } from './plan-path.js';
import { inProject } from './plan-walk.js';
import { elementParameter, ITEM_RESULTS, LIST_RESULTS } from './array-methods.js';
import { keyStep, renamedValue, type PlannedEdit, type ValueRule } from './plan-keys.js';

/** reselect's and redux-toolkit's selector makers: the last argument combines the results of the others. */
const SELECTOR_MAKERS = new Set(['createSelector', 'createDraftSafeSelector']);
/** react-redux's hook (and the typed aliases apps declare for it): its result is what the selector returns. */
const SELECTOR_HOOK = /^use\w*Selector$/;
/** How many selectors or variables a value is followed through. */
const MAX_HOPS = 12;

/**
 * The untyped reads of a response stored in the store by a reducer (`{ ...state, types: action.payload }`,
 * `state.types = action.payload`) where the state member, or what reads it, is `any` (`types: any[]`): from each
 * read of the member (`state.records.types`), the value is followed through variables, array callbacks
 * (`.filter((t: any) => t.recordId …)`), selectors (`(state) => state.items.answers`, reselect's
 * `createSelector(input, (answers) => …)`) and `useSelector(…)`, and each key read the plans rename is renamed, and
 * each string compared with a field whose values they rename (`a.headerId === 'REC_NAME'`). Only `any` values are
 * followed: where a type says what the value is, the typed walk does the work, and a value passed to another
 * function (or spread, or stored elsewhere) is not followed.
 */
export function untypedStoreReads(payload: Node, plans: Plans): PlannedEdit[] {
  const member = storedMember(payload);
  if (!member) return [];
  const follower = new Follower();
  for (const reference of member.findReferencesAsNodes()) {
    const access = reference.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getNameNode() !== reference || !inProject(access))
      continue;
    follower.follow(access, plans, 0);
  }
  return follower.edits;
}

/** The name of the state member a reducer stores the payload in: `{ ...state, rows: payload }`, `state.rows = payload`. */
function storedMember(payload: Node): Identifier | undefined {
  const parent = payload.getParent();
  if (Node.isPropertyAssignment(parent) && parent.getInitializer() === payload) {
    const name = parent.getNameNode();
    return Node.isIdentifier(name) ? name : undefined;
  }
  if (
    Node.isBinaryExpression(parent) &&
    parent.getRight() === payload &&
    parent.getOperatorToken().getKind() === SyntaxKind.EqualsToken
  ) {
    const target = parent.getLeft();
    return Node.isPropertyAccessExpression(target) ? target.getNameNode() : undefined;
  }
  return undefined;
}

/** Whether nothing types a value: `any`, `unknown`, or a list of them. */
function untyped(type: Type): boolean {
  if (type.isAny() || type.isUnknown()) return true;
  const element = type.getArrayElementType();
  return element !== undefined && (element.isAny() || element.isUnknown());
}

class Follower {
  readonly edits: PlannedEdit[] = [];
  private readonly seen = new Set<Node>();

  /** Follows a value holding the body part the plans describe, where it is read. */
  follow(value: Node, plans: Plans, hops: number): void {
    if (hops > MAX_HOPS || this.seen.has(value) || !plans.some((p) => p !== undefined)) return;
    this.seen.add(value);
    if (!untyped(value.getType())) return;
    const parent = value.getParent();
    if (!parent) return;
    if (
      Node.isParenthesizedExpression(parent) ||
      Node.isNonNullExpression(parent) ||
      Node.isAsExpression(parent)
    ) {
      if (Node.isAsExpression(parent) && !untyped(parent.getType())) return;
      return this.follow(parent, plans, hops);
    }
    if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === value)
      return this.member(parent, plans, hops);
    if (Node.isElementAccessExpression(parent) && parent.getExpression() === value) {
      const index = parent.getArgumentExpression();
      if (Node.isNumericLiteral(index))
        this.follow(
          parent,
          plans.map((p) => p?.item),
          hops,
        );
      return;
    }
    if (Node.isVariableDeclaration(parent) && parent.getInitializer() === value) {
      const name = parent.getNameNode();
      if (Node.isIdentifier(name)) this.held(name, plans, hops + 1);
      return;
    }
    const fn = Node.isReturnStatement(parent)
      ? parent.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionLikeDeclaration(a))
      : Node.isArrowFunction(parent) && parent.getBody() === value
        ? parent
        : undefined;
    if (fn) this.returned(fn, plans, hops + 1);
  }

  /** `value.name`: a key read (renamed, and its compared values), or an array method over the list. */
  private member(access: PropertyAccessExpression, plans: Plans, hops: number): void {
    const name = access.getName();
    const call = access.getParent();
    const items = plans.map((p) => p?.item);
    if (
      Node.isCallExpression(call) &&
      call.getExpression() === access &&
      items.some((p) => p !== undefined)
    ) {
      const parameter = elementParameter(call, name);
      if (parameter) this.held(parameter, items, hops);
      if (LIST_RESULTS.has(name)) this.follow(call, plans, hops);
      if (ITEM_RESULTS.has(name)) this.follow(call, items, hops);
      return;
    }
    const step = keyStep(plans, name);
    if (!step) return;
    const nameNode = access.getNameNode();
    if (step.to !== name && step.changeId)
      this.edits.push({
        node: nameNode,
        start: nameNode.getStart(),
        end: nameNode.getEnd(),
        to: step.to,
        changeId: step.changeId,
      });
    if (step.values.length > 0) this.compared(access, step.values);
    this.follow(access, step.children, hops);
  }

  /** `a.headerId === 'REC_NAME'` (either side), `switch (a.headerId) { case 'REC_NAME': … }`: the renamed values. */
  private compared(access: Node, values: readonly ValueRule[]): void {
    const parent = access.getParent();
    const literals: Node[] = [];
    if (Node.isBinaryExpression(parent) && EQUALITY.has(parent.getOperatorToken().getKind()))
      literals.push(parent.getLeft() === access ? parent.getRight() : parent.getLeft());
    if (Node.isSwitchStatement(parent) && parent.getExpression() === access)
      for (const clause of parent.getClauses())
        if (Node.isCaseClause(clause)) literals.push(clause.getExpression());
    for (const literal of literals) {
      if (!Node.isStringLiteral(literal) && !Node.isNoSubstitutionTemplateLiteral(literal)) continue;
      const renamed = renamedValue(literal.getLiteralText(), values);
      if (renamed)
        this.edits.push({
          node: literal,
          start: literal.getStart() + 1,
          end: literal.getEnd() - 1,
          ...renamed,
        });
    }
  }

  /** A name holding the value (a variable, a callback's parameter): each of its reads. */
  private held(name: Node, plans: Plans, hops: number): void {
    if (!Node.isIdentifier(name)) return;
    for (const reference of name.findReferencesAsNodes())
      if (reference !== name && reference.getSourceFile() === name.getSourceFile())
        this.follow(reference, plans, hops);
  }

  /**
   * A function returning the value: a selector (`const selectAnswers = (state) => state.items.answers`), the
   * combiner of `createSelector(…, (records) => …)`, or the selector given to `useSelector(…)`: where its result goes.
   */
  private returned(fn: Node, plans: Plans, hops: number): void {
    const parent = fn.getParent();
    if (Node.isCallExpression(parent) && parent.getArguments().includes(fn as never)) {
      const callee = parent.getExpression().getText();
      if (SELECTOR_HOOK.test(callee)) this.follow(parent, plans, hops);
      else if (SELECTOR_MAKERS.has(callee) && parent.getArguments().at(-1) === fn)
        this.selector(parent, plans, hops);
      return;
    }
    if (Node.isVariableDeclaration(parent) && parent.getInitializer() === fn) this.selector(fn, plans, hops);
  }

  /** A selector's uses: `useSelector(selector)`, `selector(state)`, an input of `createSelector(selector, …, fn)`. */
  private selector(selector: Node, plans: Plans, hops: number): void {
    const declaration = selector.getParent();
    if (!Node.isVariableDeclaration(declaration)) return;
    const name = declaration.getNameNode();
    if (!Node.isIdentifier(name)) return;
    for (const reference of name.findReferencesAsNodes()) {
      if (reference === name || !inProject(reference)) continue;
      let use = reference.getParent();
      if (Node.isCallExpression(use) && use.getExpression() === reference) {
        this.follow(use, plans, hops);
        continue;
      }
      // `createSelector([selectA, selectB], fn)`: the inputs written as a list
      const list = Node.isArrayLiteralExpression(use) ? use : undefined;
      const at = list ? list.getElements().indexOf(reference as never) : -1;
      if (list) use = list.getParent();
      if (!Node.isCallExpression(use)) continue;
      const callee = use.getExpression().getText();
      const args = use.getArguments();
      if (SELECTOR_HOOK.test(callee) && args[0] === reference) this.follow(use, plans, hops);
      if (!SELECTOR_MAKERS.has(callee)) continue;
      const combiner = args.at(-1);
      const index = list ? at : args.indexOf(reference as never);
      if (
        index < 0 ||
        combiner === reference ||
        !(Node.isArrowFunction(combiner) || Node.isFunctionExpression(combiner))
      )
        continue;
      const parameter = combiner.getParameters()[index]?.getNameNode();
      if (Node.isIdentifier(parameter)) this.held(parameter, plans, hops);
    }
  }
}
