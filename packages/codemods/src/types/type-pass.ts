import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Change } from '@compliance-migrate/rename-map';
import {
  Node,
  Project,
  ts,
  type CallExpression,
  type LanguageService,
  type PropertyAssignment,
  type SourceFile,
  type Type,
  type ExpressionWithTypeArguments,
  type TypeReferenceNode,
} from 'ts-morph';
import { stripJsonComments } from '../project/module-resolver.js';
import { nearestDenoConfig, readDenoConfig } from '../project/deno-config.js';
import { denoProject } from './deno-project.js';
import type { TextEdit } from '../transform/edits.js';
import { lineColumn } from '../transform/edits.js';
import type { ApiSite, EditRecord, TodoRecord } from '../transform/transform.js';
import { todoPrefix, todoText } from '../transform/transform.js';
import { operationPart, queryTypes, requestBodyTypes, responseBodyType } from './body-types.js';
import { bodyMembersDeclared } from './body-member-declared.js';
import { descriptorBodyTypes } from './descriptor-body.js';
import { parsedRows } from './parsed-rows.js';
import { paginatedItems } from './paginated-items.js';
import { sagaPutReads } from './saga-puts.js';
import { ipcAnswerReads } from './ipc-answers.js';
import { steppedResponses } from './stepped-responses.js';
import { selectorReads } from './selector-reads.js';
import type { PlannedEdit } from './plan-keys.js';
import { calleeUnresolved } from './unresolved-callee.js';
import { spreadsTyped, spreadTypes } from './spread-types.js';
import { stubKeyEdit, testStubKeys } from './test-stub-keys.js';
import { fakeAnswerKeys } from './fake-answers.js';
import { schemaStubValues } from './schema-stub-values.js';
import { testStubValues } from './test-stub-values.js';
import { comparedValues } from './compared-values.js';
import { lookupKeys } from './lookup-keys.js';
import { domainName, namesKinds, wordRenames } from './domain-names.js';
import { orvalEnumRenames, orvalOperationRenames } from './orval-operations.js';
import { keySpeltAsValue } from './const-object-values.js';
import { indexedAccessKeys, type RenamedKey } from './indexed-access.js';
import { unionValueUses } from './union-value-uses.js';
import { entryAliases } from './entry-aliases.js';
import { queryTyped } from './query-typed.js';
import { formFieldRenames, type FormFieldRename } from './form-fields.js';
import { routeFormFieldRenames } from './route-form-fields.js';
import { returnedQueryKeys, type ReturnedQueryKey } from './returned-query.js';
import { builtRequestTypes } from './built-request.js';
import { sdkOperation } from './sdk-operation.js';
import { mockedClientTodos } from './mocked-clients.js';
import { keyofLiterals } from './keyof-literals.js';
import { inOperatorKeys } from './in-operator-keys.js';
import { genericKeyLiterals } from './generic-key-literals.js';
import { setterPathKeys } from './setter-path-keys.js';
import { untypedLiteralFields } from './untyped-literals.js';
import { expectedLiteralKeys } from './expected-literals.js';
import { graphqlDefaultResolvers } from './graphql-defaults.js';
import { stringPathSegments } from './string-paths.js';
import { inProject, PlanWalker, type FieldRename, type TypeFindings } from './plan-walk.js';
import { deepestAt, wrapNode } from './compiler-nodes.js';
import { RenameWalk } from './rename-walk.js';
import { unusedDecoratorImports } from './decorator-imports.js';
import { removedReadFixes, toManyReadFixes, type ReadFix } from './read-fixes.js';
import { isSchemaEntry, schemaListOf, schemaNullable } from './schema-entry.js';
import { referencedProject } from './referenced-project.js';
import { enclosingSolution } from './enclosing-solution.js';
import { literalArgumentKeys, type LiteralKey } from './literal-arguments.js';
import { listText } from './list-value.js';
import { walkContractRoutes } from './contract-walk.js';
import { reactAdminReads } from './react-admin-resources.js';
import { reactAdminViews } from './react-admin-views.js';
import { walkDeclaredEndpoints } from './declared-endpoint-walk.js';
import { schemaMaskKeys } from './schema-mask-keys.js';
import type { angularTemplatePass, AngularTemplatesReport } from '../angular/angular-pass.js';
import { templateRules } from '../angular/template-rules.js';
import { isOwnTypeLiteral } from './own-type-literal.js';
import { looseSpreads } from './loose-spreads.js';
import { zapierOutputEdits } from './zapier-outputs.js';
import { wrapperRows } from './wrapper-rows.js';
import { dehydratedQueryKeys } from './dehydrated-query.js';
import { ownInputBody, ownInputTodo, sentThroughKeys, sentThroughPlans } from './own-input-body.js';

export interface TypePassOptions {
  /** The tsconfig.json to load the project from; undefined: the nearest above `searchFrom`, or none. */
  project?: string;
  searchFrom: string;
  /** The run's files (absolute paths) and their text before the run. */
  files: ReadonlyMap<string, string>;
  /** API calls with body changes, by file, as the syntax pass found them. */
  sites: ReadonlyMap<string, readonly ApiSite[]>;
  changes: readonly Change[];
  /** Where TODO comments link the migration guide (default: the rename-map package's). */
  guideUrl?: string;
  /** The plans of an endpoint the map knows (method, path in the code's version), for openapi-typescript `paths`. */
  endpoint?: EndpointPlans;
  /**
   * The Angular template pass (`src/angular/angular-pass.ts`), loaded by the caller only when a file of the run
   * declares a component: `@angular/compiler` takes about 0.1 s to load, which other projects need not pay.
   */
  angularTemplates?: typeof angularTemplatePass;
}

/** Each step's plans of an endpoint, or undefined when the map does not know it. */
export type EndpointPlans = (
  method: string,
  path: string,
) =>
  | (Pick<ApiSite, 'response' | 'request' | 'query'> & {
      moved?: MovedNote;
      /** The endpoint's path in the new version, and the endpoint changes that give it. */
      path?: string;
      ids?: readonly string[];
      /** What the path given gives the endpoint's path parameters, in order. */
      params?: readonly string[];
    })
  | undefined;

/** An endpoint moved to a path with a parameter taken from the body: what its callers are told. */
export interface MovedNote {
  changeId: string;
  message: string;
}

/** Edits of one file from the type-aware pass, in the offsets of its text before the run. */
export interface TypeFileResult {
  edits: TextEdit[];
  records: EditRecord[];
  todos: TodoRecord[];
}

export interface TypePassResult {
  files: Map<string, TypeFileResult>;
  /** `<file>#<call offset>:response|request`: calls whose bodies the types carried, so their TODO can go. */
  covered: Set<string>;
  /** The tsconfig the project was loaded from, if any. */
  tsconfig: string | undefined;
  /** The loaded project, for the type-check of the result. */
  project: Project;
  /** The Deno config whose import map the project was loaded with (no tsconfig). */
  denoConfig?: string;
  /** The Angular templates of the run's components that were read (their edits are in `files`). */
  templates?: AngularTemplatesReport;
}

/**
 * The tsconfig.json that compiles `dir`: the nearest at or above it, or, when that one only lists project
 * references (a solution config, `"files": []`), the referenced project whose directory holds `dir`.
 */
export function findTsconfig(dir: string): string | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const candidate = join(d, 'tsconfig.json');
    if (existsSync(candidate)) return referencedFor(candidate, resolve(dir)) ?? candidate;
    if (dirname(d) === d) return undefined;
  }
}

