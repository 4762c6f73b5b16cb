import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import { argsOf, keyName } from './call-site.js';
import { quoteLike } from './literals.js';
import { renameQueryName, rewriteLiteral, type IdEdit } from './object-rewrite.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from './node-types.js';
import { startOf, endOf } from './parser.js';

type Plans = readonly (PlanNode | undefined)[];
type Queries = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** Chai assertions comparing a value with an object literal (`should('deep.equal', { … })`, `.to.deep.include(…)`). */
const OBJECT_ASSERTIONS = new Set(['equal', 'eql', 'include', 'deep.equal', 'deep.include', 'deep.eql']);

/**
 * What a Cypress test reads of a stubbed request through its alias (`cy.intercept(…).as('search')`, then
 * `cy.wait('@search')`): `.its('request.query.recordId')`, `.its('request.body').should('deep.equal', { … })` and,
 * in `.then(({ request }) => …)` or `.then((i) => i.request…)`, `request.query.X`, `request.body.X` and
 * `expect(request.body).to.deep.equal({ … })`. Query names and request fields are renamed as the endpoint's;
 * a read it cannot follow gives `todo` one message. Nothing happens for a call with no alias.
 */
export function renameAliasReads(
  call: AstNode,
  parents: readonly AstNode[],
  queries: Queries,
  requests: Plans,
  responses: Plans,
  source: string,
  edits: IdEdit[],
  todo: (message: string) => void,
): void {
  const alias = aliasOf(call, parents);
  const root = parents[0];
  const renames =
    [...requests, ...responses].some((p) => p?.keys?.size) || queries.some((q) => q && q.size > 0);
  if (alias === undefined || !root || !renames) return;
  const found: IdEdit[] = [];
  let certain = true;
  walk(root, [], (node, within) => {
    if (!isWaitFor(node, alias)) return true;
    const reader = new AliasReader(queries, requests, responses, source, found);
    reader.chain(node, [...within]);
    if (!reader.certain) certain = false;
    return false;
  });
  edits.push(...found);
  if (!certain)
    todo(
      `this stub's request or response is read through @${alias}, and its query parameters or fields are renamed; check what the test reads of it`,
    );
}

/** `cy.intercept(…).as('name')`: the alias, when the call's parents show one. */
function aliasOf(call: AstNode, parents: readonly AstNode[]): string | undefined {
  const member = parents[parents.length - 1];
  const as = parents[parents.length - 2];
  if (
    member?.type !== 'MemberExpression' ||
    member.object !== call ||
    identifierName(member.property) !== 'as'
  )
    return undefined;
  const [name] = as?.type === 'CallExpression' && as.callee === member ? argsOf(as) : [];
  return name && isStringLiteral(name) ? name.value : undefined;
}

/** `cy.wait('@name')`. */
function isWaitFor(node: AstNode, alias: string): boolean {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  if (identifierName(node.callee.object) !== 'cy' || identifierName(node.callee.property) !== 'wait')
    return false;
  const [first] = argsOf(node);
  return first !== undefined && isStringLiteral(first) && first.value === `@${alias}`;
}

class AliasReader {
  certain = true;

  constructor(
    private readonly queries: Queries,
    private readonly requests: Plans,
    private readonly responses: Plans,
    private readonly source: string,
    private readonly edits: IdEdit[],
  ) {}

  /** The commands chained on the wait (`parents` its ancestors, nearest last). */
  chain(wait: AstNode, parents: readonly AstNode[]): void {
    let current = wait;
    let path: string[] = [];
    for (let i = parents.length - 1; i >= 1; i -= 2) {
      const member = parents[i]!;
      const next = parents[i - 1]!;
      if (member.type !== 'MemberExpression' || member.object !== current) return;
      if (next.type !== 'CallExpression' || next.callee !== member) return;
      const name = identifierName(member.property);
      const [first, second] = argsOf(next);
      if (name === 'its' && first && isStringLiteral(first)) {
        path = [...path, ...this.itsPath(first, path)];
      } else if (name === 'should' || name === 'and') {
        if (first && isStringLiteral(first) && second) this.asserted(path, first.value, second);
      } else if (name === 'then' && first) {
        this.callback(first, path);
      } else if (name !== 'as') return;
      current = next;
    }
  }

