import {
  Node,
  SyntaxKind,
  type BindingElement,
  type CallExpression,
  type PropertyAccessExpression,
} from 'ts-morph';
import { EQUALITY } from './equality.js';
import { foldedGuard } from './guard-fold.js';
import { inProject } from './plan-walk.js';
import { wholeHtmlContent } from './html-content.js';
import { spreadCopyRemoval } from './spread-copy.js';
import { MODEL_TARGET } from '../sfc/generated-names.js';

/** One rewrite of a read, in the offsets of its file; `todo` asks a person to confirm what the rewrite chose. */
export interface ReadFix {
  at: Node;
  start: number;
  end: number;
  text: string;
  todo?: string;
}

/** The references of a property declaration's name (one language-service query per declaration). */
function referencesOf(nameNode: Node): Node[] {
  return Node.isIdentifier(nameNode) ? nameNode.findReferencesAsNodes() : [];
}

/** The reads (`x.field`, not writes, not destructuring) among a property's references, in the user's project. */
function reads(references: readonly Node[]): PropertyAccessExpression[] {
  const out: PropertyAccessExpression[] = [];
  for (const reference of references) {
    const access = reference.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getNameNode() !== reference) continue;
    if (!inProject(access)) continue;
    const parent = access.getParent();
    if (
      Node.isBinaryExpression(parent) &&
      parent.getLeft() === access &&
      parent.getOperatorToken().getKind() >= SyntaxKind.FirstAssignment &&
      parent.getOperatorToken().getKind() <= SyntaxKind.LastAssignment
    ) {
      continue;
    }
    out.push(access);
  }
  return out;
}

/** `const { assignedUserId } = p`, `({ assignedUserId: owner }) => …`: destructurings among its references. */
function destructured(references: readonly Node[]): BindingElement[] {
  const out: BindingElement[] = [];
  for (const reference of references) {
    const element = reference.getParent();
    if (!Node.isBindingElement(element) || !inProject(element)) continue;
    if (element.getDotDotDotToken() || !Node.isIdentifier(element.getNameNode())) continue;
    const key = element.getPropertyNameNode() ?? element.getNameNode();
    if (key === reference) out.push(element);
  }
  return out;
}

/** An expression whose parent needs no parentheses around `a ?? b`: an argument, an initializer, a return. */
function standsAlone(node: Node): boolean {
  const parent = node.getParent();
  return (
    (Node.isCallExpression(parent) && parent.getArguments().includes(node)) ||
    Node.isVariableDeclaration(parent) ||
    Node.isReturnStatement(parent) ||
    Node.isPropertyAssignment(parent) ||
    Node.isJsxExpression(parent) ||
    Node.isTemplateSpan(parent) ||
    Node.isArrowFunction(parent) ||
    Node.isParenthesizedExpression(parent)
  );
}

/** What is rendered as text: a JSX child `{…}` or a template literal's `${…}`. */
/** `??` and `||`: a fallback shown when the value is missing. */
const FALLBACK_OPERATORS = new Set([SyntaxKind.QuestionQuestionToken, SyntaxKind.BarBarToken]);

function renderedAsText(node: Node): boolean {
  const parent = node.getParent();
  if (Node.isTemplateSpan(parent)) return parent.getExpression() === node;
  if (!Node.isJsxExpression(parent)) return false;
  const owner = parent.getParent();
  return Node.isJsxElement(owner) || Node.isJsxFragment(owner);
}

/** Rendered as the whole content of its element (`<td>{…}</td>`), not inside a sentence (`<p>Owner: {…}</p>`). */
function wholeContent(node: Node): boolean {
  const parent = node.getParent();
  if (Node.isTemplateSpan(parent)) {
    const template = parent.getParent();
    return (
      Node.isTemplateExpression(template) &&
      ((template.getHead().getLiteralText() === '' &&
        template.getTemplateSpans().every((span) => span.getLiteral().getLiteralText().trim() === '')) ||
        wholeHtmlContent(parent))
    );
  }
  const owner = parent?.getParent();
  if (!Node.isJsxElement(owner) && !Node.isJsxFragment(owner)) return false;
  return owner
    .getJsxChildren()
    .every((child) => child === parent || (Node.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces()));
}

/**
 * The call a read is given to, directly or through calls around it (`escape(nameOf(p.assignedUserId))`), that is
 * rendered as the whole content of its element; undefined when there is none.
 */
function renderedCall(access: Node): CallExpression | undefined {
  let inner = access;
  for (let call = access.getParent(); Node.isCallExpression(call); call = call.getParent()) {
    if (!call.getArguments().includes(inner)) return undefined;
    if (renderedAsText(call) && wholeContent(call)) return call;
    inner = call;
  }
  return undefined;
}

/** The name a list's element gets in `.map((id) => …)`: the field's last word (`assignedUserId` → `id`). */
function elementName(field: string, taken: string): string {
  const word = (/[A-Z][a-z0-9]*$/.exec(field)?.[0] ?? 'value').toLowerCase();
  return new RegExp(`\\b${word}\\b`).test(taken) ? 'value' : word;
}

