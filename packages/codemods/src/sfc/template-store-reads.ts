import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { identifierName, type AstNode } from '../transform/node-types.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { parse, startOf } from '../transform/parser.js';
import { traceElementBindings, type ElementBinding } from '../transform/response-rewrite.js';
import { scriptBindings } from './script-bindings.js';
import { sfcBlocks } from './sfc-blocks.js';
import { templateCode } from './template-code.js';

type Plans = readonly (PlanNode | undefined)[];

/**
 * The renames in a component's template of the rows its mapped store names hold (`names`: `records` of
 * `...mapState('records', ['records'])`): `v-for="r in records"` then `{{ r.recordName }}`, `:key="r.recordId"`.
 * Read from the template's code as the type-aware pass would see it (`template-code.ts`, written here for plain JS
 * components too): a `for (const [r] of __cmFor(records))` over a name the script does not declare at its top
 * level. The edits are on the component's text (`source`; `script` its script blocks, blanked elsewhere), each with
 * its change and offset (`at`) for the report.
 */
export function templateStoreEdits(
  file: string,
  source: string,
  script: string,
  names: ReadonlyMap<string, Plans>,
): IdEdit[] {
  if (names.size === 0) return [];
  const blocks = sfcBlocks(source, file);
  if (!blocks.template) return [];
  const code = templateCode(
    blocks.template,
    source,
    script.length,
    scriptBindings(script, blocks.lang === 'tsx'),
  );
  const edits: IdEdit[] = [];
  for (const edit of generatedEdits(script + code.text, script.length, names)) {
    const segment = code.segments.find((s) => s.gen <= edit.start && edit.end <= s.gen + s.length);
    if (!segment) continue;
    const shift = segment.src - segment.gen;
    edits.push({ ...edit, start: edit.start + shift, end: edit.end + shift, at: edit.at + shift });
  }
  return edits;
}

/** The renames on the generated code `typeText` (the template's from `base`) of the `v-for`s over `names`. */
function generatedEdits(typeText: string, base: number, names: ReadonlyMap<string, Plans>): IdEdit[] {
  let ast: AstNode;
  try {
    ast = parse(typeText, 'ts');
  } catch {
    return []; // the type-aware pass reports what it cannot read
  }
  const bindings: ElementBinding[] = [];
  walk(ast, [], (node, parents) => {
    if (node.type !== 'ForOfStatement' || startOf(node) < base) return true;
    const right = node.right;
    if (right.type !== 'CallExpression' || identifierName(right.callee) !== '__cmFor') return true;
    const plans = names.get(identifierName(argsOf(right)[0]) ?? '');
    const left = node.left;
    if (!plans || left.type !== 'VariableDeclaration') return true;
    const pattern = left.declarations[0]?.id;
    const first = pattern?.type === 'ArrayPattern' ? pattern.elements[0] : undefined;
    if (first) bindings.push({ pattern: first, scope: node, scopeParents: [...parents], value: plans });
    return true;
  });
  return traceElementBindings(bindings, typeText).filter((e) => e.start >= base);
}
