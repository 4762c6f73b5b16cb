import { ts, type Node, type Project, type SourceFile } from 'ts-morph';
import { deepestAt } from './compiler-nodes.js';

/** A declaration's name to rename; `prefixes`: as `findRenameLocations` with `usePrefixAndSuffixText`. */
export interface RenameTarget {
  node: Node;
  prefixes: boolean;
}

/** One place a rename edits: the span of an identifier, or the text inside a string literal's quotes. */
export interface RenameSpan {
  file: SourceFile;
  start: number;
  end: number;
  /** Text after the new name (a shorthand property or binding keeps its local: `: recordId`). */
  suffix?: string;
}

/** Related: renamed here, with the text the rename appends (`{ categoryId: recordId }`). */
type Verdict = 'related' | { suffix: string } | 'unrelated' | 'uncertain';

interface Target {
  symbol: ts.Symbol;
  name: string;
  prefixes: boolean;
  /** The declaring interface or class extends another: the language service also renames through its bases. */
  hasBases: boolean;
  spans: RenameSpan[];
  uncertain: boolean;
}

/**
 * The places the language service's rename would edit for many declarations, found in one walk of the program's
 * files instead of one `findRenameLocations` per declaration: each file that mentions a renamed name is looked at
 * once, and each mention's symbol is compared with the targets' (the compiler's own checker, so no second program).
 * Hand-written because the language service has no batch rename; it answers only where the answer is certain:
 * property signatures and type-only interfaces/aliases reached by plain references, property accesses, element
 * accesses, unions and mapped types (root symbols), object literals with one contextual type, and imports/exports
 * without `as`. Anything else that mentions the name (shorthand properties, destructuring, `as` aliases, JSDoc,
 * inheritance, unions of contextual types) leaves that target to the language service (`locate` gives undefined).
 */
export class RenameWalk {
  private targets: Map<Node, Target> | undefined;

  constructor(
    private readonly project: Project,
    private readonly requested: readonly RenameTarget[],
  ) {}

  /** The spans of a target's rename, in file order; undefined when the walk cannot vouch for them. */
  locate(node: Node): RenameSpan[] | undefined {
    this.targets ??= this.walk();
    const target = this.targets.get(node);
    return !target || target.uncertain ? undefined : target.spans;
  }

  /** Every target's spans, on one program and its checker (the targets' symbols and the mentions' alike). */
  private walk(): Map<Node, Target> {
    const program = this.project.getProgram().compilerObject;
    const checker = program.getTypeChecker();
    const targets = new Map<Node, Target>();
    for (const { node, prefixes } of this.requested) {
      const target = eligible(node, prefixes, checker);
      if (target) targets.set(node, target);
    }
    const byName = new Map<string, Target[]>();
    for (const target of targets.values()) {
      const list = byName.get(target.name) ?? [];
      list.push(target);
      byName.set(target.name, list);
    }
    for (const sourceFile of program.getSourceFiles()) {
      if (program.isSourceFileDefaultLibrary(sourceFile)) continue;
      const text = sourceFile.text;
      let morph: SourceFile | undefined;
      for (const [name, named] of byName) {
        for (const position of namePositions(text, name)) {
          const node = mentionAt(sourceFile, position, name);
          if (!node) {
            // a mention the tree does not hold: in a comment or a string's text, which rename leaves alone,
            // unless it is a JSDoc comment (whose types and tags the language service renames)
            if (inJsDoc(text, position)) for (const target of named) target.uncertain = true;
            continue;
          }
          for (const target of named) {
            if (target.uncertain) continue;
            const verdict = classify(node, target, checker);
            if (verdict === 'uncertain') target.uncertain = true;
            else if (verdict !== 'unrelated') {
              morph ??= this.project.getSourceFileOrThrow(sourceFile.fileName);
              const literal = !ts.isIdentifier(node);
              const start = node.getStart(sourceFile) + (literal ? 1 : 0);
              const span = { file: morph, start, end: node.getEnd() - (literal ? 1 : 0) };
              target.spans.push(verdict === 'related' ? span : { ...span, suffix: verdict.suffix });
            }
          }
        }
      }
    }
    return targets;
  }
}

function eligible(node: Node, prefixes: boolean, checker: ts.TypeChecker): Target | undefined {
  const name = node.compilerNode;
  if (!ts.isIdentifier(name)) return undefined;
  const declaration = name.parent;
  const symbol = checker.getSymbolAtLocation(name);
  if (!symbol?.declarations?.length) return undefined;
  const typeOnly = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias;
  let hasBases = false;
  if (ts.isPropertySignature(declaration) && declaration.name === name) {
    if (!symbol.declarations.every(ts.isPropertySignature)) return undefined;
    const owner = parentOf(symbol);
    hasBases = owner !== undefined && extendsSomething(owner);
  } else if (
    (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) &&
    declaration.name === name
  ) {
    if (symbol.flags & ~typeOnly || symbol.flags & ts.SymbolFlags.Value) return undefined;
  } else return undefined;
  return { symbol, name: name.text, prefixes, hasBases, spans: [], uncertain: false };
}

