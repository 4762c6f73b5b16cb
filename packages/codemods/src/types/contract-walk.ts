import type { PlanNode } from '@compliance-migrate/rename-map';
import { Node, ts, type SourceFile, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';
import type { ApiSite } from '../transform/transform.js';
import { contractRoutes, schemaOutput } from './contract-routes.js';
import type { EndpointPlans } from './type-pass.js';

/** The type pass's walks of a body type and of a query type against each step's plans (true: the type was read). */
export interface ContractWalkers {
  walk(type: Type | undefined, plans: ApiSite['response'], at: Node): boolean;
  walkQuery(type: Type, renames: ApiSite['query'], at: Node): void;
}

/** A route whose endpoint changes in a way its schemas did not show: a TODO for a person. */
export interface UnreadRoute {
  node: Node;
  changeId: string;
  message: string;
}

/**
 * Walks the schemas of every contract route (ts-rest) of the files with the plans of the endpoint it declares, so the
 * renames reach the schemas' keys and, through the types the client infers from them, every read. Returns the routes
 * with a body change their schema does not show (untyped, or no schema given).
 */
export function walkContractRoutes(
  sourceFiles: readonly SourceFile[],
  endpoint: EndpointPlans,
  walkers: ContractWalkers,
): UnreadRoute[] {
  const unread: UnreadRoute[] = [];
  for (const sourceFile of sourceFiles) {
    for (const route of contractRoutes(sourceFile)) {
      const plans = endpoint(route.method, route.path);
      if (!plans) continue;
      // a moved endpoint (`PUT …/update` → `PUT …/{id}`): every call of the route needs the path parameter
      if (plans.moved) for (const call of routeCalls(route.node)) unread.push({ node: call, ...plans.moved });
      const parts: [string, ApiSite['response'], Node | undefined][] = [
        ['response', plans.response, route.response],
        ['request body', plans.request, route.body],
      ];
      for (const [what, steps, schema] of parts) {
        const changeId = firstChangeId(steps);
        // a GET sends no body, and `c.noBody()` (a symbol) says this route sends none
        if (!changeId || (what === 'request body' && sendsNothing(route.method, schema))) continue;
        const read = schema !== undefined && walkers.walk(schemaOutput(schema), steps, schema);
        if (!read)
          unread.push({
            node: route.node,
            changeId,
            message: `the ${what} of ${route.method} ${route.path} changes in ways its schema here does not show everywhere (no schema, an untyped part, or renamed values of a plain string); check the schema and the code that reads it`,
          });
      }
      const queryId = plans.query.flatMap((q) => [...(q?.values() ?? [])])[0]?.id;
      if (!queryId) continue;
      if (route.query)
        walkers.walkQuery(schemaOutput(route.query) ?? route.query.getType(), plans.query, route.query);
      else
        unread.push({
          node: route.node,
          changeId: queryId,
          message: `${route.method} ${route.path} has renamed query parameters and this route declares no query schema; check the calls' query`,
        });
    }
  }
  return unread;
}

/**
 * The calls of a route through the client the contract types (`api.notificationProfiles.update({ body })`,
 * `tsr.…update.useMutation()`): the references of the router's key for it, in call position.
 */
function routeCalls(route: Node): Node[] {
  let holder = route.getParent();
  // `update: c.mutation({ … })`: the key holds the helper's call
  if (Node.isCallExpression(holder)) holder = holder.getParent();
  if (!Node.isPropertyAssignment(holder)) return [];
  const calls: Node[] = [];
  const key = holder.getNameNode();
  if (!Node.isIdentifier(key)) return [];
  for (const reference of key.findReferencesAsNodes()) {
    const access = reference.getParent();
    const node =
      Node.isPropertyAccessExpression(access) && access.getNameNode() === reference ? access : reference;
    let call = node.getParent();
    // `tsr.profiles.update.useMutation()`: the hook's call
    if (Node.isPropertyAccessExpression(call) && call.getExpression() === node) call = call.getParent();
    if (Node.isCallExpression(call) && inProject(call)) calls.push(call);
  }
  return calls;
}

/** Whether a route sends no request body: a GET or DELETE, or a body typed by a symbol (ts-rest's `c.noBody()`). */
function sendsNothing(method: string, schema: Node | undefined): boolean {
  if (method === 'GET' || method === 'DELETE') return true;
  const type = schema?.getType();
  return type !== undefined && (type.getFlags() & ts.TypeFlags.ESSymbolLike) !== 0;
}

/** The first change a step's plan makes to a field (renamed, removed, values, to a list), searched depth first. */
export function firstChangeId(plans: readonly (PlanNode | undefined)[]): string | undefined {
  for (const plan of plans) {
    const id = planChangeId(plan, 0);
    if (id) return id;
  }
  return undefined;
}

function planChangeId(plan: PlanNode | undefined, depth: number): string | undefined {
  if (!plan || depth > 8) return undefined;
  for (const rule of plan.keys?.values() ?? []) {
    const id =
      (rule.out !== undefined ? (rule.renameId ?? rule.removeId) : undefined) ??
      rule.valuesId ??
      rule.toMany?.id ??
      planChangeId(rule.child, depth + 1);
    if (id) return id;
  }
  return planChangeId(plan.item, depth + 1);
}
