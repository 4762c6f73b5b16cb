import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';

const overlay = join(repoRoot, 'fixtures/maps/sandbox.yaml');

/** The text of `files` after a run (the first file's), and the URLs left as possibly this API. */
async function migrated(files: Record<string, string>): Promise<{ text: string; possibly: number }> {
  const { dir, cleanup } = await tempDir('angular-constants-');
  try {
    for (const [name, code] of Object.entries(files)) await writeFile(join(dir, name), code);
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 6,
      map: await loadChangeMap([overlay]),
      cwd: dir,
      allowDirty: true,
      types: false,
      typecheck: false,
    });
    const first = Object.keys(files)[0]!;
    return { text: await readFile(join(dir, first), 'utf8'), possibly: report.possible.length };
  } finally {
    await cleanup();
  }
}

const service = [
  "angular.module('app').service('RecordService', ['$http', 'API_BASE', function ($http, API_BASE) {",
  "  this.list = function () { return $http.get(API_BASE + '/records'); };",
  '}]);',
  '',
].join('\n');

describe('AngularJS constants: an injected base is followed to its .constant', () => {
  it("a base injected by name is this API's when a .constant (or .value) in another file says so", async () => {
    const { text, possibly } = await migrated({
      'record.service.js': service,
      'app.module.js': "angular.module('app', []).constant('API_BASE', '/api/v4');\n",
    });
    expect(text).toContain("API_BASE + '/categories'");
    expect(possibly).toBe(0);
  });

  it("look-alikes: another service's constant, the name registered twice, a parameter with no constant", async () => {
    const audit = await migrated({
      'record.service.js': service,
      'app.module.js': "angular.module('app', []).value('API_BASE', 'https://audit.example.org/v5');\n",
    });
    expect(audit.text).toContain("API_BASE + '/records'");
    // in one file, the app's constant registered last: without the rule against repeats it would win
    const twice = await migrated({
      'record.service.js': service,
      'modules.js':
        "angular.module('a', []).constant('API_BASE', '/audit/v5');\n" +
        "angular.module('b', []).constant('API_BASE', '/api/v4');\n",
    });
    expect(twice.text).toContain("API_BASE + '/records'");
    const none = await migrated({
      'record.service.js': service,
      'config.js':
        "var settings = { constant: function (name, v) { return v; } };\nsettings.constant('API_BASE', '/api/v4');\n",
    });
    expect(none.text).toContain("API_BASE + '/records'");
    expect(none.possibly).toBeGreaterThan(0);
  });
});
