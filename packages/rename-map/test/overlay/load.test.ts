import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidMapError, loadChangeMap, MapConflictError, MapReadError } from '../../src/index.js';

async function overlayFile(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'overlay-'));
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
}

const valid = `
changes:
  - id: v5.items.search.name
    kind: field.renamed
    since: 5
    title: item name renamed
    endpoint: GET /items/search
    in: response
    at: "data[]"
    from: itemName
    to: name
`;

describe('overlays', () => {
  it('merges a YAML overlay over the built-in map, with the file as source', async () => {
    const file = await overlayFile('mine.yaml', valid);
    const map = await loadChangeMap([file]);
    expect(map.changes.find((c) => c.id === 'v5.items.search.name')?.source).toBe(file);
    expect(map.sources).toEqual(['built-in map', file]);
  });

  it('reads JSON overlays', async () => {
    const file = await overlayFile(
      'mine.json',
      JSON.stringify({
        changes: [
          {
            id: 'v6.q',
            kind: 'query.renamed',
            since: 6,
            title: 't',
            endpoint: 'GET /items/search',
            from: 'a',
            to: 'b',
          },
        ],
      }),
    );
    expect((await loadChangeMap([file])).changes.some((c) => c.id === 'v6.q')).toBe(true);
  });

  it('names the file, the entry and the field of an invalid entry, and what was expected', async () => {
    const file = await overlayFile(
      'bad.yaml',
      valid.replace('in: response', 'in: body').replace('at: "data[]"', 'at: "data[[x"'),
    );
    const error = await loadChangeMap([file]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidMapError);
    const message = (error as InvalidMapError).message;
    expect(message).toContain(`${file}:8: changes[0] (v5.items.search.name): field "in"`);
    expect(message).toMatch(/field "in": .*"request"/);
    expect(message).toContain('field "at": a body path such as');
    expect((error as InvalidMapError).code).toBe('ERR_MAP_INVALID');
  });

  it('names an unknown kind and a missing required field', async () => {
    const file = await overlayFile(
      'bad.yaml',
      'changes:\n  - { id: v5.a, kind: field.renamd, since: 5, title: t }\n  - { id: v5.b, kind: query.renamed, since: 5, title: t, from: a, to: b }\n',
    );
    const message = ((await loadChangeMap([file]).catch((e: unknown) => e)) as Error).message;
    expect(message).toContain('changes[0] (v5.a)');
    expect(message).toContain('field.renamed');
    expect(message).toMatch(/changes\[1\] \(v5\.b\): field "endpoint": required, but missing/);
  });

  it('reports YAML syntax errors with their line', async () => {
    const file = await overlayFile('broken.yaml', 'changes:\n  - id: [unclosed\n');
    const error = await loadChangeMap([file]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapReadError);
    expect((error as Error).message).toMatch(/broken\.yaml: not valid YAML at line \d+/);
  });

  it('shows a YAML mistake once, with its line, a caret and what usually fixes it', async () => {
    const file = await overlayFile(
      'quoted.yaml',
      'changes:\n  - id: v5.a\n    kind: field.renamed\n    from: itemName\n    to: name: x\n',
    );
    const message = ((await loadChangeMap([file]).catch((e: unknown) => e)) as Error).message;
    expect(message).toBe(
      `${file}: not valid YAML at line 5, column 9: Nested mappings are not allowed in compact mappings.\n` +
        '        to: name: x\n' +
        '            ^\n' +
        `  (a value holding ": " must be quoted: to: 'name: x')`,
    );
    const indented = await overlayFile(
      'indent.yaml',
      'changes:\n  - id: v5.a\n    kind: field.renamed\n   in: response\n',
    );
    const second = ((await loadChangeMap([indented]).catch((e: unknown) => e)) as Error).message;
    expect(second).toMatch(/^.*indent\.yaml: not valid YAML at line 4, column 1: [^:\n]+\.\n/);
    expect(second).toContain('the keys of one entry must start in the same column');
  });

  it('suggests the kind or field meant, at the line of the misspelt key', async () => {
    const file = await overlayFile(
      'typos.yaml',
      [
        'changes:',
        '  - id: v5.a',
        '    kind: field.rename',
        '    since: 5',
        '    title: t',
        '    endpoint: GET /items/search',
        '  - id: v5.b',
        '    kind: field.renamed',
        '    since: 5',
        '    title: t',
        '    endpoint: GET /items/search',
        "    at: 'data[]'",
        '    form: itemName',
        '    to: name',
        '',
      ].join('\n'),
    );
    const message = ((await loadChangeMap([file]).catch((e: unknown) => e)) as Error).message;
    expect(message).toContain(
      `${file}:3: changes[0] (v5.a): field "kind": did you mean "field.renamed"? expected one of`,
    );
    expect(message).toContain(
      `${file}:13: changes[1] (v5.b): field "form": unexpected field(s) "form" (did you mean "from"?) for this kind`,
    );
  });

  it('reports a missing file by name', async () => {
    const error = await loadChangeMap(['/nonexistent/overlay.yaml']).catch((e: unknown) => e);
    expect((error as MapReadError).code).toBe('ERR_MAP_READ');
    expect((error as Error).message).toContain('/nonexistent/overlay.yaml: the file does not exist (ENOENT)');
  });

  it('offers the file next to a missing one that was likely meant (another extension, a typo)', async () => {
    const file = await overlayFile('acme.yaml', 'changes: []\n');
    const error = await loadChangeMap([file.replace(/\.yaml$/, '.yml')]).catch((e: unknown) => e);
    expect((error as MapReadError).code).toBe('ERR_MAP_READ');
    expect((error as Error).message).toMatch(
      /acme\.yml: the file does not exist \(ENOENT\); did you mean \S+acme\.yaml\?$/,
    );
  });

  it('says where it looked for a missing file given by a relative path, and names a folder given as a file', async () => {
    const missing = await loadChangeMap(['no-such-overlay.yaml']).catch((e: unknown) => e);
    expect((missing as MapReadError).code).toBe('ERR_MAP_READ');
    expect((missing as Error).message).toBe(
      `no-such-overlay.yaml: the file does not exist (ENOENT, looked for ${resolve('no-such-overlay.yaml')})`,
    );
    const folder = await loadChangeMap([tmpdir()]).catch((e: unknown) => e);
    expect((folder as MapReadError).code).toBe('ERR_MAP_READ');
    expect((folder as Error).message).toBe(`${tmpdir()}: is a folder, not an overlay file (EISDIR)`);
  });

  it('refuses two changes for the same thing instead of letting one win', async () => {
    const a = await overlayFile('a.yaml', valid);
    const b = await overlayFile(
      'b.yaml',
      valid.replace('v5.items.search.name', 'v5.items.search.other').replace('to: name', 'to: title'),
    );
    const error = await loadChangeMap([a, b]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapConflictError);
    expect((error as Error).message).toContain('conflicts with "v5.items.search.name"');
    // the entry reported is named by id and line, the one it conflicts with by id and file
    expect((error as Error).message).toMatch(
      /b\.yaml:\d+: "v5\.items\.search\.other": conflicts with "v5\.items\.search\.name" \(.*a\.yaml\)/,
    );
  });

  it('refuses an overlay that reuses a built-in id or renames a built-in endpoint again', async () => {
    const file = await overlayFile(
      'dup.yaml',
      `changes:
  - id: v5.endpoint.other
    kind: endpoint.renamed
    since: 5
    title: again
    from: { method: GET, path: /records }
    to: { method: GET, path: /recordz }
`,
    );
    const error = await loadChangeMap([file]).catch((e: unknown) => e);
    expect((error as MapConflictError).code).toBe('ERR_MAP_CONFLICT');
    expect((error as Error).message).toContain('v5.endpoint.list-records-to-categories');
  });
});
