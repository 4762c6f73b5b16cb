import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';
import { stageWorkspace } from './workspace-fixture.js';

describe('a monorepo run at its root, its packages linked through node_modules (no paths), not built', () => {
  it("renames a model's reads in the package that imports it by name, from the imported package's source", async () => {
    const { dir, cleanup } = await tempDir('workspace-');
    try {
      await stageWorkspace(dir);
      const report = await runCodemod({
        paths: [dir],
        from: 5,
        to: 6,
        map: await loadChangeMap([join(repoRoot, 'fixtures/maps/sandbox.yaml')]),
        cwd: dir,
        allowDirty: true,
      });
      expect(await readFile(join(dir, 'client/src/index.ts'), 'utf8')).toContain('complianceScore: number');
      expect(await readFile(join(dir, 'app/src/main.ts'), 'utf8')).toContain(
        '(item) => item.complianceScore',
      );
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
