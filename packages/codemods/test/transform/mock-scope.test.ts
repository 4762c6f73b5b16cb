import { describe, expect, it } from 'vitest';
import { emptyContext } from '../../src/project/file-context.js';
import { walk } from '../../src/transform/ast-walk.js';
import { isOtherServiceHost, nockScopeHost } from '../../src/transform/mock-scope.js';
import { isStringLiteral, type AstNode } from '../../src/transform/node-types.js';
import { parse } from '../../src/transform/parser.js';

/** The host of the nock scope each string literal of `source` is the interceptor path of. */
function hosts(source: string): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  walk(parse(source, 'ts'), [], (node: AstNode, parents) => {
    if (isStringLiteral(node) && node.value.startsWith('/')) out.push(nockScopeHost(node, parents));
    return true;
  });
  return out;
}

const rules = { apiHosts: ['api.example.com'], basePaths: ['/api'] };

describe('nockScopeHost', () => {
  it("finds the host of the scope down an interceptor chain, in a local or a const holding its URL, and nothing for a scope it cannot see or a call that isn't one", () => {
    expect(
      hosts(
        [
          "nock('https://DNS.example.net').get('/v4/records').reply(200, {}).put('/v4/records/1').reply(200);",
          "nock('http://localhost:3000').get('/api/v4/records');",
          "scope.get('/api/v4/records');",
          "nock(base).get('/api/v4/records');",
          "nock('https://dns.example.net').reply('/v4/records');",
          "fetch('/api/v4/records');",
          "function f() { const dns = nock('https://dns.example.net'); dns.get('/v4/records'); }",
          "const AUDIT = 'https://Audit.example.net';",
          "nock(AUDIT).post('/v4/records');",
          "let moving = 'https://moving.example.net';",
          "nock(moving).get('/v4/records');",
        ].join('\n'),
      ),
    ).toEqual([
      'dns.example.net',
      'dns.example.net',
      'localhost:3000',
      undefined,
      undefined,
      undefined,
      undefined,
      'dns.example.net',
      'audit.example.net',
      undefined,
    ]);
  });
});

describe('isOtherServiceHost', () => {
  it("is true for another host, false for loopback, an --api-host and a host of a base the project shows to be this API's", () => {
    const context = emptyContext();
    expect(isOtherServiceHost('dns.example.net', rules, context)).toBe(true);
    expect(isOtherServiceHost('localhost:3000', rules, context)).toBe(false);
    expect(isOtherServiceHost('127.0.0.1', rules, context)).toBe(false);
    expect(isOtherServiceHost('api.example.com', rules, context)).toBe(false);
    context.apiHosts = new Set(['compliance.vendor.net']);
    expect(isOtherServiceHost('compliance.vendor.net', rules, context)).toBe(false);
    expect(isOtherServiceHost('dns.example.net', rules, context)).toBe(true);
  });
});
