import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inferFromRuns, parseScenario, type Scenario } from '../../src/index.js';
import { startQueryService, type QueryService } from '../helpers/query-service.js';

const scenario = (url: string): Scenario =>
  parseScenario({
    name: 'query service v4 vs v5',
    version: 4,
    targets: {
      a: { baseUrl: `${url}/api/v4`, version: 4, company: 1 },
      b: { baseUrl: `${url}/api/v5`, version: 5, company: 1 },
    },
    operations: [{ name: 'search', method: 'GET', path: '/profiles/search', query: { term: 'an', max: 3 } }],
  });

const queryRenames = (result: Awaited<ReturnType<typeof inferFromRuns>>): string[] =>
  result.proposals
    .filter((p) => p.change.kind === 'query.renamed')
    .map((p) => `${p.status} ${String(p.change.endpoint)} ${String(p.change.from)}→${String(p.change.to)}`)
    .sort();

describe('map infer: query renames to names no answer holds, confirmed by read-only probes', () => {
  let service: QueryService;
  beforeAll(async () => {
    service = await startQueryService();
  });
  afterAll(() => service.close());

  it('finds the new page-size and text names, and refuses names B takes with another meaning', async () => {
    const result = await inferFromRuns([{ scenario: scenario(service.url) }]);
    // `limit` (rows to skip in v5) and `q` (an exact name) are tried before and refused by the probes.
    expect(queryRenames(result)).toEqual([
      'accepted GET /profiles/search max→pageSize',
      'accepted GET /profiles/search term→keyword',
    ]);
    const max = result.proposals.find((p) => p.change.from === 'max')!;
    // Probed with the scenario's value and with 1.
    expect(max.evidence.examples).toEqual(['max=3', 'max=1']);
  });

  it('sends no probe with --no-probe, so proposes no query rename', async () => {
    const result = await inferFromRuns([{ scenario: scenario(service.url) }], { probe: false });
    expect(queryRenames(result)).toEqual([]);
  });
});
