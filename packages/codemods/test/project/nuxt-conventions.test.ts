import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAutoImported, nuxtAliasTarget, nuxtRootOf } from '../../src/project/nuxt-conventions.js';
import { tempDir, writeFiles } from '../helpers.js';

describe("a Nuxt app's conventions without its generated .nuxt folder", () => {
  it('finds the app root by its nuxt.config, maps ~/ and @/ to it, and knows the auto-imported folders', async () => {
    const { dir, cleanup } = await tempDir('nuxt-conventions-');
    try {
      await writeFiles(dir, { 'app/nuxt.config.ts': 'export default {};\n', 'lib/x.ts': '' });
      const app = join(dir, 'app');
      expect(nuxtRootOf(join(app, 'pages/items/[id].vue'))).toBe(app);
      expect(nuxtRootOf(join(dir, 'lib/x.ts'))).toBeUndefined();
      expect(nuxtAliasTarget('~/composables/api', join(app, 'pages/a.vue'))).toBe(
        join(app, 'composables/api'),
      );
      expect(nuxtAliasTarget('@/utils/x', join(app, 'pages/a.vue'))).toBe(join(app, 'utils/x'));
      expect(nuxtAliasTarget('~/x', join(dir, 'lib/x.ts'))).toBeUndefined();
      expect(nuxtAliasTarget('@scope/pkg', join(app, 'pages/a.vue'))).toBeUndefined();
      expect(isAutoImported(join(app, 'composables/useApi.ts'))).toBe(true);
      expect(isAutoImported(join(app, 'utils/format/index.ts'))).toBe(true);
      expect(isAutoImported(join(app, 'composables/deep/inner/x.ts'))).toBe(false);
      expect(isAutoImported(join(app, 'pages/composables.ts'))).toBe(false);
      expect(isAutoImported(join(dir, 'lib/x.ts'))).toBe(false);
    } finally {
      await cleanup();
    }
  });
});
