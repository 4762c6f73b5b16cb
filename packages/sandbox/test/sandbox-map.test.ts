import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The test may read the change map (a devDependency); the sandbox's source never does.
import { changeMapFileSchema, createChangeMap, parseOverlayText } from '@compliance-migrate/rename-map';

const file = fileURLToPath(new URL('../../../fixtures/maps/sandbox.yaml', import.meta.url));

describe('fixtures/maps/sandbox.yaml', () => {
  it('parses with the change map schema and uses sandbox ids', async () => {
    const parsed = changeMapFileSchema.parse(parseOverlayText(await readFile(file, 'utf8'), file));
    expect(parsed.changes.length).toBeGreaterThan(60);
    for (const change of parsed.changes) expect(change.id).toMatch(/^v[56]\.sandbox\./);
    expect(new Set(parsed.changes.map((c) => c.id)).size).toBe(parsed.changes.length);
  });

  it('merges over the built-in map without conflicts', async () => {
    const content = parseOverlayText(await readFile(file, 'utf8'), file);
    const map = createChangeMap([{ file, content }]);
    expect(map.sources).toContain(file);
  });
});
