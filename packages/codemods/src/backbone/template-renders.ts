import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import { identifierName, isMember, isProperty, stringValue, type AstNode } from '../transform/node-types.js';
import { requiredId, type ModuleLinks } from './modules.js';
import { bindingOf, classMembers, thisClass } from './scopes.js';
import type { ApiClass } from './held.js';
import type { BackboneValues, Place } from './values.js';

/**
 * The Underscore templates a Backbone app renders, and with what: a template is `_.template(source)` held in a
 * view's `template:` member (`this.template(…)`) or a variable (`rowTemplate(…)`), its source an inline
 * `<script type="text/template" id="…">` of a page (`$('#tpl-row').html()`, `document.getElementById('…')
 * .innerHTML`) or a file (`text!templates/row.html`, a `.jst`/`.tpl` a bundler precompiles); each call of it is
 * given a model's attributes (`this.model.toJSON()`, `type.attributes`), nothing, or something not known here.
 */

/** Where a template's text is: a page's inline script by id, or a file. */
export type TemplateSource = { kind: 'inline'; id: string } | { kind: 'file'; file: string };

/** One template of the app, and what its calls give it. */
export interface TemplateUse {
  source: TemplateSource;
  /** `_.template(src, { variable: 'data' })`'s variable. */
  variable?: string;
  /** Each call's data: a class's attributes, or undefined when it is not known. */
  given: (ApiClass | undefined)[];
}

const TEMPLATE_FILE = /\.(html?|jst|tpl|ejs|underscore)$/i;

/** Every template the modules render, by the key of its source (`#id` or the file). */
export function templateUses(
  trees: ReadonlyMap<string, AstNode>,
  links: ReadonlyMap<string, ModuleLinks>,
  values: BackboneValues,
): Map<string, TemplateUse> {
  const uses = new Map<string, TemplateUse>();
  for (const [file, root] of trees) {
    const imports = links.get(file)?.imports ?? new Map();
    walk(root, [], (node, parents) => {
      if (node.type !== 'CallExpression') return true;
      const place: Place = { file, parents: [...parents, node] };
      const template = templateOf(node.callee, place, imports);
      if (!template) return true;
      const key = template.source.kind === 'inline' ? `#${template.source.id}` : template.source.file;
      const use = uses.get(key) ?? { ...template, given: [] };
      uses.set(key, use);
      if (use.variable !== template.variable) use.given.push(undefined);
      const [data, extra] = argsOf(node);
      if (!data) return true; // rendered without data: its names are not this API's here
      const held = extra ? undefined : values.held(data, place);
      use.given.push(held?.kind === 'attrs' ? held.cls : undefined);
      return true;
    });
  }
  return uses;
}

type Imports = ReadonlyMap<string, { file: string; plugin?: string }>;

/** The template a callee is: `this.template`, or a variable holding `_.template(…)` or a precompiled template. */
function templateOf(
  callee: AstNode,
  place: Place,
  imports: Imports,
): { source: TemplateSource; variable?: string } | undefined {
  if (isMember(callee) && !callee.computed && callee.object.type === 'ThisExpression') {
    const name = identifierName(callee.property);
    const owner = thisClass(place.parents);
    const member = owner && classMembers(owner.cls).find((m) => m.key === name);
    return member ? compiled(member.value, member.parents, imports) : undefined;
  }
  const name = identifierName(callee);
  if (name === undefined) return undefined;
  const binding = bindingOf(name, place.parents);
  if (binding?.kind === 'var' && requiredId(binding.init) === undefined)
    return compiled(binding.init, binding.parents, imports);
  const imported = binding?.kind === 'declared' ? undefined : imports.get(name);
  return imported && !imported.plugin && TEMPLATE_FILE.test(imported.file)
    ? { source: { kind: 'file', file: imported.file } }
    : undefined;
}

/** `_.template(source, settings?)`: where the source is, and its `variable` setting. */
function compiled(
  node: AstNode,
  parents: readonly AstNode[],
  imports: Imports,
): { source: TemplateSource; variable?: string } | undefined {
  if (node.type !== 'CallExpression' || !isMember(node.callee)) return undefined;
  const owner = identifierName(node.callee.object);
  if ((owner !== '_' && owner !== 'lodash') || identifierName(node.callee.property) !== 'template')
    return undefined;
  const [text, settings] = argsOf(node);
  let variable: string | undefined;
  if (settings?.type === 'ObjectExpression')
    for (const p of settings.properties)
      if (isProperty(p) && keyName(p) === 'variable') variable = stringValue(p.value);
  if (
    settings &&
    (settings.type !== 'ObjectExpression' || (variable === undefined && settings.properties.length > 0))
  )
    return undefined;
  const source = text ? sourceOf(text, [...parents, node], imports) : undefined;
  return source ? { source, ...(variable ? { variable } : {}) } : undefined;
}

/** `$('#id').html()`, `document.getElementById('id').innerHTML`, or a name loaded from a template file. */
function sourceOf(node: AstNode, parents: readonly AstNode[], imports: Imports): TemplateSource | undefined {
  if (node.type === 'CallExpression' && isMember(node.callee) && argsOf(node).length === 0) {
    const method = identifierName(node.callee.property);
    const query = node.callee.object;
    const dollar = query.type === 'CallExpression' ? identifierName(query.callee) : undefined;
    const id =
      query.type === 'CallExpression'
        ? /^#([\w-]+)$/.exec(stringValue(argsOf(query)[0]) ?? '')?.[1]
        : undefined;
    if ((method === 'html' || method === 'text') && (dollar === '$' || dollar === 'jQuery') && id)
      return { kind: 'inline', id };
  }
  if (
    isMember(node) &&
    identifierName(node.property) === 'innerHTML' &&
    node.object.type === 'CallExpression'
  ) {
    const getter = node.object.callee;
    const id = stringValue(argsOf(node.object)[0]);
    if (isMember(getter) && identifierName(getter.property) === 'getElementById' && id)
      return { kind: 'inline', id };
  }
  const name = identifierName(node);
  if (name === undefined) return undefined;
  const binding = bindingOf(name, parents);
  if (binding?.kind === 'var' && requiredId(binding.init) === undefined)
    return sourceOf(binding.init, binding.parents, imports);
  const imported = binding?.kind === 'declared' ? undefined : imports.get(name);
  return imported && TEMPLATE_FILE.test(imported.file) ? { kind: 'file', file: imported.file } : undefined;
}
