/**
 * Translating a JSON response of 1 KB, 100 KB and 5 MB (4 → 6, key and value renames at depth, a list
 * wrap and an added field) against the floor of JSON.parse + JSON.stringify of the same text.
 */
import { createChangeMap, createTranslator, useWasmRewriter } from '@compliance-migrate/rename-map';
import { rewriterOnTheProxyList } from './rewriter-list.js';
import type { BenchSection } from './section.js';
import { bestMs, table } from './timing.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = createChangeMap([
  {
    file: 'bench-overlay.yaml',
    content: {
      changes: [
        {
          id: 'v5.b.list',
          since: 5,
          title: 't',
          kind: 'field.renamed',
          ...on,
          at: '',
          from: 'records',
          to: 'data',
        },
        {
          id: 'v5.b.name',
          since: 5,
          title: 't',
          kind: 'field.renamed',
          ...on,
          at: 'data[]',
          from: 'recordName',
          to: 'name',
        },
        {
          id: 'v5.b.type',
          since: 5,
          title: 't',
          kind: 'field.renamed',
          ...on,
          at: 'data[]',
          from: 'typeId',
          to: 'subCategoryId',
        },
        {
          id: 'v5.b.hid',
          since: 5,
          title: 't',
          kind: 'value.renamed',
          ...on,
          at: 'data[].answers[]',
          field: 'headerId',
          values: { REC_NAME: 'CATEGORY_NAME' },
        },
        {
          id: 'v6.b.users',
          since: 6,
          title: 't',
          kind: 'field.toMany',
          ...on,
          at: 'data[]',
          from: 'userId',
          to: 'userIds',
        },
        {
          id: 'v6.b.added',
          since: 6,
          title: 't',
          kind: 'field.added',
          ...on,
          at: 'data[]',
          field: 'colour',
          default: 'none',
        },
      ],
    },
  },
]);

function payload(targetBytes: number): string {
  const records = [];
  let size = 20;
  for (let i = 0; size < targetBytes; i++) {
    const record = {
      id: i,
      recordName: `Record number ${i}`,
      typeId: i % 17,
      description: 'Periodic inspection of the fire extinguishers on every floor, with photographs.',
      userId: 1000 + (i % 50),
      createdAt: '2026-11-01T08:00:00Z',
      answers: [
        { headerId: 'REC_NAME', value: `answer ${i}` },
        { headerId: 'SCORE', value: i % 5 },
      ],
    };
    size += JSON.stringify(record).length + 1;
    records.push(record);
  }
  return JSON.stringify({ records, total: records.length });
}

/** The same map without the value rename: key renames only, the case the issue's goal names. */
const keyMap = { ...map, changes: map.changes.filter((c) => c.id !== 'v5.b.hid') };

const workloads = [
  {
    name: 'key renames, 4 → 5',
    map: keyMap,
    from: 4,
    to: 5,
    check: (o: { data?: { name?: string }[] }) => o.data?.[0]?.name,
  },
  {
    name: 'key and headerId value renames, 4 → 5',
    map,
    from: 4,
    to: 5,
    check: (o: { data?: { answers?: { headerId?: string }[] }[] }) =>
      o.data?.[0]?.answers?.[0]?.headerId === 'CATEGORY_NAME',
  },
  {
    name: 'all kinds, 4 → 6',
    map,
    from: 4,
    to: 6,
    check: (o: { data?: { userIds?: number[] }[] }) => o.data?.[0]?.userIds,
  },
] as const;

export default async function bench(): Promise<BenchSection> {
  const rows: (string | number)[][] = [];
  let goalsMet = true;
  const verdicts: string[] = [];
  for (const workload of workloads) {
    const over: string[] = [];
    const translator = createTranslator(workload.map, workload.from, workload.to);
    for (const [label, bytes] of [
      ['1 KB', 1024],
      ['100 KB', 100 * 1024],
      ['5 MB', 5 * 1024 * 1024],
    ] as const) {
      const body = payload(bytes);
      const check = translator.response({ method: 'GET', path: '/records', body });
      if (!workload.check(JSON.parse(check.body))) throw new Error('benchmark translation did not apply');
      const translate = () =>
        translator.response({ method: 'GET', path: '/records', body }).body.charCodeAt(0);
      // The TypeScript rewriter, which runs wherever the WebAssembly one declines (losses, notes, removed fields).
      const typescript = () => {
        useWasmRewriter(false);
        try {
          return translate();
        } finally {
          useWasmRewriter(true);
        }
      };
      // A 5 MB round takes ~80 ms: a longer budget gives it ~60 rounds rather than ~20.
      const [floor, ours, fallback, untouched] = bestMs(
        [
          () => JSON.stringify(JSON.parse(body)),
          translate,
          typescript,
          () => translator.response({ method: 'GET', path: '/nonCompliance/search', body }),
        ],
        bytes > 1024 * 1024 ? 6000 : 2000,
      ) as [number, number, number, number];
      const ratio = ours / floor;
      if (bytes >= 100 * 1024 && ratio > 0.5) {
        goalsMet = false;
        over.push(`${label} ${ratio.toFixed(2)}×`);
      }
      rows.push([
        workload.name,
        label,
        (body.length / 1024).toFixed(0) + ' KB',
        floor.toFixed(3),
        ours.toFixed(3),
        `${ratio.toFixed(2)}×`,
        fallback.toFixed(3),
        `${(fallback / floor).toFixed(2)}×`,
        untouched.toFixed(4),
      ]);
    }
    verdicts.push(`- ${workload.name}: ${over.length === 0 ? 'met' : `NOT met (${over.join(', ')})`}`);
  }
  return {
    title: 'Change map translator',
    goalsMet,
    markdown: [
      'A v4 list response of category records, translated (1) one step with key renames at two depths (the',
      "root list and two fields of every record), (2) the same plus a headerId value rename inside each record's",
      'answers, and (3) to v6 through both steps with every kind: key renames, the value rename, one user → a',
      'list, an added field, i.e. several edits on every record (the two steps fused into one pass). The floor is',
      '`JSON.parse` + `JSON.stringify` of the same text; best of runs taken in turns in one process.',
      '"Translate" is what runs: the WebAssembly rewriter (SIMD, compiled from `packages/rename-map/assembly`).',
      '"TypeScript" is the rewriter that takes over wherever that one declines: a loss or note to report (a',
      'list shown as one value, a dropped field, text that is not JSON), an escaped name, a plan with removed',
      'fields; or everywhere with `COMPLIANCE_MIGRATE_WASM=0`. "No change" is an endpoint no change names: the',
      'body is not parsed at all.',
      '',
      table(
        [
          'workload',
          'payload',
          'size',
          'floor ms',
          'translate ms',
          'ratio',
          'TypeScript ms',
          'ratio',
          'no-change ms',
        ],
        rows,
      ),
      '',
      `Goal: at most 0.5× the floor at 100 KB and up — ${goalsMet ? 'met' : 'NOT met'}. By workload:`,
      '',
      ...verdicts,
      '',
      'The TypeScript rewriter alone reaches the goal only for key renames (at 5 MB not in every run). At 5 MB it',
      'also pays for the final copy of its output (a rope of every unchanged slice and every edit) into one flat',
      'string, ~4 ms of ~17 ms for key renames; the WebAssembly rewriter writes its output in one piece.',
      '',
      "### The proxy benchmark's list, alone",
      '',
      await rewriterOnTheProxyList(),
    ].join('\n'),
  };
}
