import { describe, expect, it } from 'vitest';
import { marker } from '../../src/api/markers.js';
import { modelUrls } from '../../src/transform/ember-model-urls.js';
import { parse } from '../../src/transform/parser.js';

/**
 * URLs built on a model's URL outside its adapter, written unlike the Ember trial's service: the URL handed to
 * `ajax` directly, a `const` holding an id-less one; a template not sent with `ajax` is not one.
 */
describe('model URLs built with buildURL', () => {
  it('have the model path, the id, the rest, and the method of the ajax call', () => {
    const source = [
      'export function history(adapter, id) {',
      "  return adapter.ajax(`${adapter.buildURL('item-history', id)}/answer?full=1`, 'get');",
      '}',
      'export async function archiveAll(adapter) {',
      "  const url = `${adapter.buildURL('type')}/archive`;",
      "  await adapter.ajax(url, 'PUT');",
      "  const label = `${adapter.buildURL('record')}/labels`;",
      '  console.log(label);',
      '}',
    ].join('\n');
    expect(modelUrls(parse(source, 'babel')).map(({ path, method }) => ({ path, method }))).toEqual([
      { path: `/itemHistories/${marker(0)}/answer`, method: 'GET' },
      { path: '/types/archive', method: 'PUT' },
    ]);
  });
});
