import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEnvironmentRead } from '../../src/project/environment-read.js';
import { parse } from '../../src/transform/parser.js';
import { migrateSmallProject } from '../helpers.js';

const expressionOf = (code: string) => {
  const [statement] = parse(`${code};`, 'ts').program.body;
  if (statement?.type !== 'ExpressionStatement') throw new Error(code);
  return statement.expression;
};

/** An environment variable read anywhere in the project is one value: one base, this API's once shown to be. */
describe('environment reads', () => {
  it('knows a read of one variable of import.meta.env or process.env, and nothing else', () => {
    expect(isEnvironmentRead(expressionOf('import.meta.env.COMPLIANCE_API'))).toBe(true);
    expect(isEnvironmentRead(expressionOf('process.env.API_URL'))).toBe(true);
    expect(isEnvironmentRead(expressionOf('import.meta.env'))).toBe(false);
    expect(isEnvironmentRead(expressionOf('config.env.API_URL'))).toBe(false);
    expect(isEnvironmentRead(expressionOf('process.env.API_URL.trim'))).toBe(false);
    expect(isEnvironmentRead(expressionOf("process.env['API_URL']"))).toBe(false);
  });

  it("reads a variable written directly as the base a constant holding it was shown to be; another variable's stays", async () => {
    const files = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ['src'] }),
      'src/env.d.ts': 'interface ImportMeta { readonly env: Record<string, string> }\n',
      'src/api.ts': [
        'export const API = import.meta.env.COMPLIANCE_API;',
        'export async function save(p: { id: number; name: string }) {',
        "  await fetch(`${API}/notificationProfiles/update`, { method: 'PUT', body: JSON.stringify(p) });",
        '}',
        '',
      ].join('\n'),
      'src/page.ts': [
        'export const list = () => fetch(`${import.meta.env.COMPLIANCE_API}/records?page=1`);',
        '// our audit log: another service, whose base nothing shows to be this API',
        'export const audit = () => fetch(`${import.meta.env.AUDIT_API}/records?page=1`);',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('environment-read-', files, { from: 4, to: 6 }, async (dir, report) => {
      const page = await readFile(join(dir, 'src/page.ts'), 'utf8');
      expect(page).toContain('fetch(`${import.meta.env.COMPLIANCE_API}/categories?page=1`)');
      expect(page).toContain('fetch(`${import.meta.env.AUDIT_API}/records?page=1`)');
      expect(report.possible.map((p) => p.text)).toEqual(['`${import.meta.env.AUDIT_API}/records?page=1`']);
    });
  }, 60_000);
});
