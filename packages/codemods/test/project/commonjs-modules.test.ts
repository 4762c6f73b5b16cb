import { describe, expect, it } from 'vitest';
import { collectFileFacts, type FileFacts } from '../../src/project/file-facts.js';
import { Linker } from '../../src/project/linker.js';
import { walk } from '../../src/transform/ast-walk.js';
import type { AstNode } from '../../src/transform/node-types.js';
import { parse } from '../../src/transform/parser.js';

/** Links a few CommonJS files (`/p/<name>`, relative specifiers resolved among them) as the project pass does. */
function link(files: Record<string, string>): { linker: Linker; all: Map<string, FileFacts> } {
  const all = new Map<string, FileFacts>();
  for (const [name, source] of Object.entries(files)) {
    const file = `/p/${name}`;
    const resolve = (s: string): string | undefined => {
      const target = `/p/${s.replace(/^\.\//, '')}.js`;
      return s.startsWith('./') && files[target.slice(3)] !== undefined ? target : undefined;
    };
    all.set(file, collectFileFacts(file, source, parse(source, 'babel'), resolve));
  }
  return { linker: new Linker(all), all };
}

/** The value the linker finds for the last expression statement of a file, as its source text. */
function valueText(linker: Linker, facts: FileFacts): string | undefined {
  let found: { node: AstNode; parents: AstNode[] } | undefined;
  walk(facts.ast, [], (node, parents) => {
    if (node.type === 'ExpressionStatement') found = { node: node.expression, parents: [...parents, node] };
    return true;
  });
  if (!found) return undefined;
  const value = linker.valueOf(facts, found.node, found.parents);
  const node = value?.node as { start?: number; end?: number } | undefined;
  return value && node?.start !== undefined ? value.facts.source.slice(node.start, node.end) : undefined;
}

const client = [
  "'use strict';",
  "var request = require('request');",
  'function send(options, callback) { request(options, callback); }',
  'exports.send = send;',
  'exports.get = function (uri, qs, callback) { send({ uri: uri, qs: qs }, callback); };',
  'exports.list = function (cb) { exports.get("/records", {}, cb); };',
  '',
].join('\n');

describe('CommonJS modules (project/commonjs-modules.ts)', () => {
  it("follows `require('./x')` to the module's `exports.a = …` and its own bindings", () => {
    const { linker, all } = link({
      'client.js': client,
      'records.js': "var client = require('./client');\nclient.get;\n",
      'named.js': "const { send: post } = require('./client');\npost;\n",
      'member.js': "var get = require('./client').get;\nget;\n",
    });
    expect(valueText(linker, all.get('/p/records.js')!)).toBe(
      'function (uri, qs, callback) { send({ uri: uri, qs: qs }, callback); }',
    );
    expect(valueText(linker, all.get('/p/named.js')!)).toMatch(/^function send\(options, callback\)/);
    expect(valueText(linker, all.get('/p/member.js')!)).toMatch(/^function \(uri, qs, callback\)/);
  });

  it('reads `module.exports = { … }` members, a nested require and `module.exports = value`', () => {
    const { linker, all } = link({
      'auth.js':
        'function getToken(cb) { cb(null, "t"); }\nmodule.exports = { getToken, invalidate() {} };\n',
      'headers.js': 'module.exports = function complianceHeaders(token) { return { token }; };\n',
      'index.js': "module.exports = { auth: require('./auth'), headers: require('./headers') };\n",
      'use-index.js': "const compliance = require('./index');\ncompliance.auth.getToken;\n",
      'use-method.js': "const auth = require('./auth');\nauth.invalidate;\n",
      'use-headers.js': "const complianceHeaders = require('./headers');\ncomplianceHeaders;\n",
    });
    expect(valueText(linker, all.get('/p/use-index.js')!)).toMatch(/^function getToken\(cb\)/);
    // a method of the object (ESTree: a `Property` whose value is the function)
    expect(valueText(linker, all.get('/p/use-method.js')!)).toBe('() {}');
    expect(valueText(linker, all.get('/p/use-headers.js')!)).toMatch(/^function complianceHeaders\(token\)/);
  });

  it('reads a module calling its own export (`exports.get(…)`)', () => {
    const { linker, all } = link({ 'client.js': client });
    const facts = all.get('/p/client.js')!;
    let callee: { node: AstNode; parents: AstNode[] } | undefined;
    walk(facts.ast, [], (node, parents) => {
      if (
        node.type === 'CallExpression' &&
        facts.source.slice(node.start!, node.end!).startsWith('exports.get(')
      )
        callee = { node: node.callee, parents: [...parents, node] };
      return true;
    });
    const value = linker.valueOf(facts, callee!.node, callee!.parents);
    expect(value?.node.type).toBe('FunctionExpression');
  });

  it('leaves what is not a project module: a package, a local `exports` of the code, an unknown export', () => {
    const { linker, all } = link({
      'client.js': client,
      'package.js': "var request = require('request');\nrequest.get;\n",
      'own-exports.js': 'function f(exports) { return exports.get; }\nvar exports2 = 1;\nf;\n',
      'unknown.js': "var client = require('./client');\nclient.put;\n",
      'missing.js': "var gone = require('./gone');\ngone.get;\n",
    });
    expect(valueText(linker, all.get('/p/package.js')!)).toBeUndefined();
    expect(valueText(linker, all.get('/p/unknown.js')!)).toBeUndefined();
    expect(valueText(linker, all.get('/p/missing.js')!)).toBeUndefined();
    // a function's parameter named `exports` is its own value, not the module's
    const own = all.get('/p/own-exports.js')!;
    let member: { node: AstNode; parents: AstNode[] } | undefined;
    walk(own.ast, [], (node, parents) => {
      if (node.type === 'MemberExpression') member = { node, parents: [...parents] };
      return true;
    });
    expect(linker.valueOf(own, member!.node, member!.parents)).toBeUndefined();
  });
});
