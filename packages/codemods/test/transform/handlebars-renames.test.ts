import { join } from 'node:path';
import { createTranslator, loadChangeMap, type PlanNode } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../src/transform/edits.js';
import { handlebarsRenames } from '../../src/transform/handlebars-renames.js';
import { repoRoot } from '../helpers.js';

/** The response plans of one endpoint, 4 → 6, with the sandbox overlay. */
async function responsePlans(method: string, path: string): Promise<(PlanNode | undefined)[]> {
  const map = await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]);
  const route = createTranslator(map, 4, 6).route(method, path);
  return route.steps.map(({ step, route: r }) => step.plan(r.key, 'response'));
}

function renamed(template: string, plans: readonly (PlanNode | undefined)[]): string {
  return applyEdits(template, handlebarsRenames(template, plans)).text;
}

describe('Handlebars renames', () => {
  it('follows {{#each}}, {{#with}}, this., ./, ../ and @root; a helper’s arguments, not its name', async () => {
    const plans = await responsePlans('GET', '/types');
    expect(
      renamed(
        '{{#with @root}}{{#each data}}{{./typeId}} {{upper typeName}} {{@root.data.length}}{{#each ../data}}{{recordId}}{{/each}}{{/each}}{{/with}}',
        plans,
      ),
    ).toBe(
      '{{#with @root}}{{#each data}}{{./subCategoryId}} {{upper subCategoryName}} {{@root.data.length}}{{#each ../data}}{{categoryId}}{{/each}}{{/each}}{{/with}}',
    );
  });

  it('renames nothing where the context is not known: a custom block, block params, a subexpression, a partial, above the root', async () => {
    const plans = await responsePlans('GET', '/types');
    const template =
      '{{#list data}}{{typeName}}{{/list}}{{#each data as |t i|}}{{typeName}}{{/each}}{{#each (sort data)}}{{typeName}}{{/each}}{{> row}}{{../typeName}}{{typeName}}';
    expect(renamed(template, plans)).toBe(template);
  });

  it('renames only inside its bounds (an inline script of a page)', async () => {
    const plans = await responsePlans('GET', '/items/7');
    const page = '<p>{{score}}</p><script>{{score}}</script>';
    const from = page.indexOf('<script>') + 8;
    expect(applyEdits(page, handlebarsRenames(page, plans, from, page.indexOf('</script>'))).text).toBe(
      '<p>{{score}}</p><script>{{complianceScore}}</script>',
    );
  });
});
