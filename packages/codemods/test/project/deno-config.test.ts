import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importMapPaths, nearestDenoConfig, readDenoConfig } from '../../src/project/deno-config.js';
import { ModuleResolver } from '../../src/project/module-resolver.js';
import { tempDir } from '../helpers.js';

describe("a Deno project's deno.json", () => {
  it("reads the import map's file entries as paths; packages and URLs are not files", () => {
    expect(
      importMapPaths(
        {
          '@/': './src/',
          '@utils': './src/utils/mod.ts',
          '~/lib/': '../shared/lib/',
          '@std/assert': 'jsr:@std/assert@^1',
          zod: 'npm:zod@^3',
          'preact/': 'https://esm.sh/preact/',
          broken: 42,
        },
        '/p',
      ),
    ).toEqual({
      '@/*': ['/p/src/*'],
      '@utils': ['/p/src/utils/mod.ts'],
      '~/lib/*': ['/shared/lib/*'],
    });
    expect(importMapPaths(undefined, '/p')).toEqual({});
  });

  it('reads deno.jsonc with comments, an importMap file, and strict as written', async () => {
    const { dir, cleanup } = await tempDir('deno-config-');
    try {
      await writeFile(
        join(dir, 'deno.jsonc'),
        '{\n  // tasks elsewhere\n  "importMap": "./maps/import_map.json",\n  "compilerOptions": { "strict": false },\n}\n',
      );
      await mkdir(join(dir, 'maps'));
      await writeFile(join(dir, 'maps/import_map.json'), '{ "imports": { "@/": "../src/" } }');
      expect(readDenoConfig(join(dir, 'deno.jsonc'))).toEqual({
        file: join(dir, 'deno.jsonc'),
        paths: { '@/*': [join(dir, 'src') + '/*'] },
        strict: false,
      });
      await writeFile(join(dir, 'bad.json'), '{ "imports": ');
      expect(readDenoConfig(join(dir, 'bad.json'))).toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it('is found above a folder unless a tsconfig.json comes first (in the same folder the tsconfig wins)', async () => {
    const { dir, cleanup } = await tempDir('deno-nearest-');
    try {
      await mkdir(join(dir, 'app/src/api'), { recursive: true });
      await mkdir(join(dir, 'web/src'), { recursive: true });
      await writeFile(join(dir, 'app/deno.json'), '{ "imports": { "@/": "./src/" } }');
      await writeFile(join(dir, 'web/deno.json'), '{}');
      await writeFile(join(dir, 'web/tsconfig.json'), '{}');
      expect(nearestDenoConfig(join(dir, 'app/src/api'))).toBe(join(dir, 'app/deno.json'));
      expect(nearestDenoConfig(join(dir, 'web/src'))).toBeUndefined();
      // a deno.json above the repository's root (a folder holding .git) is not the checkout's
      await mkdir(join(dir, 'repo/.git'), { recursive: true });
      await mkdir(join(dir, 'repo/src'), { recursive: true });
      await writeFile(join(dir, 'deno.json'), '{}');
      expect(nearestDenoConfig(join(dir, 'repo/src'))).toBeUndefined();
      expect(nearestDenoConfig(join(dir, 'app/src/api'))).toBe(join(dir, 'app/deno.json'));
    } finally {
      await cleanup();
    }
  });

  it("resolves a module's `@/…` specifiers (with their .ts extension) through the import map", async () => {
    const { dir, cleanup } = await tempDir('deno-resolver-');
    try {
      await writeFile(
        join(dir, 'deno.json'),
        '{ "imports": { "@/": "./src/", "@std/assert": "jsr:@std/assert@^1", "zod": "npm:zod@^3" } }',
      );
      const files = ['src/api/client.ts', 'src/api/records_test.ts'].map((f) => join(dir, f));
      const resolver = new ModuleResolver(new Set(files));
      expect(resolver.resolve('@/api/client.ts', files[1]!)).toBe(files[0]);
      expect(resolver.resolve('./client.ts', files[1]!)).toBe(files[0]);
      expect(resolver.resolve('@std/assert', files[1]!)).toBeUndefined();
      expect(resolver.resolve('zod', files[1]!)).toBeUndefined();
      expect(resolver.resolve('@/api/missing.ts', files[1]!)).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});
