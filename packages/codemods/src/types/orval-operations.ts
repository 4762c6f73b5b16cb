import { Node, type Identifier, type Project, type SourceFile } from 'ts-morph';
import { generatorOf } from '../run/generated-files.js';
import type { FieldRename } from './plan-walk.js';
import type { EndpointPlans } from './type-pass.js';

/** A name orval derived from an endpoint's path, and the name it derives from the endpoint's new path. */
export interface OperationRename {
  /** The declaration's name (a function, hook, query key factory, mock, `…Params` type) in a generated file. */
  node: Identifier;
  to: string;
  changeId: string;
}

/**
 * The names orval gives an operation that has no `operationId`, derived from its method and path (`GET /records`:
 * `getRecords`, `useGetRecords`, `getGetRecordsQueryKey`, `GetRecordsParams`, `getGetRecordsMockHandler`, …), in the
 * files orval generated: when the endpoint's path is renamed, the regenerated client's names follow it
 * (`useGetCategories`), so each is renamed now, with the app code using it. An operation named by its `operationId`
 * (a name its path does not give) keeps its name.
 */
export function orvalOperationRenames(project: Project, endpoint: EndpointPlans): OperationRename[] {
  const files = project.getSourceFiles().filter((f) => generatorOf(f.getFullText()) === 'orval');
  const operations = files.flatMap((f) => operationsOf(f, endpoint));
  if (operations.length === 0) return [];
  // longest first: `PutRecordsIdArchive` is not `PutRecordsId` followed by a suffix
  operations.sort((a, b) => b.from.length - a.from.length);
  const renames = new Map<string, OperationRename>();
  for (const file of files) {
    for (const node of declaredNames(file)) {
      const name = node.getText();
      if (renames.has(name)) continue;
      const op = operations.find((o) => derivedFrom(name, o.from));
      if (op)
        renames.set(name, {
          node,
          to: name.replace(op.from, op.to).replace(lowerFirst(op.from), lowerFirst(op.to)),
          changeId: op.changeId,
        });
    }
  }
  return [...renames.values()].filter((r) => r.to !== r.node.getText());
}

interface Operation {
  /** PascalCase operation name before and after (`GetRecords`, `GetCategories`). */
  from: string;
  to: string;
  changeId: string;
}

/** Each generated operation function (`export const getRecords = (…) => customInstance({ url, method })`). */
function operationsOf(file: SourceFile, endpoint: EndpointPlans): Operation[] {
  const out: Operation[] = [];
  for (const declaration of file.getVariableDeclarations()) {
    const request = requestOf(declaration.getInitializer());
    if (!request) continue;
    const name = declaration.getName();
    const from = pascalName(request.method, request.path);
    if (lowerFirst(from) !== name) continue; // named by its operationId
    const moved = endpoint(request.method, request.path);
    if (!moved?.path || moved.path === request.path) continue;
    const to = pascalName(request.method, moved.path);
    // every edit names the change behind it: a path moved by no named change is not renamed here
    const changeId = moved.ids?.[0];
    if (to !== from && changeId) out.push({ from, to, changeId });
  }
  return out;
}

/** The `{ url, method }` an operation's arrow function sends, its path written with `{param}` segments. */
function requestOf(init: Node | undefined): { method: string; path: string } | undefined {
  if (!init || !Node.isArrowFunction(init)) return undefined;
  let found: { method: string; path: string } | undefined;
  init.forEachDescendant((node, traversal) => {
    if (found || !Node.isObjectLiteralExpression(node)) return;
    const url = node.getProperty('url');
    const method = node.getProperty('method');
    if (!url || !method || !Node.isPropertyAssignment(url) || !Node.isPropertyAssignment(method)) return;
    const m = method.getInitializer();
    const u = url.getInitializer();
    if (!m || !Node.isStringLiteral(m) || !u) return;
    const path =
      Node.isNoSubstitutionTemplateLiteral(u) || Node.isStringLiteral(u)
        ? u.getLiteralText()
        : Node.isTemplateExpression(u)
          ? u
              .getText()
              .slice(1, -1)
              .replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, '{$1}')
          : undefined;
    if (path?.startsWith('/')) found = { method: m.getLiteralText().toUpperCase(), path };
    traversal.stop();
  });
  return found;
}

/** orval's name of an operation without `operationId`: its verb and path segments, PascalCase (`PutRecordsIdArchive`). */
export function pascalName(method: string, path: string): string {
  const words = [method.toLowerCase(), ...path.split('/').map((s) => s.replace(/^\{(.*)\}$/, '$1'))];
  return words
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** `getRecords`, `useGetRecords`, `getGetRecordsQueryKey`, `GetRecordsParams`: a prefix word, the name, a suffix. */
function derivedFrom(name: string, op: string): boolean {
  const at = name.indexOf(op);
  if (at < 0) return name.startsWith(lowerFirst(op)) && boundary(name, op.length);
  return /^[a-z]*$/.test(name.slice(0, at)) && boundary(name, at + op.length);
}

function boundary(name: string, at: number): boolean {
  return at === name.length || /[A-Z]/.test(name[at]!);
}

function declaredNames(file: SourceFile): Identifier[] {
  const out: Identifier[] = [];
  for (const d of file.getVariableDeclarations()) {
    const n = d.getNameNode();
    if (Node.isIdentifier(n) && d.isExported()) out.push(n);
  }
  for (const d of [...file.getFunctions(), ...file.getInterfaces(), ...file.getTypeAliases()]) {
    const n = d.getNameNode();
    if (n && d.isExported()) out.push(n);
  }
  return out;
}

function lowerFirst(text: string): string {
  return text[0]!.toLowerCase() + text.slice(1);
}

/**
 * The enum orval declares for a property's inline `enum` is named for its schema and property
 * (`HazardInput.riskLevel: HazardInputRiskLevel`): when the property is renamed (`severity`), the regenerated enum
 * is `HazardInputSeverity`, so it is renamed with its uses. Only in orval's files, and only a type spelt so.
 */
export function orvalEnumRenames(fields: ReadonlyMap<Node, FieldRename>): OperationRename[] {
  const out: OperationRename[] = [];
  for (const [declaration, field] of fields) {
    if (field.toMany || !Node.isPropertySignature(declaration)) continue;
    const owner = declaration.getParent();
    if (!Node.isInterfaceDeclaration(owner)) continue;
    if (generatorOf(owner.getSourceFile().getFullText()) !== 'orval') continue;
    const typeNode = declaration.getTypeNode();
    if (!Node.isTypeReference(typeNode)) continue;
    const name = typeNode.getTypeName();
    const from = `${owner.getName()}${upperFirst(declaration.getName())}`;
    if (!Node.isIdentifier(name) || name.getText() !== from) continue;
    const target = name.getSymbol()?.getDeclarations()[0];
    const node = (target as { getNameNode?: () => Node | undefined } | undefined)?.getNameNode?.();
    if (!node || !Node.isIdentifier(node)) continue;
    out.push({ node, to: `${owner.getName()}${upperFirst(field.to)}`, changeId: field.changeId });
  }
  return out;
}

function upperFirst(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}
