import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';
import { stageWorkspace } from './workspace-fixture.js';

describe('a run on one package of a monorepo', () => {
  it('loads the solution config above it, so a rename of its model reaches the sibling package reading it', async () => {
    const { dir, cleanup } = await tempDir('enclosing-');
    try {
      await stageWorkspace(dir);
      const report = await runCodemod({
        paths: [join(dir, 'client/src')],
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
      expect(report.notes.join('\n')).toContain('app/src/main.ts');
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