function referencedFor(config: string, dir: string, depth = 0): string | undefined {
  let json: { references?: { path: string }[] };
  try {
    json = JSON.parse(stripJsonComments(readFileSync(config, 'utf8'))) as typeof json;
  } catch {
    return undefined;
  }
  for (const reference of json.references ?? []) {
    const target = resolve(dirname(config), reference.path);
    const file = target.endsWith('.json') ? target : join(target, 'tsconfig.json');
    if (!existsSync(file)) continue;
    const root = dirname(file);
    if (dir === root || dir.startsWith(root + sep))
      return (depth < 4 && referencedFor(file, dir, depth + 1)) || file;
  }
  return undefined;
}

/**
 * The type-aware pass: loads the project the way its compiler does (tsconfig, path aliases, `allowJs`), finds the
 * types the code gives each API call's bodies, and renames through the language service what the map renames in
 * them: fields at the body paths of each change (so every read and write follows, whatever the module or
 * alias), string literal types of renamed values, and the domain types named for a renamed resource.
 */
export function typePass(options: TypePassOptions): TypePassResult {
  const found = options.project ?? findTsconfig(options.searchFrom);
  // one package of a monorepo: the whole monorepo, so renames reach the packages reading its models
  const tsconfig = found && !options.project ? enclosingSolution(found) : found;
  // a Deno project (deno.json, no tsconfig): its import map resolves the `@/…` specifiers
  const denoFile = tsconfig ? undefined : nearestDenoConfig(options.searchFrom);
  const deno = denoFile ? readDenoConfig(denoFile) : undefined;
  const project = tsconfig
    ? loadProject(tsconfig)
    : deno
      ? denoProject(deno)
      : new Project({
          compilerOptions: { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true, skipLibCheck: true },
        });
  for (const [file, text] of options.files) {
    // Apps Script's `.gs` files: JavaScript the compiler does not load by that extension (syntax pass only)
    if (/\.gs$/i.test(file)) continue;
    // a file of the run that is not on disk (a Vue component's virtual `X.vue.ts`) is read from its text
    if (!project.getSourceFile(file) && !project.addSourceFileAtPathIfExists(file))
      project.createSourceFile(file, text, { overwrite: true });
  }
  const result: TypePassResult = {
    files: new Map(),
    covered: new Set(),
    tsconfig,
    project,
    ...(deno ? { denoConfig: deno.file } : {}),
  };
  const paths = openApiPaths(project);
  const findings: TypeFindings = {
    fields: new Map(),
    values: new Map(),
    removed: new Map(),
    domain: new Set(),
    valueAliases: new Map(),
    plainValues: new Map(),
  };

  const formFields: FormFieldRename[] = [];
  const queryKeys: ReturnedQueryKey[] = [];
  const appTodos: { node: Node; changeId: string; message: string }[] = [];
  // untyped reads of responses stored in a Redux store (`types: any[]`), renamed where they are read
  const storeReads: PlannedEdit[] = [];
  for (const [file, sites] of options.sites) {
    const sourceFile = project.getSourceFile(file);
    if (!sourceFile) continue;
    for (const site of sites) {
      if (site.built) {
        // a request built here and sent by other code: the types it is sent and read with, where it is sent
        const types = builtRequestTypes(sourceFile, site.callStart);
        const at = sourceFile.getDescendantAtPos(site.callStart) ?? sourceFile;
        const read = site.response.length === 0 || walk(types.response, site.response, at, findings);
        const sent =
          site.request.length === 0 ||
          types.bodiless ||
          walk(types.request, site.request, at, findings, true);
        if (read && sent) result.covered.add(`${file}#${site.callStart}:built`);
        // a generated client's operation (OpenAPI Generator): its request-parameter members, and the app's calls
        const operation = sdkOperation(sourceFile, site.callStart, site.query);
        for (const field of operation.queryFields) findings.fields.set(field.node, field);
        if (site.appTodo) appTodos.push(...operation.appCalls.map((node) => ({ node, ...site.appTodo! })));
        continue;
      }
      const call = callAt(sourceFile, site.callStart);
      if (!call) {
        // a request descriptor sent by other code (an outbox's `{ url, method, body: input }`): its body's types
        const descriptor = descriptorBodyTypes(sourceFile, site.callStart, site.bodyStart);
        for (const type of descriptor?.types ?? [])
          if (walk(type, site.request, descriptor!.at, findings, true))
            result.covered.add(`${file}#${site.callStart}:request`);
        continue;
      }
      // every call ties the types of its bodies to this API, whether or not the map changes them
      // with the callee untyped (`.nuxt/` not generated), the type renamed does not reach the reads: keep the TODO
      // got's `paginate.all`/`paginate`: its result is the items `pagination.transform` picks from the body
      const items = paginatedItems(call, site.response);
      const typed = items
        ? walk(items.declared, items.plans, call, findings)
        : walk(responseBodyType(call, paths), site.response, call, findings);
      if (typed && !calleeUnresolved(call)) {
        result.covered.add(`${file}#${site.callStart}:response`);
      }
      for (const rows of items?.parsed ?? parsedRows(call, site.response))
        walk(rows.type, rows.plans, call, findings);
      // a paging wrapper of the project answering the body's rows (`fetchPage<ProfileRow>(…): Promise<T[]>`)
      const rows = wrapperRows(call, site.response);
      if (rows && walk(rows.type, rows.plans, call, findings) && !calleeUnresolved(call))
        result.covered.add(`${file}#${site.callStart}:response`);
      // superagent's untyped `res.body.data` returned from a method declared `Promise<Row[]>`: the rows' type
      for (const member of bodyMembersDeclared(call, site.response))
        walk(member.type, member.plans, call, findings);
      // redux-saga: the response `put` into the store, read by the reducers' `case` of its action type
      const stored = sagaPutReads(call, site.response);
      for (const read of stored.typed) walk(read.type, read.plans, call, findings);
      storeReads.push(...stored.untyped);
      // a saga test's fake response handed to the generator after comparing this request's effect
      storeReads.push(...steppedResponses(call, site.response));
      // k6's `res.json('data.0.recordName')`: gjson selectors naming the body's fields
      const selected = selectorReads(call, site.response);
      storeReads.push(...selected.edits);
      for (const read of selected.typed) walk(read.type, read.plans, call, findings);
      const body = site.bodyStart === undefined ? undefined : nodeAt(sourceFile, site.bodyStart);
      declaredTypes(body, call, findings);
      const spread = new Set(spreadTypes(body).map((t) => t.compilerType));
      for (const type of requestBodyTypes(body, call, paths)) {
        if (walk(type, site.request, call, findings, true, !spread.has(type.compilerType)))
          result.covered.add(`${file}#${site.callStart}:request`);
        else {
          // the app's own validated input sent whole (`createRecord(payload)`): written out under the new names
          const spelled = ownInputBody(unstringified(body), type, sentThroughPlans(site.request));
          if (spelled) {
            storeReads.push(spelled);
            result.covered.add(`${file}#${site.callStart}:request`);
          }
        }
      }
      // a server action's body spreading the fields of the form that posts to it: the form's field names
      const fields = formFieldRenames(body, site.request) ?? routeFormFieldRenames(body, site.request);
      if (fields) {
        formFields.push(...fields);
        result.covered.add(`${file}#${site.callStart}:request`);
      }
      const at = site.queryStart === undefined ? undefined : nodeAt(sourceFile, site.queryStart);
      // a helper's call written into the URL (`?${toQuery(filter)}`) starts where its template span does
      const query = Node.isTemplateSpan(at) ? at.getExpression() : at;
      if (site.query.some((q) => q && q.size > 0)) {
        for (const type of queryTypes(query, call, paths)) walkQuery(type, site.query, call, findings);
        // `apiGet(request, path, itemSearchFromUrl(url))`: the names the project's function writes
        const built = returnedQueryKeys(query, site.query) ?? dehydratedQueryKeys(query, site.query);
        if (built) queryKeys.push(...built.keys);
        if (spreadsTyped(query) || queryTyped(query) || built?.complete)
          result.covered.add(`${file}#${site.callStart}:query`);
      }
    }
  }

  // openapi-typescript's `paths`: every operation is this API's, its types renamed as its endpoint's changes say
  if (paths && options.endpoint) schemaOperations(paths, options.endpoint, findings);
  // a contract-first client's routes (ts-rest): each route's schemas are its endpoint's query and bodies
  if (options.endpoint)
    appTodos.push(
      ...walkContractRoutes(runFiles(project, options.files), options.endpoint, {
        walk: (type, plans, at) => walk(type, plans, at, findings),
        walkQuery: (type, renames, at) => walkQuery(type, renames, at, findings),
      }),
    );
  // a declarative client's endpoints (Zodios): their schemas, query parameter names and calls by alias
  const declared = options.endpoint
    ? walkDeclaredEndpoints(runFiles(project, options.files), options.endpoint, {
        walk: (type, plans, at) => walk(type, plans, at, findings),
      })
    : undefined;
  appTodos.push(...(declared?.todos ?? []));
  queryKeys.push(...(declared?.keys ?? []));
  // react-admin's data reads name a resource: its endpoints are found in the data provider's table
  if (options.endpoint) {
    // the project's own files (not only the run's): views name no URL, so the prefilter may pass over them
    const files = project
      .getSourceFiles()
      .filter((f) => !f.isDeclarationFile() && !f.isInNodeModules() && !f.isFromExternalLibrary());
    const reads = reactAdminReads(files, options.endpoint);
    const views = reactAdminViews(files, reads.table);
    for (const read of [...reads.typed, ...views.typed]) walk(read.type, read.plans, read.at, findings);
    queryKeys.push(...reads.keys, ...views.keys);
    appTodos.push(...views.todos);
  }
  // tests mocking a generated client whose models are renamed: their hand-written data is typed by nothing
  appTodos.push(...mockedClientTodos(project, findings.fields));
  // Electron's IPC: the untyped answers of `ipcRenderer.invoke(channel)`, read as the handler's type
  storeReads.push(...ipcAnswerReads(runFiles(project, options.files), findings));

  const service = project.getLanguageService();
  // one walk of the files for every declaration to rename (the language service would walk them once for each)
  const renameWalk = new RenameWalk(project, [
    ...[...findings.domain].flatMap((d) => {
      const node = (d as Node & { getNameNode?: () => Node | undefined }).getNameNode?.();
      return node ? [{ node, prefixes: false }] : [];
    }),
    ...[...findings.fields]
      .filter(([, field]) => !field.toMany)
      .map(([d]) => ({ node: (d as Node & { getNameNode(): Node }).getNameNode(), prefixes: true })),
  ]);
  const edits = new Edits(result, options.files, options.guideUrl, renameWalk);
  for (const { node, changeId, message } of appTodos) edits.todo(node, changeId, message, options.changes);
  for (const read of storeReads) edits.add(read.node, read.start, read.end, read.to, read.changeId);
  const renames = wordRenames(options.changes);
  for (const { literal, to, changeId } of formFields)
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, to, changeId);
  for (const key of queryKeys) edits.add(key.node, key.start, key.end, key.text, key.changeId);
  // schema entries renamed for a resource (`components['schemas']['Type']`): their indexed access keys follow
  const renamedEntries: RenamedKey[] = [];
  for (const alias of entryAliases(project, findings.domain)) findings.domain.add(alias);
  for (const declaration of findings.domain) {
    const nameNode = (declaration as Node & { getNameNode?: () => Node | undefined }).getNameNode?.();
    if (!nameNode || !(Node.isIdentifier(nameNode) || Node.isStringLiteral(nameNode))) continue;
    const name = Node.isStringLiteral(nameNode) ? nameNode.getLiteralText() : nameNode.getText();
    const rename = domainName(name, renames, !namesKinds(declaration));
    if (!rename) continue;
    if (nameTaken(declaration, rename.name)) {
      edits.todo(
        nameNode,
        rename.id,
        `${name} types this API's data and is named for a renamed resource, but ${rename.name} is already declared here; rename it by hand`,
        options.changes,
      );
      continue;
    }
    edits.rename(service, nameNode, rename.name, rename.id, false);
    renamedEntries.push({ declaration, to: rename.name, changeId: rename.id });
  }
  // an orval client's names derived from a renamed path (`useGetRecords` → `useGetCategories`), with the app's uses
  if (options.endpoint)
    for (const op of orvalOperationRenames(project, options.endpoint))
      edits.rename(service, op.node, op.to, op.changeId, false);
  for (const en of orvalEnumRenames(findings.fields))
    edits.rename(service, en.node, en.to, en.changeId, false);
  // a GraphQL schema's field resolved by default from a renamed field of this API's data: its resolver, or a TODO
  // (before the fields' own edits, so a resolver written above a member goes above that member's TODO)
  const renamedTypes = new Map(renamedEntries.map((e) => [e.declaration, e.to]));
  for (const miss of graphqlDefaultResolvers(project, findings, renamedTypes)) {
    if (miss.insert) edits.add(miss.node, miss.insert.at, miss.insert.at, miss.insert.text, miss.changeId);
    if (miss.message) edits.todo(miss.node, miss.changeId, miss.message, options.changes);
  }
  for (const [declaration, field] of findings.fields) {
    const nameNode = (declaration as Node & { getNameNode(): Node }).getNameNode();
    if (field.toMany) {
      // one value became a list: the declaration and the object literals that write it say so; each read the
      // compiler then rejects is left to a person
      edits.add(nameNode, nameNode.getStart(), nameNode.getEnd(), field.to, field.changeId);
      for (const member of literalMembers(nameNode)) {
        if (Node.isPropertyAssignment(member)) {
          const name = member.getNameNode();
          const value = member.getInitializerOrThrow();
          edits.add(name, name.getStart(), name.getEnd(), field.to, field.changeId);
          if (!Node.isArrayLiteralExpression(value)) {
            edits.add(value, value.getStart(), value.getEnd(), listText(value), field.changeId);
          }
        } else if (Node.isShorthandPropertyAssignment(member)) {
          edits.add(
            member,
            member.getStart(),
            member.getEnd(),
            `${field.to}: [${member.getName()}]`,
            field.changeId,
          );
        }
      }
      const declared = (declaration as Node & { getTypeNode?: () => Node | undefined }).getTypeNode?.();
      const nullable =
        (Node.isUnionTypeNode(declared) && declared.getTypeNodes().some((t) => t.getText() === 'null')) ||
        schemaNullable(declaration);
      if (isSchemaEntry(declaration)) schemaToList(declaration, field, edits, options.changes);
      const reads = toManyReadFixes(nameNode, field.to, nullable);
      edits.fixes(reads, field.changeId, options.changes, field.alsoIds);
      // the key, and the values of a `keyof Pick<…>` alias that name it (`sort: 'score'`, `{ score: byScore }`)
      for (const key of pickedKeys(project, declaration, nameNode.getText())) {
        edits.add(key, key.getStart() + 1, key.getEnd() - 1, field.to, field.changeId);
        for (const value of keyofValues(key))
          edits.add(value.node, value.start, value.end, field.to, field.changeId);
      }
    } else {
      edits.rename(service, nameNode, field.to, field.changeId, true);
      // the key, and the values of a `keyof Pick<…>` alias that name it (`sort: 'score'`, `{ score: byScore }`)
      for (const key of pickedKeys(project, declaration, nameNode.getText())) {
        edits.add(key, key.getStart() + 1, key.getEnd() - 1, field.to, field.changeId);
        for (const value of keyofValues(key))
          edits.add(value.node, value.start, value.end, field.to, field.changeId);
      }
    }
    const typeNode = (declaration as Node & { getTypeNode?: () => Node | undefined }).getTypeNode?.();
    if (field.toMany && typeNode && !Node.isArrayTypeNode(typeNode)) {
      // `UserId | null` meant "nobody" when there was one: a list says that by being empty
      const members = Node.isUnionTypeNode(typeNode)
        ? typeNode.getTypeNodes().filter((t) => !/^(null|undefined)$/.test(t.getText()))
        : [typeNode];
      const text = members.map((t) => t.getText()).join(' | ') || typeNode.getText();
      const wrapped = /[|&=>]/.test(text) ? `(${text})[]` : `${text}[]`;
      edits.add(typeNode, typeNode.getStart(), typeNode.getEnd(), wrapped, field.changeId);
    }
  }
  // `createNode({ ...record, slug })` into a type taking any key: the object now carries the new names, unchecked
  for (const loose of looseSpreads(runFiles(project, options.files), findings.fields))
    edits.todo(loose.spread, loose.changeId, loose.message, options.changes);
  // `save(form.value)` with `form = ref({ recordName: '' })`: the untyped literal's keys follow the parameter's fields
  for (const { name, field } of untypedLiteralFields(project, findings.fields))
    edits.rename(service, name, field.to, field.changeId, true);
  // `fetchReturning({ data: [{ recordId: 1, recordName: 'Fire' }] })`: a test's stubbed body written by hand
  for (const { key, field, shorthand } of testStubKeys(project, findings.fields))
    edits.add(key, ...stubKeyEdit(key, field, shorthand));
  // a Zapier operation's `sample`, `outputFields` and the `dynamic` dropdowns naming what its `perform` returns
  for (const e of zapierOutputEdits(runFiles(project, options.files), findings))
    edits.add(e.node, e.start, e.end, e.to, e.changeId);
  // `{ listRecords: vi.fn(async () => ({ data: [{ recordId: 3 }] })) } as unknown as ComplianceApi`: a fake's answers
  for (const { key, field, shorthand } of fakeAnswerKeys(project, findings.fields))
    edits.add(key, ...stubKeyEdit(key, field, shorthand));
  // `Effect.succeed({ answers: [{ headerId: 'REC_NAME', value }] })`: a stub's value of an enum schema's field
  for (const { literal, to, changeId } of schemaStubValues(project, findings.values))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, to, changeId);
  // `expect(records[0]).toMatchObject({ recordName: 'Fire' })`: a test's expected object, keyed as the value compared
  for (const expected of expectedLiteralKeys(project, findings.fields, findings.removed)) {
    const { key } = expected;
    // a removed field: the expected object no longer holds it
    if ('removedId' in expected) {
      edits.removeMember(key.getParent()!, expected.removedId);
      continue;
    }
    const { field } = expected;
    const quoted = Node.isStringLiteral(key) ? 1 : 0;
    edits.add(key, key.getStart() + quoted, key.getEnd() - quoted, field.to, field.changeId);
    // one value became a list: the expected value is that list (`assignedUserIds: [7]`)
    const value = field.toMany ? (key.getParent() as PropertyAssignment).getInitializer() : undefined;
    if (value && !Node.isArrayLiteralExpression(value))
      edits.add(value, value.getStart(), value.getEnd(), listText(value), field.changeId);
  }
  // `['score', 'Score']` typed `[keyof ItemSearchRow, string]`: literals that are the declaring type's keys
  const keyed = [...findings.fields].map(([declaration, f]) => ({
    declaration,
    to: f.to,
    changeId: f.changeId,
  }));
  for (const { literal, field } of keyofLiterals(project, keyed))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, field.to, field.changeId);
  // `RecordSchema.pick({ recordName: true })`: a schema's key mask naming its renamed entries
  for (const { key, field } of schemaMaskKeys(project, keyed)) {
    const quoted = Node.isStringLiteral(key) ? 1 : 0;
    edits.add(key, key.getStart() + quoted, key.getEnd() - quoted, field.to, field.changeId);
  }
  // `'versionCount' in item`: the key of an `in` test on a type declaring the field
  for (const { literal, field } of inOperatorKeys(project, keyed))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, field.to, field.changeId);
  // `<Controller control={control} name="recordName">`, `register('recordName')`: a generic key of the form's values;
  // not a to-many field's (`register('assignedUserId')` on one select: the value must become a list, a person's call)
  const singleKeyed = keyed.filter(({ declaration }) => !findings.fields.get(declaration)?.toMany);
  for (const { literal, field } of genericKeyLiterals(project, singleKeyed))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, field.to, field.changeId);
  // `setForm('recordName', value)` on a `SetStoreFunction<RecordInput>`: a store setter's path keys
  for (const { literal, field } of setterPathKeys(project, keyed))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, field.to, field.changeId);
  // `get(res, 'data.data[0].recordName')`, `pick(row, ['recordName'])`: key paths into a typed argument
  for (const segment of stringPathSegments(project, keyed))
    edits.add(segment.literal, segment.start, segment.end, segment.field.to, segment.field.changeId);
  // `ItemRow['score']`, `components['schemas']['Type']`: the keys of indexed access types
  for (const { literal, key } of indexedAccessKeys(project, [...keyed, ...renamedEntries]))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, key.to, key.changeId);
  for (const [literal, value] of findings.values) {
    // an enum schema's value (`z.enum(['REC_NAME'])`) is no type the language service renames by: its uses follow;
    // nor is a member of `'REC_NAME' | string`, which the compiler widens to string (its comparisons follow below)
    const union = literal.getParent()?.getParent();
    const widened = Node.isUnionTypeNode(union) && !union.getType().isUnion();
    if (Node.isLiteralTypeNode(literal.getParent()) && !widened)
      edits.rename(service, literal, value.to, value.changeId, false);
    else edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, value.to, value.changeId);
    // orval's enum member `REC_NAME: 'REC_NAME'`: its key, with every `AnswerHeaderId.REC_NAME`
    const key = Node.isStringLiteral(literal) ? keySpeltAsValue(literal) : undefined;
    if (key) edits.rename(service, key, value.to, value.changeId, false);
  }
  // the union's values in code the rename does not reach: typed by it, compared with it, keys of an object of it
  for (const use of unionValueUses(project, findings.values))
    edits.add(use.node, use.start, use.end, use.to, use.changeId);
  // `a.headerId === 'REC_NAME'` with `headerId: string`: the literals it is compared with
  for (const [declaration, { values, changeId }] of findings.plainValues) {
    const nameNode = (declaration as Node & { getNameNode(): Node }).getNameNode();
    for (const { literal, to } of comparedValues(nameNode, values))
      edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, to, changeId);
    // `HEADER_LABELS[a.headerId]`, `a.headerId in HEADER_LABELS`: the keys of the lookup table the field indexes
    for (const key of lookupKeys(nameNode, values)) edits.add(key.node, key.start, key.end, key.to, changeId);
  }
  // `{ headerId: 'REC_NAME', value: 'Fire Safety' }` written by hand in a test: the stubbed answer's values
  for (const { literal, to, changeId } of testStubValues(project, findings.plainValues))
    edits.add(literal, literal.getStart() + 1, literal.getEnd() - 1, to, changeId);
  // `const LABELS: Record<AnswerHeaderId, string> = { REC_NAME: … }`: keys that are the renamed values
  for (const [alias, { values, changeId }] of findings.valueAliases) {
    for (const member of keyedByAlias(alias)) {
      const name = member.getNameNode();
      const text = Node.isStringLiteral(name) ? name.getLiteralText() : name.getText();
      const to = values.get(text);
      if (to === undefined) continue;
      const value = JSON.parse(to) as string;
      if (Node.isStringLiteral(name))
        edits.add(name, name.getStart() + 1, name.getEnd() - 1, value, changeId);
      else if (/^[A-Za-z_$][\w$]*$/.test(value))
        edits.add(name, name.getStart(), name.getEnd(), value, changeId);
    }
  }
  // declarations removed whole, by file: their decorators' imports may be left unused
  const removedWhole = new Map<SourceFile, { declarations: Node[]; changeId: string }>();
  for (const [declaration, removed] of findings.removed) {
    // the field is gone: from the type, and from the object literals that write it; reads are the compiler's to show
    const nameNode = (declaration as Node & { getNameNode(): Node }).getNameNode();
    const change = options.changes.find((c) => c.id === removed.changeId);
    const restore = change?.kind === 'field.removed' ? change.restore : undefined;
    edits.fixes(removedReadFixes(nameNode, restore), removed.changeId, options.changes, removed.alsoIds);
    for (const member of literalMembers(nameNode)) edits.removeMember(member, removed.changeId);
    // `Pick<ProfileSummary, 'id' | 'isDeleted'>`: the key goes from the union (a key alone is left to the type-check)
    for (const key of pickedKeys(project, declaration, nameNode.getText())) {
      const literal = key.getParent();
      const union = literal?.getParent();
      if (!literal || !Node.isUnionTypeNode(union)) continue;
      const members = union.getTypeNodes();
      const i = members.indexOf(literal as (typeof members)[number]);
      const range =
        i > 0
          ? { start: members[i - 1]!.getEnd(), end: literal.getEnd() }
          : { start: literal.getStart(), end: members[1]!.getStart() };
      edits.add(literal, range.start, range.end, '', removed.changeId);
    }
    if (edits.removeLine(declaration, removed.changeId)) {
      const file = declaration.getSourceFile();
      const list = removedWhole.get(file) ?? { declarations: [], changeId: removed.changeId };
      list.declarations.push(declaration);
      removedWhole.set(file, list);
    } else {
      edits.todo(
        declaration,
        removed.changeId,
        `the field "${removed.name}" is gone in the new version; remove it here and where it is read`,
        options.changes,
        removed.alsoIds,
      );
    }
  }
  for (const [file, { declarations, changeId }] of removedWhole)
    for (const d of unusedDecoratorImports(file, declarations))
      edits.add(file, d.start, d.end, d.text ?? '', changeId);
  // object literals of the app's own sent as a body (a class property, a reactive form's group): keys follow
  const literalRenamed = new Map<Node, { to: string; changeId: string }>();
  const literalRemoved = new Map<Node, { name: string; changeId: string }>();
  const ownInputs = new Map<Node, LiteralKey[]>();
  for (const key of literalArgumentKeys(project, options.files.keys(), findings)) {
    const { member, changeId } = key;
    if (key.ownInput) {
      ownInputs.set(key.argument, [...(ownInputs.get(key.argument) ?? []), key]);
      continue;
    }
    if (!Node.isPropertyAssignment(member) && !Node.isShorthandPropertyAssignment(member)) continue;
    const name = member.getName();
    if (key.kind === 'renamed' && key.to) {
      if (Node.isShorthandPropertyAssignment(member))
        edits.add(member, member.getStart(), member.getEnd(), `${key.to}: ${name}`, changeId);
      else edits.rename(service, member.getNameNode(), key.to, changeId, true);
      literalRenamed.set(member, { to: key.to, changeId });
    } else if (key.kind === 'removed') {
      const nameNode = member.getNameNode();
      for (const reference of Node.isIdentifier(nameNode) ? nameNode.findReferencesAsNodes() : []) {
        const written = reference.getParent();
        if (Node.isPropertyAssignment(written) || Node.isShorthandPropertyAssignment(written))
          edits.removeMember(written, changeId);
      }
      edits.removeMember(member, changeId);
      literalRemoved.set(member, { name, changeId });
    } else {
      edits.todo(
        key.argument,
        changeId,
        `"${name}" of this value is sent as the list "${key.to}" now: send [${name}] under that name`,
        options.changes,
      );
    }
  }
  // `createRecord(payload)` of the app's own validated input: written out under the names the parameter declares
  for (const [argument, keys] of ownInputs) {
    const expected = (
      argument as Node & { getContextualType?: () => Type | undefined }
    ).getContextualType?.();
    const spelled = ownInputBody(argument, argument.getType(), sentThroughKeys(keys, expected));
    if (spelled) edits.add(spelled.node, spelled.start, spelled.end, spelled.to, spelled.changeId);
    else edits.todo(argument, keys[0]!.changeId, ownInputTodo(keys), options.changes);
  }
  // Angular: each component's template (templateUrl or inline) read with the class's members as its scope
  result.templates = options.angularTemplates?.(
    project,
    options.files,
    templateRules(findings, { renamed: literalRenamed, removed: literalRemoved }, options.changes),
    result.files,
    options.changes,
    options.guideUrl,
  );
  return result;
}

