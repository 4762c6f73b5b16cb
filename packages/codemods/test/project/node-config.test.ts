import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectFileFacts } from '../../src/project/file-facts.js';
import { configDefault, configKey } from '../../src/project/node-config.js';
import type { AstNode } from '../../src/transform/node-types.js';
import { parse } from '../../src/transform/parser.js';
import { migrateSmallProject } from '../helpers.js';

/** The facts of one JavaScript file and its last expression statement's expression, with its ancestors. */
function lastExpression(file: string, source: string) {
  const ast = parse(source, 'babel');
  const facts = collectFileFacts(file, source, ast, () => undefined);
  const statement = ast.program.body[ast.program.body.length - 1];
  if (statement?.type !== 'ExpressionStatement') throw new Error(source);
  return { facts, node: statement.expression as AstNode, parents: [ast.program, statement] as AstNode[] };
}

/**
 * node-config's `config.get('compliance.baseUrl')` (`project/node-config.ts`): the value config/default.js gives the
 * key, so a base read there is judged by what it holds, whichever module reads it.
 */
describe('node-config reads (project/node-config.ts)', () => {
  it("knows a read of the `config` package's get, not the app's own `config` object's", () => {
    const read = lastExpression(
      '/p/a.js',
      "var config = require('config');\nconfig.get('compliance.baseUrl');\n",
    );
    expect(configKey(read.facts, read.node, read.parents)).toBe('compliance.baseUrl');
    const own = lastExpression(
      '/p/b.js',
      "var config = { get: function (k) { return k; } };\nconfig.get('compliance.baseUrl');\n",
    );
    expect(configKey(own.facts, own.node, own.parents)).toBeUndefined();
    const computed = lastExpression('/p/c.js', "var config = require('config');\nconfig.get(key);\n");
    expect(configKey(computed.facts, computed.node, computed.parents)).toBeUndefined();
  });

  it("finds a key in the one config/default.js, and nothing when two applications' folders are in the run", () => {
    const defaults = lastExpression(
      '/p/config/default.js',
      "module.exports = { compliance: { baseUrl: 'https://grc.example.com/api/v4' } };\n0;\n",
    );
    const files = new Map([[defaults.facts.file, defaults.facts]]);
    const found = configDefault(files, 'compliance.baseUrl');
    expect(found?.node.type).toBe('Literal');
    expect(configDefault(files, 'compliance.authUrl')).toBeUndefined();
    const other = lastExpression('/q/config/default.js', 'module.exports = {};\n0;\n');
    files.set(other.facts.file, other.facts);
    expect(configDefault(files, 'compliance.baseUrl')).toBeUndefined();
  });

  it("judges a base read through config.get by config/default.js's value: this API's migrated, another's left", async () => {
    const files = {
      // under the run's folder (node-config reads NODE_CONFIG_DIR, ./config by default)
      'src/config/default.js': [
        'module.exports = {',
        "  compliance: { baseUrl: 'http://localhost:5080/api/v4' },",
        "  audit: { baseUrl: 'https://audit.example.org/v2' }",
        '};',
        '',
      ].join('\n'),
      'src/types.js': [
        "var request = require('request');",
        "var config = require('config');",
        '',
        'exports.listTypes = function (recordId, cb) {',
        "  request({ uri: config.get('compliance.baseUrl') + '/types', qs: { recordId: recordId }, json: true }, cb);",
        '};',
        '',
        'exports.audit = function (recordId, cb) {',
        "  request({ uri: config.get('audit.baseUrl') + '/records', qs: { recordId: recordId }, json: true }, cb);",
        '};',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('node-config-', files, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/types.js'), 'utf8');
      expect(out).toContain(
        "config.get('compliance.baseUrl') + '/subcategories', qs: { categoryId: recordId }",
      );
      expect(out).toContain("config.get('audit.baseUrl') + '/records', qs: { recordId: recordId }");
    });
  }, 60_000);
});
