import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinMap, createChangeMap, loadChangeMap, UnknownEndpointError } from '../../src/index.js';
import { EndpointCatalog, unknownEndpoints } from '../../src/map/endpoint-catalog.js';
import { change } from '../helpers.js';

/** An overlay of one query rename on `endpoint` in `since`, with `endpoints:` declared. */
function overlay(endpoint: string | string[], since: 5 | 6, endpoints?: unknown[]) {
  const changes = [change(`v${since}.e.q`, since, { kind: 'query.renamed', endpoint, from: 'a', to: 'b' })];
  return { file: 'mine.yaml', content: { ...(endpoints ? { endpoints } : {}), changes } };
}
const refused = (source: ReturnType<typeof overlay>): UnknownEndpointError => {
  try {
    createChangeMap([source]);
  } catch (error) {
    if (error instanceof UnknownEndpointError) return error;
    throw error;
  }
  throw new Error('expected an UnknownEndpointError');
};

describe('endpoints an overlay names', () => {
  it('refuses a typo, suggesting the nearest endpoint of that version', () => {
    const error = refused(overlay('GET /item/search', 5));
    expect(error.code).toBe('ERR_MAP_UNKNOWN_ENDPOINT');
    expect(error.issues).toEqual([
      expect.objectContaining({
        file: 'mine.yaml',
        entry: 0,
        id: 'v5.e.q',
        field: 'endpoint',
        message: expect.stringContaining(
          'GET /item/search does not exist in v5; did you mean GET /items/search?',
        ),
      }),
    ]);
  });

  it("refuses another version's name, giving the name in the change's version", () => {
    expect(refused(overlay('GET /records', 5)).message).toContain(
      'GET /records does not exist in v5: it is the v4 name of GET /categories',
    );
    expect(refused(overlay('GET /items/exportToExcel', 6)).message).toContain(
      'it is the v5 name of GET /items/exporttoexcel',
    );
    // One bad endpoint of a list is named by its index.
    expect(refused(overlay(['GET /categories', 'GET /records'], 5)).issues[0]!.field).toBe('endpoint.1');
  });

  it('accepts the spec endpoints under any parameter names, in every version they exist in', () => {
    expect(() => createChangeMap([overlay('GET /items/{id}', 5)])).not.toThrow();
    expect(() => createChangeMap([overlay('GET /items/exporttoexcel', 6)])).not.toThrow();
    expect(() => createChangeMap([overlay('PUT /notificationProfiles/{id}', 5)])).not.toThrow();
  });

  it('accepts endpoints the overlay declares, from the version they appear in', () => {
    expect(() => createChangeMap([overlay('GET /widgets', 5, [{ endpoint: 'GET /widgets' }])])).not.toThrow();
    expect(refused(overlay('GET /widgets', 5, [{ endpoint: 'GET /widgets', since: 6 }])).message).toContain(
      'GET /widgets does not exist in v5',
    );
    // Declared in v4 under an old name an overlay renames in v5: known in v5 by its new name.
    const renamed = {
      file: 'mine.yaml',
      content: {
        endpoints: [{ endpoint: 'GET /gadgets', since: 4 }],
        changes: [
          change('v5.e.r', 5, {
            kind: 'endpoint.renamed',
            from: { method: 'GET', path: '/gadgets' },
            to: { method: 'GET', path: '/widgets' },
          }),
          change('v6.e.q', 6, { kind: 'query.renamed', endpoint: 'GET /widgets', from: 'a', to: 'b' }),
        ],
      },
    };
    expect(createChangeMap([renamed]).endpoints).toEqual([
      { endpoint: 'GET /gadgets', since: 4, source: 'mine.yaml' },
    ]);
  });

  it('finds every endpoint the built-in map names in its own version', () => {
    const changes = builtinMap();
    const catalog = new EndpointCatalog(changes, []);
    expect(unknownEndpoints(catalog, changes, () => ({ file: 'built-in map' }))).toEqual([]);
  });

  it('names the line of a YAML overlay', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'endpoint-catalog-'));
    const file = join(dir, 'typo.yaml');
    await writeFile(
      file,
      [
        'changes:',
        '  - id: v5.typo.q',
        '    kind: query.renamed',
        '    since: 5',
        '    title: t',
        '    endpoint: GET /item/search',
        '    from: a',
        '    to: b',
        '',
      ].join('\n'),
    );
    await expect(loadChangeMap([file])).rejects.toThrow(
      `${file}:6: changes[0] (v5.typo.q): field "endpoint"`,
    );
  });
});
