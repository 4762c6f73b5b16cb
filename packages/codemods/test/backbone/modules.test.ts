import { describe, expect, it } from 'vitest';
import { moduleLinks } from '../../src/backbone/modules.js';
import { parse } from '../../src/transform/parser.js';
import type { AstNode } from '../../src/transform/node-types.js';

/** The links of modules given by path and text; `resources` are the other files that exist. */
function links(files: Record<string, string>, resources: string[] = []) {
  const trees = new Map<string, AstNode>(Object.entries(files).map(([f, t]) => [f, parse(t, 'babel')]));
  const found = moduleLinks(trees, (file) => resources.includes(file) || trees.has(file));
  return (file: string) => Object.fromEntries([...found.get(file)!.imports].map(([n, i]) => [n, i.file]));
}

describe('module links', () => {
  it('AMD ids through requirejs.config baseUrl and paths, a text! resource, relative ids', () => {
    const of = links(
      {
        '/app/main.js': "requirejs.config({ baseUrl: '/app/js', paths: { lib: 'vendor/lib' } });",
        '/app/js/views/a.js':
          "define(['lib/x', './b', 'text!tpl/row.html', 'jquery'], function (X, B, row, $) {});",
        '/app/js/vendor/lib/x.js': 'define({});',
        '/app/js/views/b.js': 'define({});',
      },
      ['/app/js/tpl/row.html'],
    );
    expect(of('/app/js/views/a.js')).toEqual({
      X: '/app/js/vendor/lib/x.js',
      B: '/app/js/views/b.js',
      row: '/app/js/tpl/row.html',
    });
  });

  it('without a config: from the module folder up; CommonJS and ES imports relative to the file', () => {
    const of = links({
      '/s/views/a.js': "define(['models/m'], function (M) {});",
      '/s/models/m.js': 'define({});',
      '/s/c.js': "var M = require('./models/m');\nimport A from './views/a';\nvar pkg = require('backbone');",
    });
    expect(of('/s/views/a.js')).toEqual({ M: '/s/models/m.js' });
    expect(of('/s/c.js')).toEqual({ M: '/s/models/m.js', A: '/s/views/a.js' });
  });
});
