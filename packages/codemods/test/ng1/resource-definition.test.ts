import { describe, expect, it } from 'vitest';
import { resourceDefinition, resourceUrlOf } from '../../src/ng1/resource-definition.js';
import { walk } from '../../src/transform/ast-walk.js';
import type { AstNode } from '../../src/transform/node-types.js';
import { parse } from '../../src/transform/parser.js';

/** Each call of `code` read as a `$resource`: its actions as `name method [array] [body] [url] [params]`. */
function definitions(code: string): string[][] {
  const found: string[][] = [];
  walk(parse(code, 'babel'), [], (node, parents) => {
    const definition = node.type === 'CallExpression' ? resourceDefinition(node, parents) : undefined;
    if (definition)
      found.push(
        definition.actions.map((a) =>
          [
            a.name,
            a.method,
            a.isArray && 'array',
            a.hasBody && 'body',
            a.url && 'url',
            a.params && 'params',
            a.transformsResponse && 'transformed',
          ]
            .filter(Boolean)
            .join(' '),
        ),
      );
    return true;
  });
  return found;
}

describe('a $resource call read as a client: its URL template, parameter defaults and actions', () => {
  it("ngResource's five default actions, and declared ones (their own url, params, isArray, hasBody, transformResponse)", () => {
    expect(
      definitions(
        [
          "angular.module('a').factory('R', ['$resource', function ($resource) {",
          "  return $resource('/api/records/:id', { id: '@id' }, {",
          "    update: { method: 'put' },",
          "    query: { method: 'GET', isArray: false, transformResponse: function (d) { return d; } },",
          "    search: { url: '/api/items/search', params: { typeId: 2 }, isArray: true },",
          "    touch: { method: 'POST', hasBody: false },",
          '  });',
          '}]);',
        ].join('\n'),
      ),
    ).toEqual([
      [
        'get GET',
        'save POST body',
        'query GET transformed',
        'remove DELETE',
        'delete DELETE',
        'update PUT body',
        'search GET array url params',
        'touch POST',
      ],
    ]);
  });

  it('$resource under another name through an array annotation; look-alikes: a same-named parameter annotated as something else, another function', () => {
    const code = [
      "angular.module('a').controller('C', ['$resource', 'http', function (res, $resource) {",
      "  var R = res('/api/records');",
      "  var S = $resource('/api/items');",
      "  var T = resource('/api/types');",
      '}]);',
      "var U = $resource('/api/other');",
    ].join('\n');
    // `res` (annotated `$resource`) and the free `$resource` at the top; the parameter `$resource` is `http`
    expect(definitions(code)).toHaveLength(2);
  });

  it("a URL node is the resource's template or an action's own url; a url elsewhere is neither", () => {
    const code = [
      "$resource('/api/records/:id', {}, { search: { method: 'GET', url: '/api/items/search' } });",
      "other('/api/records', {}, { search: { url: '/api/x' } });",
      "$resource(base, {}, { a: { url: '/api/y' } }, { url: '/api/z' });",
    ].join('\n');
    const places: string[] = [];
    walk(parse(code, 'babel'), [], (node: AstNode, parents) => {
      if (node.type !== 'StringLiteral' && node.type !== 'Literal') return true;
      const found = resourceUrlOf(node, parents);
      const value = (node as { value?: unknown }).value;
      if (found) places.push(`${String(value)} ${found.action ?? '(template)'}`);
      return true;
    });
    expect(places).toEqual(['/api/records/:id (template)', '/api/items/search search', '/api/y a']);
  });
});
