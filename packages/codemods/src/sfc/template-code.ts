import type {
  AttributeNode,
  DirectiveNode,
  ElementNode,
  ExpressionNode,
  NodeTypes,
  TemplateChildNode,
} from '@vue/compiler-core';
import type { TemplateRoot } from './sfc-blocks.js';
import type { ScriptBindings } from './script-bindings.js';
import { Emitter, type TemplateCode } from './generated-code.js';
import { MODEL_TARGET, TEMPLATE_SCOPE } from './generated-names.js';

// the node types narrowed on, as `@vue/compiler-core` numbers them (its enum is a type here: importing the
// package's value would load Vue's compiler on every run, `.vue` files or not)
const ELEMENT: NodeTypes.ELEMENT = 1;
const TEXT: NodeTypes.TEXT = 2;
const SIMPLE_EXPRESSION: NodeTypes.SIMPLE_EXPRESSION = 4;
const INTERPOLATION: NodeTypes.INTERPOLATION = 5;
const ATTRIBUTE: NodeTypes.ATTRIBUTE = 6;
const DIRECTIVE: NodeTypes.DIRECTIVE = 7;

// `v-for="(row, index) in rows"`: the aliases and the source (Vue's own forAliasRE, less the `of` spelling)
const FOR = /^\s*([\s\S]*?)\s+(?:in|of)\s+(\S[\s\S]*?)\s*$/;
const PATH = /^\s*[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*|\[[^\]]*\])*\s*$/;

/**
 * The template's expressions written out as TypeScript after the script (`base` is the generated text's offset in
 * the virtual file): each interpolation and directive expression copied verbatim, as a statement in a function
 * where the script's top-level refs are unwrapped (as the template sees them), the props are in scope by name,
 * `v-for` is a `for … of` over its source and a slot's props are `any`. A static `<option value="…">` of a
 * `<select v-model="x">` is written `(x) === '…'`, so the values of x's type follow a rename. The pass's renames
 * inside copied text map back to the template; nothing else of it is kept.
 */
export function templateCode(
  root: TemplateRoot,
  source: string,
  base: number,
  bindings: ScriptBindings,
): TemplateCode {
  const out = new Emitter(source, base);
  out.raw('\n// compliance-migrate: the template, for the type-aware pass (never written)\n');
  out.raw(
    'declare function __cmUnref<T>(scope: T): { [K in keyof T]: T[K] extends { value: infer V; __v_isRef?: unknown } ? V : T[K] };\n',
  );
  out.raw(
    'declare function __cmFor<T>(source: T): T extends readonly (infer E)[] ? [E, number, number][] : T extends number ? [number, number, number][] : [T[keyof T], keyof T, number][];\n',
  );
  out.raw(
    'declare const $route: any, $router: any, $attrs: any, $slots: any, $props: any, $emit: any, $t: any;\n',
  );
  out.raw(`declare function ${MODEL_TARGET}<T>(target: T): void;\n`);
  out.raw('function __cmTemplate() {\n');
  const names = bindings.names.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  // the script's bindings as the template sees them, in a block of their own (they shadow the module's)
  out.raw(`const ${TEMPLATE_SCOPE} = __cmUnref({ ${names.join(', ')} });\n`);
  if (bindings.props.length > 0 && bindings.propsSource)
    out.raw(`const __cmProps = ${bindings.propsSource};\n`);
  out.raw(`{\nconst { ${names.join(', ')} } = ${TEMPLATE_SCOPE};\n`);
  if (bindings.props.length > 0 && bindings.propsSource)
    out.raw(`const { ${bindings.props.join(', ')} } = __cmProps;\n`);
  for (const child of root.children) visit(child, out, undefined);
  out.raw('}\n}\n');
  return out.code();
}

