import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A run on part of a project (`run/outside-imports.ts`): the modules the given files import from outside the
 * given paths are neither read nor changed, so their old paths are listed, naming the importer, and a note says
 * so; a module of the run, a package, and an outside module naming no old path are not listed.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, baseUrl: '.', paths: { '@shared/*': ['shared/*'] } },
  }),
  'shared/endpoints.ts': "export const ENDPOINTS = { types: '/types', audits: '/audit-log' } as const;\n",
  'shared/theme.ts': "export const accent = '#0a7';\n",
  'config/routes.js': "module.exports = { list: '/records' };\n",
  'src/api/client.ts': [
    "import { ENDPOINTS } from '@shared/endpoints';",
    "import { accent } from '@shared/theme';",
    "import { list } from './paths';",
    "import axios from 'axios';",
    "const routes = require('../../config/routes.js');",
    'export const types = () => axios.get(ENDPOINTS.types);',
    'export const records = () => fetch(list);',
    'export const legacy = () => fetch(routes.list);',
    'export const colour = accent;',
    '',
  ].join('\n'),
  'src/api/paths.ts': "export const list = '/records';\n",
};

describe('modules imported from outside the given paths', () => {
  it('are listed where they name old paths, with the file importing them, and a note says the run left them', () =>
    migrateSmallProject('outside-imports-', files, { from: 4, to: 6, dry: true }, async (_dir, report) => {
      const outside = report.remaining
        .filter((r) => r.why?.startsWith('outside the given paths'))
        .map((r) => `${r.file}:${r.line}:${r.column} ${r.text} (${r.why})`);
      expect(outside).toEqual([
        'shared/endpoints.ts:1:36 /types (outside the given paths, imported by src/api/client.ts: not read or changed; run on a folder holding both)',
        'config/routes.js:1:27 /records (outside the given paths, imported by src/api/client.ts: not read or changed; run on a folder holding both)',
      ]);
      expect(report.notes.join('\n')).toContain(
        'the given files import 2 file(s) outside the given paths that name old paths (shared/endpoints.ts, config/routes.js)',
      );
      // the module of the run was migrated, not listed
      expect(report.remaining.some((r) => r.file === 'src/api/paths.ts')).toBe(false);
    }));
});
