import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

describe('compliance-migrate map', () => {
  it('shows the v4 → v6 changes step by step, with the gaps', async () => {
    const { code, stdout } = await runCli(['map', 'show', '--from', '4', '--to', '6']);
    expect(code).toBe(0);
    expect(stdout).toContain('v4 → v5:');
    expect(stdout).toContain('GET /records → GET /categories');
    expect(stdout).toContain('v5 → v6:');
    expect(stdout).toContain('GET /items/exportToExcel → GET /items/exporttoexcel');
    expect(stdout).toMatch(/Documented but unnamed by the spec: \d+ \(\d+ not covered by an overlay\)/);
  });

  it('prints JSON and Markdown, and marks the gaps an overlay fills', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-map-'));
    const overlay = join(dir, 'o.yaml');
    await writeFile(
      overlay,
      'changes:\n  - { id: v5.mine.q, kind: query.renamed, since: 5, title: t, endpoint: GET /profiles/simpleList, from: recordId, to: categoryId }\n',
    );
    const json = await runCli([
      'map',
      'show',
      '--from',
      '4',
      '--to',
      '5',
      '--format',
      'json',
      '--overlay',
      overlay,
    ]);
    const report = JSON.parse(json.stdout) as { gaps: { id: string; filledBy: string[] }[] };
    expect(report.gaps.find((g) => g.id === 'v5.gap.profiles-simple-list.query')?.filledBy).toEqual([
      'v5.mine.q',
    ]);
    const md = await runCli(['map', 'show', '--from', '6', '--to', '5', '--format', 'md']);
    expect(md.stdout).toContain('| `v6.endpoint.items-export-lower-case` | endpoint.renamed |');
  });

  it('validates overlays: 0 when valid, 2 naming file, entry and field when not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-map-'));
    const good = join(dir, 'good.yaml');
    const bad = join(dir, 'bad.yaml');
    await writeFile(good, 'changes: []\n');
    await writeFile(
      bad,
      'changes:\n  - { id: v5.x, kind: field.renamed, since: 5, title: t, endpoint: GET /a, in: body, from: a, to: b }\n',
    );
    expect((await runCli(['map', 'validate', good])).code).toBe(0);
    const none = await runCli(['map', 'validate']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      'Name the overlay file(s) to check, e.g. compliance-migrate map validate my-overlay.yaml.',
    );
    const failed = await runCli(['map', 'validate', good, bad]);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain(`${bad}:2: changes[0] (v5.x): field "in"`);
  });

  it('refuses an entry on an endpoint its version lacks, naming file, line and the nearest endpoint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-map-'));
    const typo = join(dir, 'typo.yaml');
    const v4only = join(dir, 'v4-only.yaml');
    const entry = (id: string, endpoint: string) =>
      `changes:\n  - id: ${id}\n    kind: query.renamed\n    since: 5\n    title: t\n    endpoint: ${endpoint}\n    from: a\n    to: b\n`;
    await writeFile(typo, entry('v5.typo.q', 'GET /item/search'));
    await writeFile(v4only, entry('v5.old.q', 'GET /records'));
    const { code, stderr } = await runCli(['map', 'validate', typo, v4only]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `${typo}:6: changes[0] (v5.typo.q): field "endpoint": GET /item/search does not exist in v5; did you mean GET /items/search?`,
    );
    expect(stderr).toContain(
      `${v4only}:6: changes[0] (v5.old.q): field "endpoint": GET /records does not exist in v5: it is the v4 name of GET /categories`,
    );
  });

  it('names every problem of an overlay in one run: invalid entries, a conflict and an unknown endpoint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-map-'));
    const overlay = join(dir, 'tenant.yaml');
    await writeFile(
      overlay,
      [
        '# what our tenant renamed beyond the spec',
        'changes:',
        '  - id: v5.tenant.category-owner',
        '    title: Category owner',
        '    kind: field.renamed',
        '    since: 5',
        '    endpoint: GET /categories',
        '    in: response',
        '    from: ownerName',
        '    to: owner',
        '  - id: v5.tenant.category-owner',
        '    title: Category owner, again',
        '    kind: query.renamed',
        '    since: 5',
        '    endpoint: GET /categories',
        '    from: owner',
        '    to: ownerName',
        '  - id: v5.tenant.category-colour',
        '    title: Category colour',
        '    kind: field.renamed',
        '    since: 5',
        '    endpoint: GET /categories',
        '    in: response',
        '    from: colour',
        '  - id: v6.tenant.audit-sort',
        '    title: Audit sort',
        '    kind: query.renamed',
        '    since: 6',
        '    endpoint: GET /audits',
        '    from: sort',
        '    to: sortBy',
        '',
      ].join('\n'),
    );
    const { code, stdout, stderr } = await runCli(['map', 'validate', overlay]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${overlay}:18: changes[2] (v5.tenant.category-colour): field "to": required`);
    expect(stderr).toContain('"v5.tenant.category-owner": id "v5.tenant.category-owner" is already used');
    expect(stderr).toContain(
      `${overlay}:29: changes[3] (v6.tenant.audit-sort): field "endpoint": GET /audits`,
    );
  });

  it('rejects a bad version with exit 2', async () => {
    const { code, stderr } = await runCli(['map', 'show', '--from', '3', '--to', '6']);
    expect(code).toBe(2);
    expect(stderr).toContain('--from must be 4, 5 or 6');
  });
});
