import {
  Node,
  SyntaxKind,
  type CallExpression,
  type PropertyAccessExpression,
  type SourceFile,
  type Type,
} from 'ts-morph';
import { EQUALITY } from './equality.js';
import { elementParameter, ITEM_RESULTS, LIST_RESULTS } from './array-methods.js';
import type { PlannedEdit } from './plan-keys.js';
import type { TypeFindings } from './plan-walk.js';

const MAX_HOPS = 12;

/**
 * Electron's IPC: `ipcRenderer.invoke(channel, …)` answers `any`, the value the main process's
 * `ipcMain.handle(channel, handler)` returns. Where that handler returns a type whose fields this API renames
 * (`getItem(id)` over `api.get<ItemDetail>(…)`), the untyped reads of the answer are renamed as those fields are:
 * read where it is invoked, or through the preload's function returning the invoke (`getItem: (id) =>
 * ipcRenderer.invoke(…)`, called as `window.compliance.getItem(id)`). A channel is known by its string, written
 * or held in a constant whose type is that string (`Channels.itemsGet` of an `as const` table).
 */
export function ipcAnswerReads(files: readonly SourceFile[], findings: TypeFindings): PlannedEdit[] {
  const answers = new Map<string, Type>();
  for (const call of ipcCalls(files, 'ipcMain', 'handle')) {
    const channel = channelOf(call);
    const handler = call.getArguments()[1];
    if (channel === undefined || !(Node.isArrowFunction(handler) || Node.isFunctionExpression(handler)))
      continue;
    answers.set(channel, awaited(handler.getReturnType()));
  }
  const follower = new AnswerFollower(findings);
  for (const call of ipcCalls(files, 'ipcRenderer', 'invoke')) {
    const channel = channelOf(call);
    const answer = channel === undefined ? undefined : answers.get(channel);
    if (!answer || !untyped(awaited(call.getType()))) continue;
    follower.follow(call, answer, 0);
    // `getItem: (id) => ipcRenderer.invoke(…)` with no declared result: each call of that member
    const arrow = call.getParent();
    const member = Node.isArrowFunction(arrow) && !arrow.getReturnTypeNode() ? arrow.getParent() : undefined;
    const name = Node.isPropertyAssignment(member) ? member.getNameNode() : undefined;
    if (!Node.isIdentifier(name)) continue;
    for (const reference of name.findReferencesAsNodes()) {
      const access = reference.getParent();
      const use = access?.getParent();
      if (
        Node.isPropertyAccessExpression(access) &&
        Node.isCallExpression(use) &&
        use.getExpression() === access
      )
        follower.follow(use, answer, 0);
    }
  }
  return follower.edits;
}

/** Calls `<object>.<method>(…)` whose object is named `object` (`ipcMain.handle`, `ipcRenderer.invoke`). */
function ipcCalls(files: readonly SourceFile[], object: string, method: string): CallExpression[] {
  // (a file that never names the object holds none: not walked, which would wrap each of its nodes)
  return files.flatMap((file) =>
    !file.getFullText().includes(object)
      ? []
      : file.getDescendantsOfKind(SyntaxKind.CallExpression).filter((call) => {
          const callee = call.getExpression();
          return (
            Node.isPropertyAccessExpression(callee) &&
            callee.getName() === method &&
            callee.getExpression().getText() === object
          );
        }),
  );
}

/** The channel's string: written, or the literal type of the constant holding it. */
function channelOf(call: CallExpression): string | undefined {
  const channel = call.getArguments()[0];
  if (!channel) return undefined;
  const type = channel.getType();
  return type.isStringLiteral() ? String(type.getLiteralValue()) : undefined;
}

/** `Promise<T>` → `T`; any other type as it is. */
function awaited(type: Type): Type {
  return type.getSymbol()?.getName() === 'Promise' ? (type.getTypeArguments()[0] ?? type) : type;
}

function untyped(type: Type): boolean {
  return type.isAny() || type.isUnknown();
}

/** Follows an untyped value whose real type is known, renaming each read of a renamed field. */
class AnswerFollower {
  readonly edits: PlannedEdit[] = [];
  private readonly seen = new Set<Node>();

  constructor(private readonly findings: TypeFindings) {}

  follow(value: Node, type: Type, hops: number): void {
    if (hops > MAX_HOPS || this.seen.has(value)) return;
    this.seen.add(value);
    const parent = value.getParent();
    if (!parent) return;
    if (
      Node.isAwaitExpression(parent) ||
      Node.isParenthesizedExpression(parent) ||
      Node.isNonNullExpression(parent)
    )
      return this.follow(parent, type, hops);
    if (Node.isVariableDeclaration(parent) && parent.getInitializer() === value) {
      const name = parent.getNameNode();
      if (Node.isIdentifier(name) && !parent.getTypeNode()) this.held(name, type, hops + 1);
      return;
    }
    if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === value)
      this.member(parent, type, hops);
  }

  /** `value.name`: an array method over the list, or a field read (renamed where the field is). */
  private member(access: PropertyAccessExpression, type: Type, hops: number): void {
    const name = access.getName();
    const call = access.getParent();
    const element = type.getArrayElementType();
    if (element && Node.isCallExpression(call) && call.getExpression() === access) {
      // an element restated by hand (`(a: { headerId: string }) => …`) is still the list's element
      const id = elementParameter(call, name);
      if (id) this.held(id, element, hops + 1);
      if (LIST_RESULTS.has(name)) this.follow(call, type, hops + 1);
      if (ITEM_RESULTS.has(name)) this.follow(call, element, hops + 1);
      return;
    }
    const property = type.getProperty(name);
    const declaration = property?.getDeclarations()[0];
    if (!property || !declaration) return;
    const nameNode = access.getNameNode();
    // a read typed by a declaration renamed anyway (`(r: ItemRow) => r.recordName`): the language service's
    const own = nameNode.getSymbol()?.getDeclarations()[0];
    if (own && own !== declaration && this.findings.fields.has(own)) return;
    const field = this.findings.fields.get(declaration);
    if (field && !field.toMany && field.to !== name)
      this.edits.push({
        node: nameNode,
        start: nameNode.getStart(),
        end: nameNode.getEnd(),
        to: field.to,
        changeId: field.changeId,
      });
    const values = this.findings.plainValues.get(declaration);
    if (values) this.compared(access, values);
    this.follow(access, property.getTypeAtLocation(declaration), hops + 1);
  }

  /** `a.headerId !== 'REC_CODE'`: the compared string, where the field's values are renamed. */
  private compared(access: Node, rule: { values: Map<string, string>; changeId: string }): void {
    const parent = access.getParent();
    if (!Node.isBinaryExpression(parent) || !EQUALITY.has(parent.getOperatorToken().getKind())) return;
    const literal = parent.getLeft() === access ? parent.getRight() : parent.getLeft();
    if (!Node.isStringLiteral(literal) && !Node.isNoSubstitutionTemplateLiteral(literal)) return;
    const renamed = rule.values.get(literal.getLiteralText());
    const to = renamed === undefined ? undefined : (JSON.parse(renamed) as string);
    if (to !== undefined)
      this.edits.push({
        node: literal,
        start: literal.getStart() + 1,
        end: literal.getEnd() - 1,
        to,
        changeId: rule.changeId,
      });
  }

  /** A name holding the value (a variable, a callback's parameter): each of its reads in its file. */
  private held(name: Node, type: Type, hops: number): void {
    if (!Node.isIdentifier(name)) return;
    for (const reference of name.findReferencesAsNodes())
      if (reference !== name && reference.getSourceFile() === name.getSourceFile())
        this.follow(reference, type, hops);
  }
}