/** `body: RecordInput` with `type RecordInput = components['schemas']['RecordInput']`: the aliases it is declared with. */
function declaredTypes(node: Node | undefined, at: Node, findings: TypeFindings): void {
  const symbol = Node.isShorthandPropertyAssignment(node)
    ? node.getValueSymbol()
    : Node.isIdentifier(node)
      ? node.getSymbol()
      : undefined;
  for (const declaration of symbol?.getDeclarations() ?? []) {
    const typeNode = (declaration as Node & { getTypeNode?: () => Node | undefined }).getTypeNode?.();
    if (!typeNode || !inProject(declaration)) continue;
    const walker = new PlanWalker(at);
    walker.referencedTypes(typeNode);
    merge(walker.findings, findings);
  }
}

/** `JSON.stringify(input)`: the value stringified; any other node as it is. */
function unstringified(node: Node | undefined): Node | undefined {
  if (!Node.isCallExpression(node) || node.getExpression().getText() !== 'JSON.stringify') return node;
  return node.getArguments()[0];
}

/** The run's source files the project loaded. */
function runFiles(project: Project, files: ReadonlyMap<string, string>): SourceFile[] {
  return [...files.keys()].flatMap((file) => project.getSourceFile(file) ?? []);
}

function walkQuery(type: Type, renames: ApiSite['query'], at: Node, findings: TypeFindings): void {
  const walker = new PlanWalker(at);
  walker.walkQuery(type, renames);
  merge(walker.findings, findings);
}