  /** `its('request.query.recordId')`: the path read, its renamed names written back. */
  private itsPath(literal: AstNode, before: readonly string[]): string[] {
    if (!isStringLiteral(literal)) return [];
    const segments = literal.value.split('.');
    const renamed: { name: string; id?: string }[] = [];
    for (const [i, segment] of segments.entries()) {
      const next = this.renamed([...before, ...segments.slice(0, i)], segment);
      if (!next) {
        this.certain = false;
        return segments;
      }
      renamed.push(next);
    }
    const text = renamed.map((r) => r.name).join('.');
    const id = renamed.find((r) => r.id)?.id;
    if (text !== literal.value && id)
      this.edits.push({
        start: startOf(literal),
        end: endOf(literal),
        text: quoteLike(this.source, literal, text),
        changeId: id,
        at: startOf(literal),
      });
    return segments;
  }

  /**
   * A name read after `path` of the interception: renamed under `request.query`, `request.body` and `response.body`
   * (the stub's answer, which the codemod migrated); undefined where a step reshapes what is read.
   */
  private renamed(path: readonly string[], name: string): { name: string; id?: string } | undefined {
    const [what, part, ...rest] = path;
    if (what === 'request' && part === 'query') {
      if (rest.length > 0) return { name };
      const query = renameQueryName(name, this.queries);
      return query.id ? { name: query.name, id: query.id } : { name };
    }
    const body =
      part === 'body'
        ? what === 'request'
          ? this.requests
          : what === 'response'
            ? this.responses
            : undefined
        : undefined;
    if (!body) return { name };
    let plans: Plans = body;
    for (const segment of rest) {
      const next = followSegment(segment, plans);
      if (!next) return undefined;
      plans = next.plans;
    }
    const last = followSegment(name, plans);
    if (!last) return undefined;
    return last.id ? { name: last.name, id: last.id } : { name: last.name };
  }

  /** `should('deep.equal', { … })` on the request's body (or `have.property`, `'recordName'` on it or its query). */
  private asserted(path: readonly string[], chainer: string, value: AstNode): void {
    const body = path.join('.') === 'request.body';
    const query = path.join('.') === 'request.query';
    if (!body && !query) return;
    if (chainer === 'have.property' && isStringLiteral(value)) {
      this.itsPath(value, path);
      return;
    }
    if (body && OBJECT_ASSERTIONS.has(chainer) && value.type === 'ObjectExpression')
      return rewriteLiteral(value, this.requests, this.source, this.edits);
    this.certain = false;
  }

  /** `.then(({ request }) => …)`, `.then((interception) => …)`: the reads of the request in it. */
  private callback(fn: AstNode, path: readonly string[]): void {
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')
      return void (this.certain = false);
    const [param] = fn.params;
    if (!param) return;
    const names = new Map<string, string[]>();
    if (param.type === 'Identifier') names.set(param.name, [...path]);
    else if (param.type === 'ObjectPattern' && path.length === 0) {
      for (const p of param.properties) {
        const key = isProperty(p) ? keyName(p) : undefined;
        const local = isProperty(p) ? identifierName(p.value) : undefined;
        if (key === undefined || local === undefined) return void (this.certain = false);
        names.set(local, [key]);
      }
    } else return void (this.certain = false);
    walk(fn.body, [fn], (node, within) => {
      const start = node.type === 'Identifier' ? names.get(node.name) : undefined;
      if (!start) return true;
      this.read(node, within, start);
      return false;
    });
  }

