import {
  type CallExpression,
  Node,
  type ObjectLiteralExpression,
  type SourceFile,
  type Type,
} from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import type { Plans } from './plan-path.js';
import { resourceTable, type ResourceReads, rowPlans } from './react-admin-table.js';
import type { ReturnedQueryKey } from './returned-query.js';
import type { EndpointPlans } from './type-pass.js';

/** The packages react-admin's data hooks and `useDataProvider` come from. */
const MODULES = new Set(['react-admin', 'ra-core']);
/** The hooks and data provider methods that read a page of a resource's records, and those that read records. */
const LIST_READS = new Set([
  'useGetList',
  'useGetManyReference',
  'useInfiniteGetList',
  'getList',
  'getManyReference',
]);
const RECORD_READS = new Set(['useGetOne', 'useGetMany', 'getOne', 'getMany']);

/** What the walk of react-admin's data reads found: the types to walk with their plans, and key edits. */
export interface ReactAdminReads {
  typed: { type: Type; plans: Plans; at: Node }[];
  keys: ReturnedQueryKey[];
  /** The data provider's table, by resource (empty when no file reads one with react-admin's hooks). */
  table: ReadonlyMap<string, ResourceReads>;
}

/**
 * react-admin's data reads name a resource, not a URL (`useGetList<ComplianceRecord>('records', { filter, sort })`,
 * `dataProvider.getOne<Item>('items', { id })` on `useDataProvider()`): the resource's GET endpoints are the paths
 * its entry in the data provider's table holds (`records: { list: '/records', update: (id) => … }`, an object
 * literal property named for the resource whose entry holds paths of this API). The record type given is walked with
 * the rows of the list endpoint (or the record endpoint's body for `getOne`/`getMany`, the list's rows when the
 * table has none), the `filter`'s keys are the list endpoint's query parameters and `sort.field` names a row's field.
 */
export function reactAdminReads(
  sourceFiles: readonly SourceFile[],
  endpoint: EndpointPlans,
): ReactAdminReads {
  const found: ReactAdminReads = { typed: [], keys: [], table: new Map() };
  if (!sourceFiles.some(importsReactAdmin)) return found;
  const calls = sourceFiles.flatMap((file) => dataReads(file));
  const table = resourceTable(sourceFiles, endpoint);
  found.table = table;
  for (const { call, name, resource } of calls) {
    const reads = table.get(resource);
    if (!reads?.list && !reads?.record) continue;
    const rows = reads.list ? rowPlans(reads.list.response) : undefined;
    const plans = LIST_READS.has(name) ? rows : reads.record ? reads.record.response : rows;
    const type = call.getTypeArguments()[0]?.getType();
    if (type && plans) found.typed.push({ type, plans, at: call });
    if (!LIST_READS.has(name) || !reads.list) continue;
    const params = call.getArguments()[1];
    if (!Node.isObjectLiteralExpression(params)) continue;
    filterKeys(params, reads.list.query, found.keys);
    // getManyReference's `target` is sent as a filter of the list
    const target = params.getProperty('target');
    const value = Node.isPropertyAssignment(target) ? target.getInitializer() : undefined;
    if (Node.isStringLiteral(value)) {
      const { name: renamed, id } = renameQueryName(value.getLiteralText(), reads.list.query);
      if (id && renamed !== value.getLiteralText())
        found.keys.push({
          node: value,
          start: value.getStart() + 1,
          end: value.getEnd() - 1,
          text: renamed,
          changeId: id,
        });
    }
    if (rows) sortField(params, rows, found.keys);
  }
  return found;
}

/**
 * Whether a file of the run imports react-admin (its data provider, views or hooks): the type-aware pass then runs
 * even with no call of this API to start from, as a data provider sending through its table shows none.
 */