/**
 * Reads of a field that became a list (`assignedUserId` → `assignedUserIds`), rewritten so they compile and keep
 * their meaning: a comparison asks whether the list holds the value, an element whose whole content is the value
 * shows every one, anything else (a sentence such as "Owner: …" included) reads the first element (what the proxy
 * gives an old client) and gets a TODO.
 */
export function toManyReadFixes(nameNode: Node, to: string, nullable = false): ReadFix[] {
  const from = nameNode.getText();
  // with `noUncheckedIndexedAccess`, `list[0]` may be undefined: "nobody" stays `null` where the field allowed it
  const unchecked = nameNode.getProject().getCompilerOptions().noUncheckedIndexedAccess === true;
  const suffix = !unchecked ? '' : nullable ? ' ?? null' : '!';
  const first = `"${from}" became the list "${to}": this reads the first one (what the proxy gives an old client); decide whether every one counts`;
  const out: ReadFix[] = [];
  const references = referencesOf(nameNode);
  for (const element of destructured(references)) {
    // `{ assignedUserId }` → `{ assignedUserIds: [assignedUserId] }`, `{ assignedUserId: owner = 0 }` likewise
    const local = element.getNameNode().getText();
    const initializer = element.getInitializer();
    const text = `${to}: [${local}${initializer ? ` = ${initializer.getText()}` : ''}]`;
    out.push({ at: element, start: element.getStart(), end: element.getEnd(), text, todo: first });
  }
  for (const access of reads(references)) {
    const list = `${access.getExpression().getText()}${access.hasQuestionDotToken() ? '?.' : '.'}${to}`;
    const parent = access.getParent();
    if (Node.isBinaryExpression(parent) && EQUALITY.has(parent.getOperatorToken().getKind())) {
      const other = parent.getLeft() === access ? parent.getRight() : parent.getLeft();
      // two lists compared (`old.assignedUserId !== p.assignedUserId`): what "the same" means is a person's call,
      // which the type-check asks for
      if (Node.isPropertyAccessExpression(other) && other.getName() === from) continue;
      const negated = parent.getOperatorToken().getText().startsWith('!');
      const nothing =
        other.getKind() === SyntaxKind.NullKeyword ||
        (Node.isIdentifier(other) && other.getText() === 'undefined');
      const text = nothing
        ? `${list}.length ${negated ? '>' : '==='} 0`
        : `${negated ? '!' : ''}${list}.includes(${other.getText()})`;
      out.push({ at: parent, start: parent.getStart(), end: parent.getEnd(), text });
      continue;
    }
    if (renderedAsText(access) && wholeContent(access)) {
      out.push({ at: access, start: access.getStart(), end: access.getEnd(), text: `${list}.join(', ')` });
      continue;
    }
    const call = renderedCall(access);
    if (call) {
      const callText = call.getText();
      const name = elementName(from, callText);
      const offset = access.getStart() - call.getStart();
      const each = callText.slice(0, offset) + name + callText.slice(offset + access.getWidth());
      out.push({
        at: call,
        start: call.getStart(),
        end: call.getEnd(),
        text: `${list}.map((${name}) => ${each}).join(', ')`,
      });
      continue;
    }
    // `<td>{p.assignedUserId ?? 'nobody'}</td>`: every one, or the fallback when there are none
    const fallback = access.getParent();
    if (
      Node.isBinaryExpression(fallback) &&
      fallback.getLeft() === access &&
      FALLBACK_OPERATORS.has(fallback.getOperatorToken().getKind()) &&
      renderedAsText(fallback) &&
      wholeContent(fallback)
    ) {
      const operator = fallback.getOperatorToken();
      out.push({
        at: fallback,
        start: access.getStart(),
        end: operator.getEnd(),
        text: `${list}.join(', ') ||`,
      });
      continue;
    }
    const firstOne = `${list}[0]${suffix}`;
    const bare = suffix === '' || standsAlone(access);
    out.push({
      at: access,
      start: access.getStart(),
      end: access.getEnd(),
      text: bare ? firstOne : `(${firstOne})`,
      todo: first,
    });
  }
  return out;
}

/**
 * Reads of a field the new version removed, when the map says what it always was (`restore`): a `.filter` that
 * then keeps everything is dropped (and the code that only copied its result), a JSX `{field && …}` that then
 * renders nothing is removed, any other read becomes the value, with a TODO.
 */
