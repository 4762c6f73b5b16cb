import { type CallExpression, Node, type SourceFile } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import type { ApiSite } from '../transform/transform.js';
import { schemaOutput } from './contract-routes.js';
import { type ContractWalkers, firstChangeId, type UnreadRoute } from './contract-walk.js';
import { type DeclaredEndpoint, declaredEndpoints } from './declared-endpoints.js';
import type { ReturnedQueryKey } from './returned-query.js';
import { inProject } from './plan-walk.js';
import type { EndpointPlans } from './type-pass.js';

/** What the walk of a declarative client's endpoints found: key edits (query names) and TODOs for a person. */
export interface DeclaredEndpointFindings {
  keys: ReturnedQueryKey[];
  todos: UnreadRoute[];
}

/**
 * Walks every endpoint a declarative client declares (Zodios' `makeApi([...])`) with the plans of its endpoint: its
 * response and body schemas (so the renames reach the schemas' keys and every read typed by them), its query
 * parameters' names, and its calls by alias (`client.getTypes({ queries: { recordId } })`), whose `queries` keys follow.
 */
export function walkDeclaredEndpoints(
  sourceFiles: readonly SourceFile[],
  endpoint: EndpointPlans,
  walkers: Pick<ContractWalkers, 'walk'>,
): DeclaredEndpointFindings {
  const found: DeclaredEndpointFindings = { keys: [], todos: [] };
  const declared = sourceFiles.flatMap((file) => declaredEndpoints(file));
  if (declared.length === 0) return found;
  const calls = aliasCalls(sourceFiles, declared);
  for (const route of declared) {
    const plans = endpoint(route.method, route.path);
    if (!plans) continue;
    const routeCalls = calls.get(route) ?? [];
    if (plans.moved) for (const call of routeCalls) found.todos.push({ node: call, ...plans.moved });
    walkBodies(route, plans, walkers, found);
    const queryId = plans.query.flatMap((q) => [...(q?.values() ?? [])])[0]?.id;
    if (!queryId) continue;
    for (const literal of route.queryNames) {
      const { name, id } = renameQueryName(literal.getLiteralText(), plans.query);
      if (id && name !== literal.getLiteralText())
        found.keys.push({
          node: literal,
          start: literal.getStart() + 1,
          end: literal.getEnd() - 1,
          text: name,
          changeId: id,
        });
    }
    if (!route.parametersRead)
      found.todos.push({
        node: route.node,
        changeId: queryId,
        message: `${route.method} ${route.path} has renamed query parameters and some of this endpoint's parameters are not written here; check their names`,
      });
    for (const call of routeCalls) renameCallQueries(call, route, plans.query, queryId, found);
  }
  return found;
}

/** The response and body schemas walked with the endpoint's plans; a TODO where a change is not shown by them. */
function walkBodies(
  route: DeclaredEndpoint,
  plans: Pick<ApiSite, 'response' | 'request'>,
  walkers: Pick<ContractWalkers, 'walk'>,
  found: DeclaredEndpointFindings,
): void {
  const parts: [string, ApiSite['response'], Node | undefined][] = [
    ['response', plans.response, route.response],
    ['request body', plans.request, route.body],
  ];
  for (const [what, steps, schema] of parts) {
    const changeId = firstChangeId(steps);
    if (
      !changeId ||
      (what === 'request body' && (route.method === 'GET' || (!schema && route.parametersRead)))
    )
      continue;
    const read = schema !== undefined && walkers.walk(schemaOutput(schema), steps, schema);
    if (!read)
      found.todos.push({
        node: route.node,
        changeId,
        message: `the ${what} of ${route.method} ${route.path} changes in ways its schema here does not show everywhere (no schema, an untyped part, or renamed values of a plain string); check the schema and the code that reads it`,
      });
  }
}

/** `{ queries: { recordId } }` of a call by alias → `{ queries: { categoryId: recordId } }`; a TODO when not a literal. */
function renameCallQueries(
  call: CallExpression,
  route: DeclaredEndpoint,
  renames: ApiSite['query'],
  queryId: string,
  found: DeclaredEndpointFindings,
): void {
  // Zodios: a GET alias takes (config); the others (body, config)
  const config = call.getArguments()[route.method === 'GET' ? 0 : 1];
  if (!config) return;
  const queries = Node.isObjectLiteralExpression(config) ? config.getProperty('queries') : undefined;
  const value = Node.isPropertyAssignment(queries) ? queries.getInitializer() : undefined;
  if (
    Node.isObjectLiteralExpression(config) &&
    !queries &&
    !config.getProperties().some(Node.isSpreadAssignment)
  )
    return;
  if (!Node.isObjectLiteralExpression(value)) {
    found.todos.push({
      node: call,
      changeId: queryId,
      message: `${route.method} ${route.path} has renamed query parameters and this call's queries are not written here; check their names`,
    });
    return;
  }
  for (const property of value.getProperties()) {
    const shorthand = Node.isShorthandPropertyAssignment(property);
    if (!shorthand && !Node.isPropertyAssignment(property)) continue;
    const nameNode = property.getNameNode();
    if (!Node.isIdentifier(nameNode) && !Node.isStringLiteral(nameNode)) continue;
    const written = Node.isStringLiteral(nameNode) ? nameNode.getLiteralText() : nameNode.getText();
    const { name, id } = renameQueryName(written, renames);
    if (!id || name === written) continue;
    const quoted = Node.isStringLiteral(nameNode);
    found.keys.push({
      node: nameNode,
      start: nameNode.getStart() + (quoted ? 1 : 0),
      end: nameNode.getEnd() - (quoted ? 1 : 0),
      text: shorthand ? `${name}: ${written}` : name,
      changeId: id,
    });
  }
}

/**
 * The calls of each declared endpoint by its alias: `x.alias(…)` where `x` is a client of the declared API (its type
 * holds the declaration as `api` beside a member of that name), in the project's own files.
 */
function aliasCalls(
  sourceFiles: readonly SourceFile[],
  declared: readonly DeclaredEndpoint[],
): Map<DeclaredEndpoint, CallExpression[]> {
  const byAlias = new Map<string, DeclaredEndpoint[]>();
  for (const route of declared)
    if (route.alias) byAlias.set(route.alias, [...(byAlias.get(route.alias) ?? []), route]);
  const out = new Map<DeclaredEndpoint, CallExpression[]>();
  for (const sourceFile of sourceFiles) {
    const text = sourceFile.getFullText();
    if (![...byAlias.keys()].some((alias) => text.includes(`.${alias}(`))) continue;
    sourceFile.forEachDescendant((node) => {
      if (!Node.isCallExpression(node)) return;
      const callee = node.getExpression();
      if (!Node.isPropertyAccessExpression(callee)) return;
      const routes = byAlias.get(callee.getName());
      // one alias declared twice (two APIs): which one this client calls is not known here
      if (routes?.length !== 1 || !inProject(node)) return;
      const receiver = callee.getExpression().getType();
      if (!receiver.getProperty('api') || !receiver.getProperty(callee.getName())) return;
      out.set(routes[0]!, [...(out.get(routes[0]!) ?? []), node]);
    });
  }
  return out;
}
