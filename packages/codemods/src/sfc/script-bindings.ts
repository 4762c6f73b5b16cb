import { ts } from 'ts-morph';

/** What a component's template can name from its script: the script's top-level bindings and its props. */
export interface ScriptBindings {
  /** Top-level names of the script blocks (values, not types): refs, computeds, functions, imports. */
  names: string[];
  /** The props the template reads by name (`record` for `defineProps<{ record: Record }>()`), not already bindings. */
  props: string[];
  /** An expression that holds the props: the variable `defineProps(…)` is assigned to, or the call's text. */
  propsSource: string | undefined;
}

/** Reads the bindings of a component's script blocks (their text, blanked outside the blocks). */
export function scriptBindings(script: string, tsx: boolean): ScriptBindings {
  const file = ts.createSourceFile(
    tsx ? 'component.tsx' : 'component.ts',
    script,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  const interfaces = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  let call: ts.CallExpression | undefined;
  let holder: string | undefined;
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) names.push(...importedValues(statement));
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        names.push(...boundNames(declaration.name));
        const found = declaration.initializer && definePropsCall(declaration.initializer);
        if (found) {
          call = found;
          holder = ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
        }
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      interfaces.set(statement.name.text, statement);
    } else if (ts.isExpressionStatement(statement)) {
      call = definePropsCall(statement.expression) ?? call;
    }
  }
  const declared = new Set(names);
  const props = call ? propNames(call, interfaces).filter((p) => !declared.has(p)) : [];
  return {
    names,
    props,
    propsSource: holder ?? (call ? script.slice(call.getStart(file), call.getEnd()) : undefined),
  };
}

/** `defineProps(…)`, also inside `withDefaults(defineProps<…>(), { … })`. */
function definePropsCall(node: ts.Expression): ts.CallExpression | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (node.expression.text === 'defineProps') return node;
  const [first] = node.arguments;
  if (node.expression.text === 'withDefaults' && first) return definePropsCall(first);
  return undefined;
}

/** The names a `defineProps` call declares: its type argument's members, or its runtime object's keys or list. */
function propNames(
  call: ts.CallExpression,
  types: ReadonlyMap<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>,
): string[] {
  const [typeArgument] = call.typeArguments ?? [];
  if (typeArgument) return typeMembers(typeArgument, types);
  const [runtime] = call.arguments;
  if (runtime && ts.isObjectLiteralExpression(runtime))
    return runtime.properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : []));
  if (runtime && ts.isArrayLiteralExpression(runtime))
    return runtime.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : []));
  return [];
}

function typeMembers(
  node: ts.TypeNode,
  types: ReadonlyMap<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>,
): string[] {
  if (ts.isTypeLiteralNode(node)) return memberNames(node.members);
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const declaration = types.get(node.typeName.text);
    if (declaration && ts.isInterfaceDeclaration(declaration)) return memberNames(declaration.members);
    if (declaration && ts.isTypeAliasDeclaration(declaration)) return typeMembers(declaration.type, types);
  }
  return [];
}

function memberNames(members: ts.NodeArray<ts.TypeElement>): string[] {
  return members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
}

function importedValues(node: ts.ImportDeclaration): string[] {
  const clause = node.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const out = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) out.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings))
    out.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
  return out;
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isBindingElement(e) ? boundNames(e.name) : []));
}
