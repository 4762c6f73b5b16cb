import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { createChangeMap, createTranslator, loadChangeMap } from '@compliance-migrate/rename-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  inferChanges,
  InferStepError,
  loadScenario,
  renderProposalFile,
  runCheck,
  type CheckReport,
} from '../../src/index.js';
import { startNestedService, type NestedService } from '../helpers/nested-service.js';

/** A scenario file for one step of the nested service. */
async function scenarioFile(
  dir: string,
  url: string,
  a: number,
  b: number,
  overlays: string[] = [],
): Promise<string> {
  const file = join(dir, `v${a}-v${b}.yaml`);
  const path = a === 4 ? '/records' : '/categories';
  await writeFile(
    file,
    [
      `name: nested v${a} vs v${b}`,
      `version: ${a}`,
      'targets:',
      `  a: { baseUrl: '${url}/api/v${a}' , version: ${a}, company: 1 }`,
      `  b: { baseUrl: '${url}/api/v${b}' , version: ${b}, company: 1 }`,
      `options: { overlays: ${JSON.stringify(overlays)} }`,
      'operations:',
      `  - { name: list, method: GET, path: ${path} }`,
    ].join('\n'),
  );
  return file;
}

const brief = (report: CheckReport[], map?: Parameters<typeof inferChanges>[1]) =>
  inferChanges(report, map)
    .filter((p) => p.status === 'accepted')
    .map((p) => {
      const c = p.change;
      const names =
        c.kind === 'value.renamed'
          ? JSON.stringify(c.values)
          : `${String(c.from ?? c.field)}→${String(c.to ?? '')}`;
      return `${String(c.since)} ${String(c.kind)} ${String(c.endpoint)} ${String(c.at)} ${c.kind === 'value.renamed' ? `${String(c.field)} ` : ''}${names}`;
    });

describe('map infer: renamed containers and their insides, dated by step', () => {
  let service: NestedService;
  let dir: string;
  let r45: CheckReport;
  let r56: CheckReport;
  beforeAll(async () => {
    service = await startNestedService();
    dir = await mkdtemp(join(tmpdir(), 'infer-nested-'));
    r45 = await runCheck(await loadScenario(await scenarioFile(dir, service.url, 4, 5)));
    r56 = await runCheck(await loadScenario(await scenarioFile(dir, service.url, 5, 6)));
  });
  afterAll(async () => {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a container matched by its contents, then the renames and value renames inside it at its new name', () => {
    expect(brief([r45]).sort()).toEqual(
      [
        '5 field.renamed GET /categories data[] recordInfo→categoryInfo',
        '5 field.renamed GET /categories data[].categoryInfo recordName→categoryName',
        '5 field.renamed GET /categories data[].categoryInfo recordCode→categoryCode',
        '5 value.renamed GET /categories data[].categoryInfo level {"HIGH":"SEVERE","LOW":"MINOR","MEDIUM":"MODERATE"}',
      ].sort(),
    );
  });

  it('v4→v5 and v5→v6 runs give entries dated 5 and 6, the v6 ones in v6 names (to-many too)', () => {
    const both = brief([r45, r56]);
    expect(both.filter((l) => l.startsWith('6 ')).sort()).toEqual(
      [
        '6 field.renamed GET /categories data[].categoryInfo categoryCode→code',
        '6 field.toMany GET /categories data[] ownerId→ownerIds',
      ].sort(),
    );
    expect(both.filter((l) => l.startsWith('5 '))).toHaveLength(4);
  });

  it('with the container renamed by an overlay, the inside is proposed at the new name, never the old', async () => {
    const overlay = join(dir, 'containers.yaml');
    await writeFile(
      overlay,
      [
        'changes:',
        '  - id: v5.test.record-info',
        '    title: recordInfo became categoryInfo',
        '    kind: field.renamed',
        '    since: 5',
        '    endpoint: GET /categories',
        '    in: response',
        "    at: 'data[]'",
        '    from: recordInfo',
        '    to: categoryInfo',
      ].join('\n'),
    );
    const report = await runCheck(await loadScenario(await scenarioFile(dir, service.url, 4, 5, [overlay])));
    const map = await loadChangeMap([overlay]);
    const lines = brief([report], { map });
    expect(lines.sort()).toEqual(
      [
        '5 field.renamed GET /categories data[].categoryInfo recordName→categoryName',
        '5 field.renamed GET /categories data[].categoryInfo recordCode→categoryCode',
        '5 value.renamed GET /categories data[].categoryInfo level {"HIGH":"SEVERE","LOW":"MINOR","MEDIUM":"MODERATE"}',
      ].sort(),
    );
    // The written file is a valid overlay beside the one in use, and brings v5 answers back to v4 exactly.
    const text = renderProposalFile(inferChanges([report], { map }), 'a test');
    const proposed = parse(text) as { changes: Record<string, unknown>[] };
    const combined = createChangeMap([
      { file: overlay, content: parse(await readFile(overlay, 'utf8')) },
      { file: 'proposed.yaml', content: proposed },
    ]);
    const v5 = await (await fetch(`${service.url}/api/v5/categories`)).text();
    const v4 = (await (await fetch(`${service.url}/api/v4/records`)).json()) as unknown;
    const back = createTranslator(combined, 5, 4).response({ method: 'GET', path: '/categories', body: v5 });
    expect(JSON.parse(back.body)).toEqual(v4);
  });

  it('a run across two steps (v4 against v6) is refused: its changes could not be dated', async () => {
    const r46 = await runCheck(await loadScenario(await scenarioFile(dir, service.url, 4, 6)));
    expect(() => inferChanges([r46])).toThrow(InferStepError);
    expect(() => inferChanges([r46])).toThrow(/one step at a time/);
  });
});
