import { expect, it } from 'vitest';
import { createChangeMap, createTranslator } from '../../src/index.js';

const t45 = createTranslator(createChangeMap(), 4, 5);

it('reports the id a request body gives to the path as a moved-to-path note', () => {
  const out = t45.request({
    method: 'PUT',
    path: '/notificationProfiles/update',
    body: '{"id":"p-1","name":"n"}',
  });
  expect(out.path).toBe('/notificationProfiles/p-1');
  expect(out.notes).toEqual([
    expect.objectContaining({ code: 'moved-to-path', path: '$.id', changeId: expect.any(String) }),
  ]);
});