export function importsReactAdminText(text: string): boolean {
  return /\bfrom\s*['"](?:react-admin|ra-core)['"]/.test(text);
}

function importsReactAdmin(file: SourceFile): boolean {
  return file.getImportDeclarations().some((d) => MODULES.has(d.getModuleSpecifierValue()));
}

/** The data reads of a file: a react-admin hook, or a method of `useDataProvider()`, given a resource's name. */
function dataReads(file: SourceFile): { call: CallExpression; name: string; resource: string }[] {
  const imported = new Map<string, string>();
  for (const declaration of file.getImportDeclarations()) {
    if (!MODULES.has(declaration.getModuleSpecifierValue())) continue;
    for (const named of declaration.getNamedImports())
      imported.set(named.getAliasNode()?.getText() ?? named.getName(), named.getName());
  }
  const out: { call: CallExpression; name: string; resource: string }[] = [];
  file.forEachDescendant((node) => {
    if (!Node.isCallExpression(node)) return;
    const first = node.getArguments()[0];
    if (!Node.isStringLiteral(first) && !Node.isNoSubstitutionTemplateLiteral(first)) return;
    const callee = node.getExpression();
    const name = Node.isIdentifier(callee)
      ? imported.get(callee.getText())
      : Node.isPropertyAccessExpression(callee) && isDataProvider(callee.getExpression(), imported)
        ? callee.getName()
        : undefined;
    if (name && (LIST_READS.has(name) || RECORD_READS.has(name)))
      out.push({ call: node, name, resource: first.getLiteralText() });
  });
  return out;
}

/** `dataProvider` of `const dataProvider = useDataProvider()` (react-admin's), or that call itself. */
function isDataProvider(node: Node, imported: ReadonlyMap<string, string>): boolean {
  const isHook = (call: Node | undefined): boolean =>
    Node.isCallExpression(call) && imported.get(call.getExpression().getText()) === 'useDataProvider';
  if (isHook(node)) return true;
  if (!Node.isIdentifier(node)) return false;
  const declarations = node.getSymbol()?.getDeclarations() ?? [];
  if (declarations.some((d) => Node.isVariableDeclaration(d) && isHook(d.getInitializer()))) return true;
  // the app's own data provider object, typed as react-admin's `DataProvider` (or an interface extending it)
  return isDataProviderType(node.getType(), 0);
}

/** react-admin's `DataProvider` type, or a type extending it. */
function isDataProviderType(type: Type, depth: number): boolean {
  if (depth > 3) return false;
  for (const symbol of [type.getAliasSymbol(), type.getSymbol()]) {
    if (symbol?.getName() === 'DataProvider' && symbol.getDeclarations().some(declaredByReactAdmin))
      return true;
  }
  return type.getBaseTypes().some((base) => isDataProviderType(base, depth + 1));
}

/** A declaration of react-admin's (its package's files, or a `declare module 'react-admin'` of vendored types). */
function declaredByReactAdmin(declaration: Node): boolean {
  if (/\/node_modules\/(?:react-admin|ra-core)\//.test(declaration.getSourceFile().getFilePath()))
    return true;
  const module = declaration.getFirstAncestor((a) => Node.isModuleDeclaration(a));
  return Node.isModuleDeclaration(module) && MODULES.has(module.getName().replace(/^['"]|['"]$/g, ''));
}

/** `filter: { recordId, status }`: its keys are the list endpoint's query parameters. */
function filterKeys(
  params: ObjectLiteralExpression,
  query: NonNullable<ReturnType<EndpointPlans>>['query'],
  keys: ReturnedQueryKey[],
): void {
  const filter = params.getProperty('filter');
  const value = Node.isPropertyAssignment(filter) ? filter.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(value)) return;
  for (const property of value.getProperties()) {
    if (Node.isShorthandPropertyAssignment(property)) {
      const local = property.getName();
      const { name, id } = renameQueryName(local, query);
      if (id && name !== local)
        keys.push({
          node: property,
          start: property.getStart(),
          end: property.getEnd(),
          text: `${name}: ${local}`,
          changeId: id,
        });
    } else if (Node.isPropertyAssignment(property)) {
      const key = property.getNameNode();
      if (!Node.isIdentifier(key) && !Node.isStringLiteral(key)) continue;
      const written = Node.isStringLiteral(key) ? key.getLiteralText() : key.getText();
      const { name, id } = renameQueryName(written, query);
      if (!id || name === written) continue;
      const quoted = Node.isStringLiteral(key) ? 1 : 0;
      keys.push({
        node: key,
        start: key.getStart() + quoted,
        end: key.getEnd() - quoted,
        text: name,
        changeId: id,
      });
    }
  }
}

/** `sort: { field: 'recordName' }`: react-admin's sort names a field of the resource's records. */
function sortField(params: ObjectLiteralExpression, rows: Plans, keys: ReturnedQueryKey[]): void {
  const sort = params.getProperty('sort');
  const value = Node.isPropertyAssignment(sort) ? sort.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(value)) return;
  const field = value.getProperty('field');
  const literal = Node.isPropertyAssignment(field) ? field.getInitializer() : undefined;
  if (Node.isStringLiteral(literal)) fieldNameKey(literal, rows, keys);
}

/** A string literal naming a field of the records (`'recordName'`): renamed as the rows' plans rename the field. */
export function fieldNameKey(literal: Node, rows: Plans, keys: ReturnedQueryKey[]): void {
  if (!Node.isStringLiteral(literal)) return;
  const renamed = renamedField(literal.getLiteralText(), rows);
  if (renamed)
    keys.push({ node: literal, start: literal.getStart() + 1, end: literal.getEnd() - 1, ...renamed });
}

/** The name a field of the rows gets through every step, and the change that renames it; undefined if none does. */
export function renamedField(field: string, rows: Plans): { text: string; changeId: string } | undefined {
  let name = field;
  let id: string | undefined;
  for (const plan of rows) {
    const rule = plan?.keys?.get(name);
    if (typeof rule?.out === 'string' && rule.renameId) {
      name = rule.out;
      id = rule.renameId;
    }
  }
  return id ? { text: name, changeId: id } : undefined;
}
