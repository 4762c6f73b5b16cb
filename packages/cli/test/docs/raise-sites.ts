import ts from 'typescript';

/** Where an error with a stable `ERR_*` code is constructed. */
export interface RaiseSite {
  code: string;
  file: string;
  line: number;
}

/** A class whose `code` property is typed as plain `string` (or another non-literal type). */
export interface UntypedCode {
  className: string;
  file: string;
  type: string;
}

const CODE = /^ERR_[A-Z0-9_]+$/;
type Value = string | undefined;

/**
 * The error codes `files` raise, found with the compiler: a `new X(…)` whose class (or an ancestor, through its
 * constructor's `super(…)` call) fixes `code` to a literal, counted only where the enclosing top-level declaration
 * is used somewhere (a factory nobody calls raises nothing). A string literal elsewhere — a comparison with a
 * dependency's code, a comment — is not a raise site.
 */
export function findRaiseSites(program: ts.Program, files: string[]): RaiseSite[] {
  const checker = program.getTypeChecker();
  const sources = files.map((f) => program.getSourceFile(f)).filter((s): s is ts.SourceFile => !!s);
  const used = referencedSymbols(sources, checker);
  const sites: RaiseSite[] = [];
  for (const source of sources) {
    visit(source, (node) => {
      if (!ts.isNewExpression(node)) return;
      const decl = classOf(node.expression, checker);
      if (!decl) return;
      const args = (node.arguments ?? []).map((a) => literalOf(checker.getTypeAtLocation(a)));
      const code = codeOf(decl, args, checker);
      if (code === undefined || !isLive(node, used, checker)) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      sites.push({ code, file: source.fileName, line: line + 1 });
    });
  }
  return sites;
}

/** Classes in `files` that declare a `code` property whose type is not a literal or a union of literals. */
export function findUntypedCodes(program: ts.Program, files: string[]): UntypedCode[] {
  const checker = program.getTypeChecker();
  const found: UntypedCode[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    visit(source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const member = ownCodeMember(node);
      if (!member) return;
      const type = checker.getTypeAtLocation(member);
      const parts = type.isUnion() ? type.types : [type];
      if (parts.every((t) => t.isStringLiteral())) return;
      found.push({ className: node.name.text, file, type: checker.typeToString(type) });
    });
  }
  return found;
}

/** A class that extends `Error` itself and declares a stable `code`: the root of a hierarchy of coded errors. */
export interface ErrorRoot {
  className: string;
  file: string;
}

/**
 * Classes in `files` that extend `Error` directly and declare a `code` that is (or may be) an `ERR_*` code; a
 * package should have one, the base its other errors extend. A `code` of other literals only (the sandbox's
 * ApiError carries the spec's `error` values) is not such a code.
 */
export function findErrorRoots(program: ts.Program, files: string[]): ErrorRoot[] {
  const checker = program.getTypeChecker();
  const roots: ErrorRoot[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    visit(source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
      if (!base || !ts.isIdentifier(base.expression) || base.expression.text !== 'Error') return;
      const member = ownCodeMember(node);
      if (!member) return;
      const type = checker.getTypeAtLocation(member);
      const parts = type.isUnion() ? type.types : [type];
      if (parts.every((t) => t.isStringLiteral() && !CODE.test(t.value))) return;
      roots.push({ className: node.name.text, file });
    });
  }
  return roots;
}

function visit(node: ts.Node, fn: (node: ts.Node) => void): void {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}

function literalOf(type: ts.Type): Value {
  return type.isStringLiteral() ? type.value : undefined;
}

function evaluate(expr: ts.Expression | undefined, env: Map<string, Value>): Value {
  if (!expr) return undefined;
  if (ts.isStringLiteralLike(expr)) return expr.text;
  if (ts.isIdentifier(expr)) return env.get(expr.text);
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return evaluate(expr.expression, env);
  return undefined;
}

function classOf(expr: ts.Expression, checker: ts.TypeChecker): ts.ClassDeclaration | undefined {
  let symbol = checker.getSymbolAtLocation(expr);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const decl = symbol?.valueDeclaration;
  return decl && ts.isClassDeclaration(decl) ? decl : undefined;
}