  /** A use of a name holding the interception at `path`: member reads renamed; a whole body or query compared. */
  private read(node: AstNode, parents: readonly AstNode[], path: readonly string[]): void {
    let current = node;
    let at = [...path];
    for (let i = parents.length - 1; i >= 0; i--) {
      const parent = parents[i]!;
      if (parent.type === 'MemberExpression' && parent.object === current) {
        // `body.data[0]`: an element, read as the segment `0` as `its('response.body.data.0')` writes it
        const property = parent.property;
        const index =
          parent.computed && property.type === 'NumericLiteral' ? String(property.value) : undefined;
        if (parent.computed && index === undefined) return void (this.certain = false);
        if (index !== undefined) {
          at = [...at, index];
          current = parent;
          continue;
        }
        const name = identifierName(parent.property);
        if (name === undefined) return void (this.certain = false);
        const renamed = this.renamed(at, name);
        if (!renamed) return void (this.certain = false);
        if (renamed.id && renamed.name !== name)
          this.edits.push({
            start: startOf(parent.property),
            end: endOf(parent.property),
            text: renamed.name,
            changeId: renamed.id,
            at: startOf(parent.property),
          });
        at = [...at, name];
        current = parent;
        continue;
      }
      const joined = at.join('.');
      // the whole body or query used otherwise: compared in `expect(body).to.deep.equal({ … })`, or not followed
      if (['request.body', 'request.query', 'request', 'response', ''].includes(joined))
        return this.whole(current, parents.slice(0, i + 1), joined);
      // a part of the answer that holds renamed names, used whole (passed on, destructured): not followed
      if (at[0] === 'response' && at[1] === 'body' && this.holdsRenames(at.slice(2)))
        return void (this.certain = false);
      return;
    }
  }

  /** Whether the answer's part at `path` (after `response.body`) holds a name a step renames or reshapes. */
  private holdsRenames(path: readonly string[]): boolean {
    let plans: Plans = this.responses;
    for (const segment of path) {
      const next = followSegment(segment, plans);
      if (!next) return true;
      plans = next.plans;
    }
    return plans.some((p) => p !== undefined && (p.keys?.size ?? 0) + (p.item ? 1 : 0) > 0);
  }

  private whole(node: AstNode, parents: readonly AstNode[], path: string): void {
    if (path === 'response.body' && !this.responses.some((p) => p !== undefined)) return;
    const call = parents[parents.length - 1];
    if (
      path === 'request.body' &&
      call?.type === 'CallExpression' &&
      identifierName(call.callee) === 'expect'
    ) {
      // `expect(request.body).to.deep.equal({ … })`
      let current: AstNode = call;
      for (let i = parents.length - 2; i >= 1; i--) {
        const member = parents[i]!;
        if (member.type !== 'MemberExpression' || member.object !== current) break;
        const next = parents[i - 1]!;
        if (next.type === 'CallExpression' && next.callee === member) {
          const name = identifierName(member.property);
          const [value] = argsOf(next);
          if (name && ['equal', 'eql', 'include'].includes(name) && value?.type === 'ObjectExpression')
            return rewriteLiteral(value, this.requests, this.source, this.edits);
          break;
        }
        current = member;
      }
    }
    this.certain = false;
  }
}

/**
 * A segment read in a body (`data`, `0`) through each step's plan: its new name, the rename's id and the plans of its
 * value; undefined where a step removes, reshapes or renames values of what it reads.
 */
function followSegment(
  segment: string,
  plans: Plans,
): { name: string; id?: string; plans: Plans } | undefined {
  if (/^\d+$/.test(segment)) return { name: segment, plans: plans.map((p) => p?.item) };
  let name = segment;
  let id: string | undefined;
  const children: (PlanNode | undefined)[] = [];
  for (const plan of plans) {
    const rule = plan?.keys?.get(name);
    children.push(rule?.child);
    if (!rule) continue;
    if (rule.out === null || rule.toMany || rule.values) return undefined;
    if (typeof rule.out === 'string' && rule.out !== name) {
      name = rule.out;
      id = rule.renameId;
    }
  }
  return { name, ...(id ? { id } : {}), plans: children };
}
