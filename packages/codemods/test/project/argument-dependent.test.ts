import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependsOnArguments } from '../../src/project/argument-dependent.js';
import { isLinkedFunction, returnedExpression } from '../../src/project/linker.js';
import { parse } from '../../src/transform/parser.js';
import { migrateSmallProject } from '../helpers.js';

const functionOf = (code: string) => {
  const [statement] = parse(code, 'ts').program.body;
  if (!statement || !isLinkedFunction(statement)) throw new Error(code);
  const returned = returnedExpression(statement);
  if (!returned) throw new Error(`no single return: ${code}`);
  return { fn: statement, returned };
};

/** A helper whose result is made from its arguments gives each call its own value: two bases, not one. */
describe('values made from the arguments', () => {
  it('sees a returned value made from a parameter, directly or through a local, and nothing else', () => {
    const cases: [string, boolean][] = [
      [
        'function required(name: string) { const value = process.env[name]; if (!value) throw new Error(name); return value; }',
        true,
      ],
      ['function env(name: string) { return process.env[name]!; }', true],
      ['function pick({ key }: { key: string }, fallback = "") { return settings[key] ?? fallback; }', true],
      // a property named like the parameter is not a read of it
      ['function base(name: string) { const value = config.name; return value; }', false],
      ['function base() { const value = process.env[KEY]; return value; }', false],
      ['function base(name: string) { return { name: 1 }.url; }', false],
    ];
    for (const [code, expected] of cases) {
      const { fn, returned } = functionOf(code);
      expect(dependsOnArguments(fn, returned), code).toBe(expected);
    }
  });

  it("keeps another service's base read through the same environment helper as this API's apart", async () => {
    const files = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ['src'] }),
      'src/process.d.ts': 'declare const process: { env: Record<string, string | undefined> };\n',
      'src/env.ts': [
        'function required(name: string): string {',
        '  const value = process.env[name];',
        '  if (!value) throw new Error(`missing ${name}`);',
        '  return value;',
        '}',
        "export const config = { complianceUrl: required('COMPLIANCE_API_URL'), assetsUrl: required('ASSET_REGISTRY_URL') };",
        '',
      ].join('\n'),
      'src/compliance.ts': [
        "import { config } from './env';",
        'export const exportItems = () => fetch(`${config.complianceUrl}/items/exportToExcel?status=open`);',
        'export const listRecords = () => fetch(`${config.complianceUrl}/records?page=1`);',
        '',
      ].join('\n'),
      'src/assets.ts': [
        "import { config } from './env';",
        "// the asset registry: another team's service with its own maintenance records",
        'export const listAssetRecords = (site: string) => fetch(`${config.assetsUrl}/records?siteId=${site}`);',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('argument-dependent-', files, { from: 4, to: 6 }, async (dir, report) => {
      const compliance = await readFile(join(dir, 'src/compliance.ts'), 'utf8');
      expect(compliance).toContain('fetch(`${config.complianceUrl}/categories?page=1`)');
      expect(compliance).toContain('/items/exporttoexcel?itemStatus=open');
      const assets = await readFile(join(dir, 'src/assets.ts'), 'utf8');
      expect(assets).toBe(files['src/assets.ts']);
      expect(report.possible.map((p) => p.text)).toEqual(['`${config.assetsUrl}/records?siteId=${site}`']);
    });
  }, 60_000);
});