/** Walks every operation of openapi-typescript's `paths` with the plans of the endpoint it is. */
function schemaOperations(paths: Type, endpoint: EndpointPlans, findings: TypeFindings): void {
  const declaration = paths.getSymbol()?.getDeclarations()[0] ?? paths.getAliasSymbol()?.getDeclarations()[0];
  if (!declaration) return;
  for (const pathSymbol of paths.getProperties()) {
    const path = pathSymbol.getName();
    const operations = pathSymbol.getTypeAtLocation(declaration);
    for (const methodSymbol of operations.getProperties()) {
      const method = methodSymbol.getName();
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const plans = endpoint(method.toUpperCase(), path);
      if (!plans) continue;
      const response = operationPart(paths, path, method, 'response', declaration);
      if (response) walk(response, plans.response, declaration, findings);
      const request = operationPart(paths, path, method, 'request', declaration);
      if (request) walk(request, plans.request, declaration, findings);
      const query = operationPart(paths, path, method, 'query', declaration);
      if (query && plans.query.some((q) => q && q.size > 0))
        walkQuery(query, plans.query, declaration, findings);
    }
  }
}

/** A schema key whose field became a list: its schema becomes a list's (`z.array(z.number())`), or gets a TODO. */
function schemaToList(entry: Node, field: FieldRename, edits: Edits, changes: readonly Change[]): void {
  const list = schemaListOf(entry);
  const value = Node.isPropertyAssignment(entry) ? entry.getInitializer() : undefined;
  if (list && value) edits.add(value, value.getStart(), value.getEnd(), list, field.changeId);
  else
    edits.todo(
      entry,
      field.changeId,
      `"${field.to}" is a list in the new version: make this schema a list's`,
      changes,
    );
}