/** Where `name` occurs as a whole word, as the language service looks for it. */
function namePositions(text: string, name: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    if (!identifierChar(text.charCodeAt(at - 1)) && !identifierChar(text.charCodeAt(at + name.length)))
      out.push(at);
  }
  return out;
}

function identifierChar(code: number): boolean {
  return !Number.isNaN(code) && ts.isIdentifierPart(code, ts.ScriptTarget.Latest);
}

/** The identifier starting at `position`, or the string literal whose text starts there, naming `name`. */
function mentionAt(sourceFile: ts.SourceFile, position: number, name: string): ts.Node | undefined {
  const current = deepestAt(sourceFile, position);
  if (!current) return undefined;
  if (ts.isIdentifier(current) && current.text === name && current.getStart(sourceFile) === position)
    return current;
  if (
    (ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current)) &&
    current.text === name &&
    current.getStart(sourceFile) === position - 1
  )
    return current;
  return undefined;
}

function inJsDoc(text: string, position: number): boolean {
  const open = text.lastIndexOf('/**', position);
  return open >= 0 && text.indexOf('*/', open) > position;
}

/** Whether the language service's rename of the target edits this mention, decided only where that is certain. */
function classify(node: ts.Node, target: Target, checker: ts.TypeChecker): Verdict {
  const parent = node.parent;
  const literal = ts.isIdentifier(node) ? 'name' : literalReference(node as ts.StringLiteral);
  if (literal === 'none') return 'unrelated';
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return 'unrelated';
  if (literal === 'other') return 'uncertain';
  if (ts.isExportSpecifier(parent)) return 'uncertain';
  if (ts.isImportSpecifier(parent)) {
    if (!reaches(symbol, target, checker)) return 'unrelated';
    const plain = !parent.propertyName && !target.prefixes;
    return plain && plainChain(symbol, target.symbol, checker) ? 'related' : 'uncertain';
  }
  if (ts.isBindingElement(parent)) {
    if (parent.propertyName === node) return fromRoots(symbol, target, checker);
    // `const { recordId } = row`: with prefixes, the rename keeps the local (`{ categoryId: recordId }`)
    if (!target.prefixes || parent.dotDotDotToken || !ts.isObjectBindingPattern(parent.parent))
      return 'uncertain';
    if (parent.propertyName) return 'unrelated';
    const property = checker.getPropertyOfType(checker.getTypeAtLocation(parent.parent), target.name);
    return property ? withSuffix(fromRoots(property, target, checker), target) : 'unrelated';
  }
  if (ts.isShorthandPropertyAssignment(parent)) {
    // `{ recordId }`: with prefixes, the property is renamed and the value kept (`{ categoryId: recordId }`)
    if (
      !target.prefixes ||
      !ts.isObjectLiteralExpression(parent.parent) ||
      destructuringTarget(parent.parent)
    )
      return 'uncertain';
    const verdict = contextualVerdict(parent.parent, target, checker);
    return verdict === 'unrelated' ? fromRoots(symbol, target, checker) : withSuffix(verdict, target);
  }
  if (
    ts.isJsxAttribute(parent) ||
    ts.isNamespaceExportDeclaration(parent) ||
    ts.isJSDocPropertyLikeTag(parent)
  )
    return 'uncertain'; // JSX attributes, UMD exports, JSDoc tags: links this walk does not follow
  const declaration = symbol.valueDeclaration;
  if (
    (!target.prefixes && symbol.declarations?.some(ts.isBindingElement)) ||
    symbol.declarations?.some(ts.isExportSpecifier) ||
    (declaration &&
      (ts.isShorthandPropertyAssignment(declaration) ||
        ts.isParameterPropertyDeclaration(declaration, declaration.parent)))
  )
    return 'uncertain'; // a destructured or re-exported name, a parameter property: links this walk does not follow
  if (
    ts.isObjectLiteralElementLike(parent) &&
    parent.name === node &&
    ts.isObjectLiteralExpression(parent.parent)
  ) {
    if (!ts.isPropertyAssignment(parent) || destructuringTarget(parent.parent)) return 'uncertain';
    const verdict = contextualVerdict(parent.parent, target, checker);
    return verdict === 'unrelated' ? fromRoots(symbol, target, checker) : verdict;
  }
  if (symbol.flags & ts.SymbolFlags.Alias) {
    // a name imported here: renamed with its import when that is a plain `{ Name }` chain to the target
    if (!reaches(symbol, target, checker)) return 'unrelated';
    const declarationOfAlias = symbol.declarations?.[0];
    return !target.prefixes &&
      declarationOfAlias &&
      ts.isImportSpecifier(declarationOfAlias) &&
      typePosition(node) &&
      plainChain(symbol, target.symbol, checker)
      ? 'related'
      : 'uncertain';
  }
  return fromRoots(symbol, target, checker);
}

/**
 * How the language service treats a string literal naming the target: as a name (an element access's key, an
 * indexed access type's, a property's quoted name), another reference it follows ('other'), or not at all.
 */
