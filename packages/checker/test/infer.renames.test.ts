import { readFileSync } from 'node:fs';
import { createChangeMap } from '@compliance-migrate/rename-map';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inferRenames, renderProposalFile, runCheck, type CheckReport } from '../src/index.js';
import { fixture, sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('map infer: v4 vs v5 without the sandbox overlay', () => {
  let s: Sandbox;
  let report: CheckReport;
  beforeAll(async () => {
    s = await sandbox();
    report = await runCheck(await sandboxScenario(s, 'sandbox-v4-v5-bare.yaml'), { env: sandboxEnv(s) });
  });
  afterAll(() => s.close());

  const renames = (r: CheckReport) =>
    inferRenames(r)
      .filter((p) => p.change.kind === 'field.renamed')
      .map((p) => `${p.change.endpoint} ${p.change.at} ${p.change.from}→${p.change.to}`);

  it('proposes the field renames of fixtures/maps/sandbox.yaml from the answers alone', () => {
    const found = renames(report);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /categories data[] recordId→categoryId',
        'GET /categories data[] recordName→categoryName',
        'GET /categories data[] recordCode→categoryCode',
        'GET /items/search data[] recordId→categoryId',
        'GET /items/search data[] typeName→subCategoryName',
        'GET /templates/search data[] recordName→categoryName',
      ]),
    );
    // Nothing wrong is paired: every proposal is an entry of the sandbox's own overlay.
    const overlay = parse(readFileSync(fixture('maps/sandbox.yaml'), 'utf8')) as {
      changes: { kind: string; endpoint: string | string[]; at?: string; from?: string; to?: string }[];
    };
    const known = new Set(
      overlay.changes
        .filter((c) => c.kind === 'field.renamed')
        .flatMap((c) => [c.endpoint].flat().map((e) => `${e} ${c.at ?? ''} ${c.from}→${c.to}`)),
    );
    for (const r of found) expect(known).toContain(r);
  });

  it('a single object is one sample: found with minSamples 1', () => {
    const one = inferRenames(report, { minSamples: 1 }).map(
      (p) => `${p.change.endpoint} ${p.change.from}→${p.change.to}`,
    );
    expect(one).toContain('GET /items/{itemid} recordId→categoryId');
  });

  it('proposes the headerId value renames with their evidence', () => {
    const values = inferRenames(report).filter((p) => p.change.kind === 'value.renamed');
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) {
      expect(v.change.field).toBe('headerId');
      expect(v.change.values).toMatchObject({ REC_NAME: 'CATEGORY_NAME' });
    }
  });

  it('each proposal carries its evidence, and the file passes the rename-map schema', () => {
    const proposals = inferRenames(report);
    const recordId = proposals.find(
      (p) => p.change.id === 'v5.inferred.get-categories.record-id-to-category-id',
    );
    expect(recordId?.evidence.samples).toBeGreaterThanOrEqual(2);
    expect(recordId?.evidence.operations).toEqual(['categories']);
    const text = renderProposalFile(proposals, 'a test');
    expect(text).toMatch(/^# Proposed by/);
    const map = createChangeMap([{ file: 'proposed.yaml', content: parse(text) }]);
    expect(map.changes.some((c) => c.id === 'v5.inferred.get-categories.record-id-to-category-id')).toBe(
      true,
    );
  });

  it('works from a saved JSON report too', () => {
    const saved = JSON.parse(JSON.stringify(report)) as CheckReport;
    expect(renames(saved)).toEqual(renames(report));
  });
});