function ownCodeMember(decl: ts.ClassDeclaration): ts.Node | undefined {
  for (const member of decl.members) {
    if (ts.isPropertyDeclaration(member) && member.name.getText() === 'code') return member;
    if (ts.isConstructorDeclaration(member)) {
      const param = member.parameters.find(
        (p) => ts.isParameterPropertyDeclaration(p, member) && p.name.getText() === 'code',
      );
      if (param) return param;
    }
  }
  return undefined;
}

/** The `ERR_*` code an instance of `decl` built with `args` carries, following `super(…)` up the chain. */
function codeOf(decl: ts.ClassDeclaration, args: Value[], checker: ts.TypeChecker): Value {
  for (const member of decl.members) {
    if (ts.isPropertyDeclaration(member) && member.name.getText() === 'code' && member.initializer) {
      const value = evaluate(member.initializer, new Map());
      return value !== undefined && CODE.test(value) ? value : undefined;
    }
  }
  const ctor = decl.members.find(ts.isConstructorDeclaration);
  const base = decl.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]
    ?.expression;
  const parent = base ? classOf(base, checker) : undefined;
  if (!ctor) return parent ? codeOf(parent, args, checker) : undefined;
  const env = new Map<string, Value>();
  ctor.parameters.forEach((p, i) => {
    if (ts.isIdentifier(p.name)) env.set(p.name.text, args[i] ?? evaluate(p.initializer, new Map()));
  });
  const own = env.get('code');
  if (
    ctor.parameters.some((p) => ts.isParameterPropertyDeclaration(p, ctor) && p.name.getText() === 'code')
  ) {
    return own !== undefined && CODE.test(own) ? own : undefined;
  }
  let superArgs: Value[] | undefined;
  let assigned: Value;
  visit(ctor, (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
      superArgs = node.arguments.map((a) => evaluate(a, env));
    } else if (isThisCodeAssignment(node)) {
      assigned = evaluate(node.right, env);
    }
  });
  if (assigned !== undefined) return CODE.test(assigned) ? assigned : undefined;
  return parent && superArgs ? codeOf(parent, superArgs, checker) : undefined;
}

function isThisCodeAssignment(node: ts.Node): node is ts.BinaryExpression {
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(node.left) &&
    node.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
    node.left.name.text === 'code'
  );
}

/** Every symbol named somewhere other than at its own declaration (imports and re-exports count as uses). */
function referencedSymbols(sources: ts.SourceFile[], checker: ts.TypeChecker): Set<ts.Symbol> {
  const used = new Set<ts.Symbol>();
  for (const source of sources) {
    visit(source, (node) => {
      if (!ts.isIdentifier(node)) return;
      const parent = node.parent;
      if (
        (ts.isFunctionDeclaration(parent) ||
          ts.isVariableDeclaration(parent) ||
          ts.isClassDeclaration(parent)) &&
        parent.name === node
      )
        return;
      let symbol = checker.getSymbolAtLocation(node);
      while (symbol && symbol.flags & ts.SymbolFlags.Alias) {
        used.add(symbol);
        symbol = checker.getImmediateAliasedSymbol(symbol);
      }
      if (symbol) used.add(symbol);
    });
  }
  return used;
}

/** Whether the top-level declaration holding `node` is used somewhere (a top-level statement always runs). */
function isLive(node: ts.Node, used: Set<ts.Symbol>, checker: ts.TypeChecker): boolean {
  let top: ts.Node = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  const names: ts.Node[] = [];
  if ((ts.isFunctionDeclaration(top) || ts.isClassDeclaration(top)) && top.name) names.push(top.name);
  else if (ts.isVariableStatement(top)) names.push(...top.declarationList.declarations.map((d) => d.name));
  else return true;
  return names.some((name) => {
    const symbol = checker.getSymbolAtLocation(name);
    return symbol !== undefined && used.has(symbol);
  });
}
