import { readFile } from 'node:fs/promises';
import { instanceUseEdits } from '../backbone/instance-uses.js';
import { moduleLinks } from '../backbone/modules.js';
import { templateUses, type TemplateSource } from '../backbone/template-renders.js';
import { underscoreRenames } from '../backbone/underscore-template.js';
import { sameRenames, type ApiClass } from '../backbone/held.js';
import { BackboneValues } from '../backbone/values.js';
import type { BackboneFacts } from '../transform/backbone-resource.js';
import { applyEdits, lineColumn } from '../transform/edits.js';
import type { TemplateEdit } from '../transform/handlebars-renames.js';
import type { AstNode } from '../transform/node-types.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { parse, parserFor } from '../transform/parser.js';
import { collectFiles } from './files.js';
import type { RenderedTemplate } from './handlebars-renders.js';

/**
 * A Backbone app's instances of this API's classes followed across its modules (`../backbone/`): the renames in
 * the views, routers and other modules using them (offsets in each script's text before the run), and in the
 * Underscore templates rendered with their attributes, where every call of the template gives the attributes of
 * classes that change alike. A template also rendered with something not known here is left, and stays listed.
 */
export async function backboneFlows(
  facts: ReadonlyMap<string, readonly BackboneFacts[]>,
  sources: ReadonlyMap<string, string>,
  paths: readonly string[],
  cwd: string,
): Promise<{ scripts: Map<string, IdEdit[]>; templates: RenderedTemplate[] }> {
  const scripts = new Map<string, IdEdit[]>();
  if (facts.size === 0) return { scripts, templates: [] };
  const trees = new Map<string, AstNode>();
  for (const [file, text] of sources) {
    const parser = parserFor(file);
    if (!parser) continue;
    try {
      trees.set(file, parse(text, parser));
    } catch {
      // reported by the file's own run
    }
  }
  const links = moduleLinks(trees);
  const values = new BackboneValues(trees, links, facts);
  for (const [file, root] of trees) {
    const { edits } = instanceUseEdits(file, root, sources.get(file)!, values);
    if (edits.length > 0) scripts.set(file, edits);
  }
  const edits = new Map<string, TemplateEdit[]>();
  const texts = new Map<string, string>();
  const read = async (file: string): Promise<string> => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = await readFile(file, 'utf8')));
    return text;
  };
  let pages: string[] | undefined;
  for (const use of templateUses(trees, links, values).values()) {
    const cls = agreed(use.given);
    if (!cls) continue;
    pages ??= await collectFiles(paths, cwd, (p) => /\.html?$/i.test(p));
    const place = await locate(use.source, pages, read);
    if (!place) continue;
    const text = await read(place.file);
    const found = underscoreRenames(text, cls.attributes, use.variable, place.from, place.to).edits;
    edits.set(place.file, [...(edits.get(place.file) ?? []), ...found]);
  }
  const templates: RenderedTemplate[] = [];
  for (const [file, found] of edits) {
    if (found.length === 0) continue;
    const before = await read(file);
    templates.push({
      file,
      before,
      after: applyEdits(before, found).text,
      edits: found.map((e) => ({ ...lineColumn(before, e.start), changeId: e.changeId })),
    });
  }
  return { scripts, templates };
}

/** The class every call gives, when all are known and change alike; undefined otherwise. */
function agreed(given: readonly (ApiClass | undefined)[]): ApiClass | undefined {
  const [first] = given;
  if (!first || given.some((c) => !c || !sameRenames(c.attributes, first.attributes))) return undefined;
  return first;
}

/** The file and range of a template: the one page with an inline script of that id, or the file itself. */
async function locate(
  source: TemplateSource,
  pages: readonly string[],
  read: (file: string) => Promise<string>,
): Promise<{ file: string; from: number; to: number } | undefined> {
  if (source.kind === 'file') {
    const text = await read(source.file).catch(() => undefined);
    return text === undefined ? undefined : { file: source.file, from: 0, to: text.length };
  }
  const found: { file: string; from: number; to: number }[] = [];
  for (const page of pages) {
    const text = await read(page);
    for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1] ?? '';
      if (!new RegExp(`\\bid\\s*=\\s*["']${source.id}["']`).test(attrs)) continue;
      if (!/\btype\s*=\s*["']text\/(template|html|x-template|x-underscore-template)["']/i.test(attrs))
        continue;
      const from = (m.index ?? 0) + m[0].indexOf('>') + 1;
      found.push({ file: page, from, to: from + (m[2] ?? '').length });
    }
  }
  return found.length === 1 ? found[0] : undefined;
}