function literalReference(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral,
): 'name' | 'other' | 'none' {
  const parent = node.parent;
  if (ts.isElementAccessExpression(parent)) return parent.argumentExpression === node ? 'name' : 'none';
  if (ts.isLiteralTypeNode(parent)) return ts.isIndexedAccessTypeNode(parent.parent) ? 'name' : 'none';
  if (
    (ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name === node
  )
    return 'name';
  if (
    ts.isComputedPropertyName(parent) ||
    ts.isModuleDeclaration(parent) ||
    ts.isImportSpecifier(parent) ||
    ts.isExportSpecifier(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isCallExpression(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent) ||
    ts.isAccessor(parent) ||
    ts.isEnumMember(parent)
  )
    return 'other';
  return 'none';
}

/** An object literal's member named like the target: the verdict on its contextual type's property, as rename reads it. */
function contextualVerdict(
  object: ts.ObjectLiteralExpression,
  target: Target,
  checker: ts.TypeChecker,
): Verdict {
  const contextual = checker.getContextualType(object)?.getNonNullableType();
  if (!contextual) return 'unrelated';
  if (contextual.isUnion())
    return contextual.types.some((t) => t.getProperty(target.name)) ? 'uncertain' : 'unrelated';
  const property = contextual.getProperty(target.name);
  return property ? fromRoots(property, target, checker) : 'unrelated';
}

function withSuffix(verdict: Verdict, target: Target): Verdict {
  return verdict === 'related' ? { suffix: `: ${target.name}` } : verdict;
}

/** The root symbols' verdict: the target itself, or a property whose class or interface inherits (deferred). */
function fromRoots(symbol: ts.Symbol, target: Target, checker: ts.TypeChecker): Verdict {
  const roots = checker.getRootSymbols(symbol);
  if (roots.includes(target.symbol)) return 'related';
  for (const root of roots) {
    if (!isProperty(root)) continue;
    if (target.hasBases) return 'uncertain';
    const owner = parentOf(root);
    if (owner && extendsSomething(owner)) return 'uncertain';
  }
  return 'unrelated';
}

function reaches(symbol: ts.Symbol, target: Target, checker: ts.TypeChecker): boolean {
  if (symbol === target.symbol || checker.getRootSymbols(symbol).includes(target.symbol)) return true;
  return (symbol.flags & ts.SymbolFlags.Alias) !== 0 && checker.getAliasedSymbol(symbol) === target.symbol;
}

/** Imports and re-exports of the same name (`{ Record }`, `export { Record } from`, `export *`) down to the target. */
function plainChain(symbol: ts.Symbol, goal: ts.Symbol, checker: ts.TypeChecker): boolean {
  let current: ts.Symbol | undefined = symbol;
  for (let hops = 0; current && hops < 16; hops++) {
    if (current === goal) return true;
    if (!(current.flags & ts.SymbolFlags.Alias) || current.declarations?.length !== 1) return false;
    const declaration = current.declarations[0]!;
    if (!(ts.isImportSpecifier(declaration) || ts.isExportSpecifier(declaration)) || declaration.propertyName)
      return false;
    current = checker.getImmediateAliasedSymbol(current);
  }
  return false;
}

function isProperty(symbol: ts.Symbol): boolean {
  return (symbol.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)) !== 0;
}

function extendsSomething(owner: ts.Symbol): boolean {
  if (!(owner.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return false;
  return (owner.declarations ?? []).some(
    (d) => (ts.isInterfaceDeclaration(d) || ts.isClassLike(d)) && (d.heritageClauses?.length ?? 0) > 0,
  );
}

/** A type reference's name (`Record`, `ns.Record`), where an imported type is used as a type. */
function typePosition(node: ts.Node): boolean {
  let at = node;
  while (ts.isQualifiedName(at.parent) && at.parent.right === at) at = at.parent;
  return ts.isTypeReferenceNode(at.parent) && at.parent.typeName === at;
}

/** `({ a: x } = value)`, `for ({ a } of rows)`: an object literal written as a destructuring target. */
function destructuringTarget(object: ts.ObjectLiteralExpression): boolean {
  let at: ts.Node = object;
  for (;;) {
    const parent: ts.Node = at.parent;
    if (
      ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isSpreadAssignment(parent) ||
      ts.isObjectLiteralExpression(parent) ||
      ts.isArrayLiteralExpression(parent) ||
      ts.isSpreadElement(parent) ||
      ts.isParenthesizedExpression(parent)
    ) {
      at = parent;
      continue;
    }
    if (ts.isBinaryExpression(parent)) return parent.left === at;
    if (ts.isForOfStatement(parent) || ts.isForInStatement(parent)) return parent.initializer === at;
    return false;
  }
}

/** The symbol declaring a member (the compiler keeps it, its public typings do not show it). */
function parentOf(symbol: ts.Symbol): ts.Symbol | undefined {
  return (symbol as ts.Symbol & { parent?: ts.Symbol }).parent;
}
