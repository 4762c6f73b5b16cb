import { expect, it } from 'vitest';
import { mapReport, renderReportJson, renderReportMarkdown, renderReportText } from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = mapWith([
  change('v6.s.code', 6, {
    kind: 'field.renamed',
    ...on,
    from: 'errorCode',
    to: 'error',
    statuses: [404, '4xx'],
  }),
  change('v6.s.name', 6, { kind: 'field.renamed', ...on, from: 'title', to: 'name' }),
]);
const report = mapReport(map, 5, 6);

it('map show says which answers a change with statuses applies to, in text, Markdown and JSON', () => {
  const text = renderReportText(report);
  expect(text).toMatch(/errorCode → error; on answers 404, 4xx/);
  expect(renderReportMarkdown(report)).toMatch(
    /\| `v6\.s\.code` \|[^\n]*errorCode → error; on answers 404, 4xx/,
  );
  const json = JSON.parse(renderReportJson(report)) as {
    steps: { changes: { id: string; statuses?: unknown }[] }[];
  };
  const code = json.steps.flatMap((s) => s.changes).find((c) => c.id === 'v6.s.code');
  expect(code?.statuses).toEqual([404, '4xx']);
});

it('a change without statuses (2xx answers, the default) is described as before', () => {
  const line = renderReportText(report)
    .split('\n')
    .find((l) => l.includes('title → name'));
  expect(line).toBeDefined();
  expect(line).not.toMatch(/on answers/);
});