function visit(node: TemplateChildNode, out: Emitter, model: ExpressionNode | undefined): void {
  if (node.type === INTERPOLATION) {
    statement(out, node.loc.start.offset, node.content);
    return;
  }
  if (node.type !== ELEMENT) return;
  const at = node.loc.start.offset;
  let blocks = 0;
  const loop = directive(node, 'for');
  if (loop?.exp && loop.exp.type === SIMPLE_EXPRESSION && forLoop(loop.exp, at, out)) blocks++;
  const slot = directive(node, 'slot');
  if (slot?.exp) {
    out.line(at);
    out.raw('{ const ');
    copy(out, slot.exp);
    out.raw(' = {} as any;\n');
    blocks++;
  }
  let inner = model;
  for (const prop of node.props) {
    if (prop.type === ATTRIBUTE) {
      optionValue(node, prop, model, out);
      continue;
    }
    if (!prop.exp || prop.name === 'for' || prop.name === 'slot') continue;
    if (prop.name === 'on' && !PATH.test(contentOf(prop.exp))) {
      out.line(at);
      out.raw('(($event: any) => {\n');
      copy(out, prop.exp);
      out.raw('\n});\n');
    } else if (prop.name === 'model') {
      // `v-model="form.field"`: a place the template writes, which a rule must keep assignable
      out.line(at);
      out.raw(`${MODEL_TARGET}(`);
      copy(out, prop.exp);
      out.raw(');\n');
    } else {
      statement(out, at, prop.exp);
    }
    if (prop.name === 'model' && node.tag === 'select') inner = prop.exp;
  }
  const [only, ...others] = node.children.filter((c) => !(c.type === TEXT && c.content.trim() === ''));
  if (only?.type === INTERPOLATION && others.length === 0) {
    // the element's whole content (`<td>{{ p.assignedUserId }}</td>`): written as HTML in a template string, where
    // the pass knows an element's content from a sentence's
    out.line(only.loc.start.offset);
    out.raw(`\`<${node.tag}>\${`);
    copy(out, only.content);
    out.raw(`}</${node.tag}>\`;\n`);
  } else {
    for (const child of node.children) visit(child, out, inner);
  }
  out.raw('}\n'.repeat(blocks));
}

/** `<option value="REC_NAME">` inside `<select v-model="form.headerId">`: a value compared with the model. */
function optionValue(
  node: ElementNode,
  attribute: AttributeNode,
  model: ExpressionNode | undefined,
  out: Emitter,
): void {
  if (!model || node.tag !== 'option' || attribute.name !== 'value' || !attribute.value) return;
  const value = attribute.value;
  const quoted = /^["']/.test(out.source.slice(value.loc.start.offset, value.loc.end.offset));
  const start = value.loc.start.offset + (quoted ? 1 : 0);
  out.line(node.loc.start.offset);
  out.raw('(');
  copy(out, model);
  out.raw(") === '");
  out.copyRange(start, start + value.content.length);
  out.raw("';\n");
}

/** `v-for="(row, index) in rows"` → `for (const [row, index] of __cmFor(rows)) {`; false when it cannot be read. */
function forLoop(exp: ExpressionNode, at: number, out: Emitter): boolean {
  const text = contentOf(exp);
  const match = FOR.exec(text);
  if (!match) return false;
  const start = exp.loc.start.offset;
  const aliasText = match[1]!;
  const aliasStart = start + text.indexOf(aliasText);
  const sourceStart = start + match.index + match[0].lastIndexOf(match[2]!);
  const inner = /^\(([\s\S]*)\)$/.exec(aliasText.trim());
  const listStart = inner ? aliasStart + aliasText.indexOf('(') + 1 : aliasStart;
  const aliases = splitTopLevel(inner ? inner[1]! : aliasText, listStart);
  out.line(at);
  out.raw('for (const [');
  aliases.forEach((alias, i) => {
    if (i > 0) out.raw(', ');
    out.copyRange(alias.start, alias.end);
  });
  out.raw('] of __cmFor(');
  out.copyRange(sourceStart, sourceStart + match[2]!.length);
  out.raw(')) {\n');
  return true;
}

/** `a, { b, c }, i` → the three, with their offsets (commas inside brackets are not separators). */
function splitTopLevel(text: string, offset: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let depth = 0;
  let from = 0;
  const push = (end: number): void => {
    const part = text.slice(from, end);
    const lead = part.length - part.trimStart().length;
    if (part.trim())
      out.push({ start: offset + from + lead, end: offset + from + lead + part.trim().length });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      push(i);
      from = i + 1;
    }
  }
  push(text.length);
  return out;
}

function directive(node: ElementNode, name: string): DirectiveNode | undefined {
  for (const prop of node.props) if (prop.type === DIRECTIVE && prop.name === name) return prop;
  return undefined;
}

function contentOf(exp: ExpressionNode): string {
  return exp.type === SIMPLE_EXPRESSION ? exp.content : exp.loc.source;
}

function statement(out: Emitter, at: number, exp: ExpressionNode): void {
  out.statementRange(at, exp.loc.start.offset, exp.loc.end.offset);
}

function copy(out: Emitter, exp: ExpressionNode): void {
  out.copyRange(exp.loc.start.offset, exp.loc.end.offset);
}
