import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleResolver, stripJsonComments } from '../../src/project/module-resolver.js';
import { tempDir } from '../helpers.js';

describe('ModuleResolver', () => {
  it('resolves relative specifiers, index files, .js written for .ts, and tsconfig paths through extends', async () => {
    const { dir, cleanup } = await tempDir('resolver-');
    try {
      await mkdir(join(dir, 'src/api'), { recursive: true });
      await mkdir(join(dir, 'src/models'), { recursive: true });
      await mkdir(join(dir, 'config'), { recursive: true });
      // a base config with comments and trailing commas, as tsconfig allows
      await writeFile(
        join(dir, 'config/base.json'),
        '{\n  // shared\n  "compilerOptions": { "baseUrl": "..", "paths": { "@/*": ["src/*"], }, /* end */ },\n}\n',
      );
      await writeFile(join(dir, 'tsconfig.json'), '{ "extends": "./config/base.json", "include": ["src"] }');
      const files = ['src/api/client.ts', 'src/models/index.ts', 'src/app.tsx'].map((f) => join(dir, f));
      const resolver = new ModuleResolver(new Set(files));
      const from = join(dir, 'src/app.tsx');
      expect(resolver.resolve('./api/client', from)).toBe(files[0]);
      expect(resolver.resolve('./api/client.js', from)).toBe(files[0]);
      expect(resolver.resolve('./models', from)).toBe(files[1]);
      expect(resolver.resolve('@/api/client', from)).toBe(files[0]);
      expect(resolver.resolve('@/models', from)).toBe(files[1]);
      expect(resolver.resolve('axios', from)).toBeUndefined();
      expect(resolver.resolve('@/missing', from)).toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it('reads JSON with comments without touching strings that hold comment markers', () => {
    expect(JSON.parse(stripJsonComments('{ "a": "http://x//y", /* c */ "b": [1,], }'))).toEqual({
      a: 'http://x//y',
      b: [1],
    });
  });
});