export function removedReadFixes(nameNode: Node, restore: unknown): ReadFix[] {
  if (restore === undefined) return [];
  const field = nameNode.getText();
  const truthy = Boolean(restore);
  const out: ReadFix[] = [];
  for (const access of reads(referencesOf(nameNode))) {
    const parent = access.getParent();
    const negated =
      Node.isPrefixUnaryExpression(parent) && parent.getOperatorToken() === SyntaxKind.ExclamationToken;
    const predicate = negated ? parent : access;
    const keepsAll = negated ? !truthy : truthy;
    const arrow = predicate.getParent();
    const call = arrow?.getParent();
    if (
      keepsAll &&
      Node.isArrowFunction(arrow) &&
      arrow.getBody() === predicate &&
      Node.isCallExpression(call) &&
      call.getArguments().length === 1 &&
      Node.isPropertyAccessExpression(call.getExpression())
    ) {
      const callee = call.getExpression() as PropertyAccessExpression;
      if (callee.getName() === 'filter') {
        out.push(withoutCopy(call, callee.getExpression().getText()));
        continue;
      }
    }
    // `field ? a : b`: the branch the value always takes
    const conditional = predicate.getParent();
    if (Node.isConditionalExpression(conditional) && conditional.getCondition() === predicate) {
      const branch = (negated ? !truthy : truthy) ? conditional.getWhenTrue() : conditional.getWhenFalse();
      out.push({
        at: conditional,
        start: conditional.getStart(),
        end: conditional.getEnd(),
        text: branch.getText(),
      });
      continue;
    }
    // `if (profile.isDeleted) { … }` that can no longer run: removed (an `else` is left to a person)
    const statement = predicate.getParent();
    if (
      Node.isIfStatement(statement) &&
      statement.getExpression() === predicate &&
      !statement.getElseStatement() &&
      !(negated ? !truthy : truthy)
    ) {
      const lines = wholeLines(statement, true);
      if (lines) {
        out.push(lines);
        continue;
      }
    }
    // `!p.isDeleted && p.isActive`: a guard that is always true goes
    const guard = foldedGuard(predicate, negated ? !truthy : truthy);
    if (guard) {
      out.push(...guard);
      continue;
    }
    const and =
      Node.isBinaryExpression(parent) &&
      parent.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken;
    const container = and ? parent.getParent() : undefined;
    if (
      !truthy &&
      and &&
      parent.getLeft() === access &&
      Node.isJsxExpression(container) &&
      renderedAsText(parent)
    ) {
      out.push(
        wholeLines(container) ?? {
          at: container,
          start: container.getStart(),
          end: container.getEnd(),
          text: '',
        },
      );
      continue;
    }
    // `v-model="draft.notifyAssignee"` binds a place, which a value cannot be: the type-check of the result asks a
    // person there
    if (isModelTarget(access)) continue;
    out.push({
      at: access,
      start: access.getStart(),
      end: access.getEnd(),
      text: JSON.stringify(restore),
      todo: `"${field}" is gone in the new version, where it was always ${JSON.stringify(restore)}: the read is that value now; simplify the code around it`,
    });
  }
  return out;
}

/**
 * `source.filter(…)` replaced by `source`, and what then only copies it with it: `{ ...page, data: page.data }` is
 * `page`, `{ ...page, data: page.data, q }` is `{ ...page, q }` (`spread-copy.ts`), and React Query's `select: (page) => page` (its default) is removed with its comments.
 */
function withoutCopy(call: Node, kept: string): ReadFix {
  let node: Node = call;
  let text = kept;
  const property = node.getParent();
  const object = property?.getParent();
  if (Node.isPropertyAssignment(property) && Node.isObjectLiteralExpression(object)) {
    const [spread, own, ...rest] = object.getProperties();
    if (
      rest.length === 0 &&
      own === property &&
      Node.isSpreadAssignment(spread) &&
      kept === `${spread.getExpression().getText()}.${property.getName()}`
    ) {
      node = object;
      text = spread.getExpression().getText();
      while (Node.isParenthesizedExpression(node.getParent())) node = node.getParent()!;
      const arrow = node.getParent();
      const option = arrow?.getParent();
      if (
        Node.isArrowFunction(arrow) &&
        arrow.getBody() === node &&
        arrow.getParameters().length === 1 &&
        arrow.getParameters()[0]!.getName() === text &&
        Node.isPropertyAssignment(option) &&
        option.getName() === 'select'
      ) {
        const lines = wholeLines(option, true);
        if (lines) return lines;
      }
    } else {
      const removal = spreadCopyRemoval(property, object, kept);
      if (removal) return removal;
    }
  }
  return { at: node, start: node.getStart(), end: node.getEnd(), text };
}

/** The lines a node has to itself (with a trailing `,`/`;`, and its comments when asked), removed; else undefined. */
function wholeLines(node: Node, comments = false): ReadFix | undefined {
  const source = node.getSourceFile().getFullText();
  const first = comments
    ? node.getFullStart() + (/^\s*/.exec(node.getFullText())?.[0].length ?? 0)
    : node.getStart();
  const lineStart = source.lastIndexOf('\n', first - 1) + 1;
  let lineEnd = source.indexOf('\n', node.getEnd());
  if (lineEnd < 0) lineEnd = source.length;
  if (source.slice(lineStart, first).trim() !== '') return undefined;
  if (source.slice(node.getEnd(), lineEnd).trim().replace(/^[;,]/, '') !== '') return undefined;
  return { at: node, start: lineStart, end: Math.min(lineEnd + 1, source.length), text: '' };
}

/** The expression of a Vue `v-model` in the template's generated code (`sfc/template-code.ts`). */
function isModelTarget(access: Node): boolean {
  const call = access.getParent();
  return Node.isCallExpression(call) && call.getExpression().getText() === MODEL_TARGET;
}