function merge(found: TypeFindings, into: TypeFindings): void {
  for (const [k, v] of found.fields) into.fields.set(k, { ...v, alsoIds: otherIds(into.fields.get(k), v) });
  for (const [k, v] of found.values) into.values.set(k, v);
  for (const [k, v] of found.removed)
    into.removed.set(k, { ...v, alsoIds: otherIds(into.removed.get(k), v) });
  for (const d of found.domain) into.domain.add(d);
  for (const [k, v] of found.valueAliases) into.valueAliases.set(k, v);
  for (const [k, v] of found.plainValues) into.plainValues.set(k, v);
}

/** The change ids besides `next`'s that already touched a declaration found again (one type, several endpoints). */
function otherIds(
  had: { changeId: string; alsoIds?: string[] } | undefined,
  next: { changeId: string },
): string[] | undefined {
  if (!had) return undefined;
  const ids = [had.changeId, ...(had.alsoIds ?? [])].filter((id) => id !== next.changeId);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

/**
 * The project of a tsconfig; an error names the file (`tsconfig.json: '}' expected.`). A config with project
 * references (`composite` monorepos) is loaded with the referenced projects' sources in place of their built
 * declarations, as the editor does: renames then reach the declarations there, built or not.
 */
function loadProject(tsconfig: string): Project {
  try {
    const parsed = referencing(tsconfig);
    if (!parsed) return new Project({ tsConfigFilePath: tsconfig });
    return referencedProject({ path: tsconfig, parsed }, (path) => ({ path, parsed: parseConfig(path) }));
  } catch (error) {
    throw new Error(`${tsconfig}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** A tsconfig as the compiler reads it (`extends` followed); throws naming the file's first error. */
function parseConfig(tsconfig: string): ts.ParsedCommandLine {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host);
  if (!parsed) throw new Error('the compiler cannot read it');
  const error = parsed.errors.find((e) => e.category === ts.DiagnosticCategory.Error && e.code !== 18003);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, ' '));
  return parsed;
}

/** The parsed config when it references other projects; undefined otherwise, or when the compiler cannot read it. */
function referencing(tsconfig: string): ts.ParsedCommandLine | undefined {
  try {
    const parsed = parseConfig(tsconfig);
    return parsed.projectReferences?.length ? parsed : undefined;
  } catch {
    return undefined; // the project load below says why, naming the file
  }
}

/**
 * Walks a body type with each step's plans (`sent`: a request's body, which a type of the app's own input does not
 * rename); true when the type is the project's own (so the walk covered it).
 */
function walk(
  type: Type | undefined,
  plans: ApiSite['response'],
  at: Node,
  findings: TypeFindings,
  sent = false,
  jsDoc = true,
): boolean {
  if (!type || type.isAny() || type.isUnknown()) return false;
  // `build.mutation<void, number>`, `api.put<void>(…)`: the code says it reads nothing of it
  if (type.isVoid()) return true;
  const walker = new PlanWalker(at, sent, jsDoc);
  walker.walk(type, plans);
  const found = walker.findings;
  merge(found, findings);
  return (
    !walker.uncertain &&
    (found.domain.size > 0 || found.fields.size > 0 || walker.schemaTyped || isOwnTypeLiteral(type))
  );
}

function callAt(sourceFile: SourceFile, start: number): CallExpression | undefined {
  const file = sourceFile.compilerNode;
  for (let node = deepestAt(file, start); node; node = node.parent) {
    if (node.getStart(file) !== start) return undefined;
    if (ts.isCallExpression(node)) return wrapNode(sourceFile, node) as CallExpression;
  }
  return undefined;
}

function nodeAt(sourceFile: SourceFile, start: number): Node | undefined {
  const file = sourceFile.compilerNode;
  let found: ts.Node | undefined;
  for (let node = deepestAt(file, start); node; node = node.parent) {
    if (node.getStart(file) !== start) break;
    found = node;
  }
  return found && wrapNode(sourceFile, found);
}

/** openapi-typescript's `paths` interface, if the project has one. */
function openApiPaths(project: Project): Type | undefined {
  for (const sourceFile of project.getSourceFiles()) {
    if (sourceFile.isInNodeModules()) continue;
    const paths = sourceFile.getInterface('paths') ?? sourceFile.getTypeAlias('paths');
    if (paths) return paths.getType();
  }
  return undefined;
}

function nameTaken(declaration: Node, name: string): boolean {
  const sourceFile = declaration.getSourceFile();
  if (Node.isPropertySignature(declaration)) {
    const owner = declaration.getParent();
    return Node.isInterfaceDeclaration(owner) || Node.isTypeLiteral(owner)
      ? owner.getProperty(name) !== undefined
      : false;
  }
  return sourceFile.getLocal(name) !== undefined;
}

/** The members of object literals (in the project) that write a property: `{ assignedUserId: 1 }`, `{ id }`. */
function literalMembers(nameNode: Node): Node[] {
  if (!Node.isIdentifier(nameNode)) return [];
  const out: Node[] = [];
  for (const reference of nameNode.findReferencesAsNodes()) {
    const parent = reference.getParent();
    if (!parent || !inProject(parent)) continue;
    // a schema's own key (`assignedUserId: z.number()` in `z.object({ … })`) is the declaration, not a write
    if (
      reference.getStart() === nameNode.getStart() &&
      reference.getSourceFile() === nameNode.getSourceFile()
    )
      continue;
    if (
      (Node.isPropertyAssignment(parent) || Node.isShorthandPropertyAssignment(parent)) &&
      parent.getNameNode() === reference
    ) {
      if (Node.isObjectLiteralExpression(parent.getParent())) out.push(parent);
    }
  }
  return out;
}

/**
 * `Pick<ItemRow, 'dueDate' | 'score'>`, `Omit<…>`: the key literals that name the declared property, whichever type
 * the first argument is (the declaring one, one extending it, an alias). Only files that write `Pick<` or `Omit<`
 * are looked at.
 */
function pickedKeys(project: Project, declaration: Node, name: string): Node[] {
  const out: Node[] = [];
  for (const reference of pickOmitReferences(project)) {
    const [first, keys] = reference.getTypeArguments();
    if (!first || !keys) continue;
    const literals = keys
      .getDescendantsOfKind(ts.SyntaxKind.StringLiteral)
      .filter((literal) => literal.getLiteralText() === name);
    if (literals.length === 0) continue;
    const property = first.getType().getProperty(name);
    if (property?.getDeclarations().includes(declaration as never)) out.push(...literals);
  }
  return out;
}

/**
 * `type ItemSortKey = keyof Pick<ItemRow, 'dueDate' | 'score'>`: the string literals the code gives that type
 * (`sort: 'score'`, `sortBy('score')`, also as `ItemSortKey | undefined`) and the keys of objects typed by it
 * (`Record<ItemSortKey, …>`), in the files that use the alias. A value is the alias's when its contextual type holds
 * every key of the alias and nothing else.
 */
function keyofValues(key: Node): { node: Node; start: number; end: number }[] {
  const alias = key.getFirstAncestor((a) => Node.isTypeAliasDeclaration(a));
  if (!Node.isTypeAliasDeclaration(alias) || !Node.isTypeOperatorTypeNode(alias.getTypeNode())) return [];
  const name = (key as Node & { getLiteralText(): string }).getLiteralText();
  const keys = new Set(
    alias
      .getType()
      .getUnionTypes()
      .map((t) => String(t.getLiteralValue())),
  );
  if (alias.getType().isStringLiteral()) keys.add(String(alias.getType().getLiteralValue()));
  const sameKeys = (values: string[]): boolean =>
    values.length === keys.size && values.every((v) => keys.has(v));
  const out: { node: Node; start: number; end: number }[] = [];
  const files = new Set(
    alias
      .getNameNode()
      .findReferencesAsNodes()
      .map((r) => r.getSourceFile()),
  );
  for (const file of files) {
    if (!inProject(file)) continue;
    for (const literal of file.getDescendantsOfKind(ts.SyntaxKind.StringLiteral)) {
      if (literal.getLiteralText() !== name || literal.getFirstAncestor((a) => a === alias)) continue;
      const contextual = literal.getContextualType();
      const values = (contextual?.isUnion() ? contextual.getUnionTypes() : contextual ? [contextual] : [])
        .filter((t) => t.isStringLiteral())
        .map((t) => String(t.getLiteralValue()));
      if (sameKeys(values))
        out.push({ node: literal, start: literal.getStart() + 1, end: literal.getEnd() - 1 });
    }
    for (const object of file.getDescendantsOfKind(ts.SyntaxKind.ObjectLiteralExpression)) {
      const member = object.getProperty(name);
      const contextual = object.getContextualType();
      if (!member || !contextual || !Node.isPropertyAssignment(member)) continue;
      if (!sameKeys(contextual.getProperties().map((p) => p.getName()))) continue;
      const nameNode = member.getNameNode();
      const quoted = Node.isStringLiteral(nameNode);
      out.push({
        node: nameNode,
        start: nameNode.getStart() + (quoted ? 1 : 0),
        end: nameNode.getEnd() - (quoted ? 1 : 0),
      });
    }
  }
  return out;
}

const pickOmitCache = new WeakMap<Project, PickOmitReference[]>();

/** `Pick<…>` as a type, or after `extends` (`interface ItemDetail extends Omit<ItemRow, 'recordId'>`). */
type PickOmitReference = TypeReferenceNode | ExpressionWithTypeArguments;

function pickOmitReferences(project: Project): PickOmitReference[] {
  let found = pickOmitCache.get(project);
  if (found) return found;
  found = [];
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || !/\b(Pick|Omit)</.test(sourceFile.getFullText())) continue;
    for (const reference of sourceFile.getDescendantsOfKind(ts.SyntaxKind.TypeReference)) {
      if (['Pick', 'Omit'].includes(reference.getTypeName().getText())) found.push(reference);
    }
    for (const heritage of sourceFile.getDescendantsOfKind(ts.SyntaxKind.ExpressionWithTypeArguments)) {
      if (['Pick', 'Omit'].includes(heritage.getExpression().getText())) found.push(heritage);
    }
  }
  pickOmitCache.set(project, found);
  return found;
}

/** Members of object literals declared as `Record<Alias, …>`: their keys are values of the alias. */
function keyedByAlias(alias: Node): PropertyAssignment[] {
  const name = (alias as Node & { getNameNode?: () => Node }).getNameNode?.();
  if (!name || !Node.isIdentifier(name)) return [];
  const out: PropertyAssignment[] = [];
  for (const reference of name.findReferencesAsNodes()) {
    const argument = reference.getParentWhile((n) => !Node.isTypeReference(n) || n === reference.getParent());
    const record = argument?.getParent();
    if (!Node.isTypeReference(record) || record.getTypeName().getText() !== 'Record') continue;
    const declaration = record.getParent();
    if (!Node.isVariableDeclaration(declaration)) continue;
    const init = declaration.getInitializer();
    if (!Node.isObjectLiteralExpression(init)) continue;
    for (const property of init.getProperties()) if (Node.isPropertyAssignment(property)) out.push(property);
  }
  return out;
}

/**
 * Where a TODO about a node goes: the start of its line, written as `{/* … *\/}` when that line is among JSX
 * children; the start of the statement's line when the node's line starts inside a template literal's text.
 */
function todoPlace(node: Node, text: string): { lineStart: number; jsx: boolean } {
  const lineStartOf = (at: number): number => text.lastIndexOf('\n', at - 1) + 1;
  const lineStart = lineStartOf(node.getStart());
  const first = lineStart + (/^[ \t]*/.exec(text.slice(lineStart))?.[0].length ?? 0);
  for (let n = node.getSourceFile().getDescendantAtPos(first); n; n = n.getParent()) {
    if (Node.isJsxText(n)) return { lineStart, jsx: true };
    const parent = n.getParent();
    if (
      (Node.isJsxExpression(n) ||
        Node.isJsxElement(n) ||
        Node.isJsxSelfClosingElement(n) ||
        Node.isJsxFragment(n)) &&
      (Node.isJsxElement(parent) || Node.isJsxFragment(parent))
    ) {
      return { lineStart, jsx: n.getStart() === first };
    }
    if (
      n.getStart() < first &&
      (Node.isTemplateExpression(n) || Node.isNoSubstitutionTemplateLiteral(n) || Node.isTemplateSpan(n))
    ) {
      const statement = n.getParentWhile((p) => !Node.isStatement(p)) ?? n;
      const holder = Node.isStatement(statement) ? statement : (statement.getParent() ?? statement);
      return { lineStart: lineStartOf(holder.getStart()), jsx: false };
    }
    if (Node.isStatement(n)) break;
  }
  return { lineStart, jsx: false };
}

/**
 * A member renamed to the name of the value it holds (`hazardName: title` → `title`): the end of that value, so the
 * member is written as the shorthand a person writes (`{ title }`, also in a destructuring pattern); `end` otherwise.
 */
function shorthandEnd(at: Node | SourceFile, start: number, end: number, to: string): number {
  const file = Node.isSourceFile(at) ? at : at.getSourceFile();
  // only `key: to` (a property's value or a binding's name) can become `to`: read the text before the tree
  const after = /^\s*:\s*([A-Za-z_$][\w$]*)/.exec(file.getFullText().slice(end, end + to.length + 80));
  if (after?.[1] !== to) return end;
  const name = file.getDescendantAtPos(start);
  const member = name?.getParent();
  if (!name || name.getStart() !== start || name.getEnd() !== end || !Node.isIdentifier(name)) return end;
  const value =
    Node.isPropertyAssignment(member) && member.getNameNode() === name
      ? member.getInitializer()
      : Node.isBindingElement(member) && member.getPropertyNameNode() === name && !member.getInitializer()
        ? member.getNameNode()
        : undefined;
  return Node.isIdentifier(value) && value.getText() === to && /^[A-Za-z_$][\w$]*$/.test(to)
    ? value.getEnd()
    : end;
}

/** Edits by file, deduplicated: the first edit of a span wins. */
class Edits {
  private readonly spans = new Map<string, Set<string>>();
  /** The TODOs written, by file, line and message: one line gets each message once. */
  private readonly todoPlaces = new Set<string>();

  constructor(
    private readonly result: TypePassResult,
    private readonly originals: ReadonlyMap<string, string>,
    private readonly guideUrl?: string,
    private readonly walk?: RenameWalk,
  ) {}

  rename(service: LanguageService, node: Node, to: string, changeId: string, prefixes: boolean): void {
    const spans = this.walk?.locate(node);
    if (spans) {
      for (const span of spans) {
        const text = to + (span.suffix ?? '');
        this.add(span.file, span.start, shorthandEnd(span.file, span.start, span.end, text), text, changeId);
      }
      return;
    }
    for (const location of service.findRenameLocations(node, { usePrefixAndSuffixText: prefixes })) {
      const span = location.getTextSpan();
      const text = (location.getPrefixText() ?? '') + to + (location.getSuffixText() ?? '');
      const quoted = location.getSourceFile().getFullText().slice(span.getStart(), span.getEnd());
      // a string literal (`'REC_NAME'`, `['Record']`) keeps its quotes
      const start = span.getStart();
      const end = span.getEnd();
      const file = location.getSourceFile();
      if (/^['"`]/.test(quoted)) this.add(file, start + 1, end - 1, text, changeId);
      else this.add(file, start, shorthandEnd(file, start, end, text), text, changeId);
    }
  }

  add(at: Node | SourceFile, start: number, end: number, text: string, changeId: string): void {
    const file = (Node.isSourceFile(at) ? at : at.getSourceFile()).getFilePath();
    const original =
      this.originals.get(file) ?? (Node.isSourceFile(at) ? at : at.getSourceFile()).getFullText();
    if (original.slice(start, end) === text) return;
    const key = `${start}:${end}`;
    const spans = this.spans.get(file) ?? new Set<string>();
    if (spans.has(key)) return;
    spans.add(key);
    this.spans.set(file, spans);
    const entry = this.entry(file);
    entry.edits.push({ start, end, text });
    entry.records.push({ ...lineColumn(original, start), changeId });
  }

  /** Applies the rewrites of reads; each that a person should confirm gets its TODO. */
  fixes(fixes: readonly ReadFix[], changeId: string, changes: readonly Change[], alsoIds?: string[]): void {
    for (const fix of fixes) {
      this.add(fix.at, fix.start, fix.end, fix.text, changeId);
      if (fix.todo) this.todo(fix.at, changeId, fix.todo, changes, alsoIds);
    }
  }

  /** Removes a declaration that has its lines to itself (`  isDeleted: boolean;`); false when it shares them. */
  removeLine(node: Node, changeId: string): boolean {
    const file = node.getSourceFile();
    const text = this.originals.get(file.getFilePath()) ?? file.getFullText();
    const lineStart = text.lastIndexOf('\n', node.getStart() - 1) + 1;
    let lineEnd = text.indexOf('\n', node.getEnd());
    if (lineEnd < 0) lineEnd = text.length;
    if (
      text.slice(lineStart, node.getStart()).trim() !== '' ||
      text.slice(node.getEnd(), lineEnd).trim().replace(/^[;,]/, '') !== ''
    ) {
      return false;
    }
    const end = Math.min(lineEnd + 1, text.length);
    // a member set apart by blank lines takes the blank line above it along, so no two are left together and none
    // is left before the closing brace (only the one above: two members removed in a row never share a line)
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    const blankAbove = lineStart > 0 && text.slice(above, lineStart).trim() === '';
    const rest = text.slice(end, text.indexOf('\n', end) + 1 || text.length);
    const start = blankAbove && (rest.trim() === '' || /^\s*[}\]]/.test(rest)) ? above : lineStart;
    this.add(file, start, end, '', changeId);
    return true;
  }

  /** Removes a member of an object literal with one separator. */
  removeMember(member: Node, changeId: string): void {
    const object = member.getParent();
    if (!Node.isObjectLiteralExpression(object)) return;
    const members = object.getProperties();
    const i = members.indexOf(member as (typeof members)[number]);
    const next = members[i + 1];
    const prev = members[i - 1];
    const range = next
      ? { start: member.getStart(), end: next.getStart() }
      : prev
        ? { start: prev.getEnd(), end: member.getEnd() }
        : { start: member.getStart(), end: member.getEnd() };
    this.add(member, range.start, range.end, '', changeId);
  }

  /** A TODO above the node's line, pointing to its change (and to `alsoIds`, other changes with the same cause). */
  todo(node: Node, changeId: string, message: string, changes: readonly Change[], alsoIds?: string[]): void {
    const sourceFile = node.getSourceFile();
    const file = sourceFile.getFilePath();
    const original = this.originals.get(file) ?? sourceFile.getFullText();
    const start = node.getStart();
    const place = todoPlace(node, original);
    // two reads on one line with the same cause (`r.assignedUserId ?? r.assignedUserId`): one TODO says it
    const key = `${file}\0${place.lineStart}\0${todoPrefix(message)}`;
    if (this.todoPlaces.has(key)) return;
    this.todoPlaces.add(key);
    const indent = /^[ \t]*/.exec(original.slice(place.lineStart))![0];
    const above = original.slice(0, place.lineStart);
    const present = above.split('\n').slice(-4).join('\n').includes(todoPrefix(message));
    const entry = this.entry(file);
    entry.todos.push({ ...lineColumn(original, start), changeId, message, inserted: !present });
    const text = todoText(message, changeId, changes, this.guideUrl, alsoIds);
    if (!present)
      entry.edits.push({
        start: place.lineStart,
        end: place.lineStart,
        // among JSX children a `//` line would be rendered as text
        text: place.jsx ? `${indent}{/* ${text.replaceAll('*/', '* /')} */}\n` : `${indent}// ${text}\n`,
      });
  }

  private entry(file: string): TypeFileResult {
    let entry = this.result.files.get(file);
    if (!entry) {
      entry = { edits: [], records: [], todos: [] };
      this.result.files.set(file, entry);
    }
    return entry;
  }
}
