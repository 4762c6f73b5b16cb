import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], jsx: 'preserve', lib: ['dom', 'esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': [
    'declare namespace JSX {',
    '  type Element = unknown;',
    '  interface IntrinsicElements { [element: string]: { [attribute: string]: unknown } }',
    '}',
    "declare module 'ofetch' {",
    '  export function $fetch<T>(path: string, options?: { method?: string; body?: unknown }): Promise<T>;',
    '}',
    '',
  ].join('\n'),
  'src/actions.ts': [
    "'use server';",
    "import { $fetch } from 'ofetch';",
    '',
    'export async function reportHazard(itemId: number, formData: FormData) {',
    "  await $fetch('/api/v4/hazards/complianceItem', {",
    "    method: 'POST',",
    '    body: { ...Object.fromEntries(formData), itemId },',
    '  });',
    '}',
    '',
    'export async function reportProfileHazard(formData: FormData) {',
    "  await $fetch('/api/v4/hazards/complianceProfile', {",
    "    method: 'POST',",
    '    body: { ...Object.fromEntries(formData) },',
    '  });',
    '}',
    '',
    'export async function search(formData: FormData) {',
    "  return String(formData.get('hazardName'));",
    '}',
    '',
  ].join('\n'),
  'src/page.tsx': [
    "import { reportHazard, search } from './actions';",
    '',
    'export function HazardForms({ itemId }: { itemId: number }) {',
    '  return (',
    '    <div>',
    '      <form action={reportHazard.bind(null, itemId)}>',
    '        <input name="hazardName" />',
    '        <select name="riskLevel" />',
    '        <input name="note" />',
    '      </form>',
    '      <form action={search}>',
    '        <input name="hazardName" />',
    '      </form>',
    '    </div>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

describe("a server action's body spreading the fields of the form that posts to it", () => {
  it("renames the form's field names as the body's keys; a form posting elsewhere, and an action no form posts to, are left", async () => {
    await migrateSmallProject('form-fields-', files, { from: 4, to: 6 }, async (dir, report) => {
      const page = await readFile(join(dir, 'src/page.tsx'), 'utf8');
      expect(page).toContain(
        '<form action={reportHazard.bind(null, itemId)}>\n        <input name="title" />\n        <select name="severity" />\n        <input name="note" />',
      );
      expect(page).toContain('<form action={search}>\n        <input name="hazardName" />');
      // the action no form posts to keeps its TODO; the one whose form was renamed has none
      const spreads = report.todos.filter((t) => /check what this body spreads/.test(t.message));
      expect(spreads.map((t) => t.line)).toEqual([14]);
    });
  }, 60_000);
});
