/**
 * Writes docs/migration-guide.md from the built-in change map; with --check, fails when the file on disk
 * differs (CI runs this, so the guide can never drift from what the tools do).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createChangeMap, renderMigrationGuide } from '@compliance-migrate/rename-map';

const target = new URL('../docs/migration-guide.md', import.meta.url);
const expected = renderMigrationGuide(createChangeMap());

if (process.argv.includes('--check')) {
  const actual = await readFile(target, 'utf8').catch(() => '');
  if (actual !== expected) {
    console.error(
      'docs/migration-guide.md is out of date with the change map. Run `pnpm guide` and commit it.',
    );
    process.exit(1);
  }
  console.log('docs/migration-guide.md is up to date.');
} else {
  await writeFile(target, expected);
  console.log('wrote docs/migration-guide.md');
}
