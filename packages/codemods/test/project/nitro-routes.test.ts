import { describe, expect, it } from 'vitest';
import { nitroRouteOf } from '../../src/project/nitro-routes.js';
import { OwnRoutes } from '../../src/project/own-routes.js';

describe('the routes a Nuxt/Nitro app serves itself, from its server file names', () => {
  it('reads server/api and server/routes files: method suffixes, index, [params] and catch-alls', () => {
    expect(nitroRouteOf('/app/server/api/records.get.ts')).toEqual(['api', 'records']);
    expect(nitroRouteOf('/app/server/api/types/[id].put.ts')).toEqual(['api', 'types', '[id]']);
    expect(nitroRouteOf('/app/server/api/exports/index.ts')).toEqual(['api', 'exports']);
    expect(nitroRouteOf('/app/server/routes/health.js')).toEqual(['health']);
    expect(nitroRouteOf('server/api/files/[...slug].ts')).toEqual(['api', 'files', '[...slug]']);
  });
  it('is no route for other files: middleware, utils, pages, composables', () => {
    expect(nitroRouteOf('/app/server/middleware/auth.ts')).toBeUndefined();
    expect(nitroRouteOf('/app/server/utils/records.ts')).toBeUndefined();
    expect(nitroRouteOf('/app/pages/records/index.vue')).toBeUndefined();
    expect(nitroRouteOf('/app/composables/api/records.ts')).toBeUndefined();
  });
  it('makes OwnRoutes serve those paths, and only those', () => {
    const routes = new OwnRoutes([
      '/app/server/api/records.get.ts',
      '/app/server/api/types/[id].put.ts',
      '/app/server/routes/health.ts',
      '/app/node_modules/mod/server/api/items.ts',
    ]);
    expect(routes.serves('/api/records')).toBe(true);
    expect(routes.serves('/api/records?recordName=\uE0000\uE000')).toBe(true);
    expect(routes.serves('/api/types/\uE0000\uE000')).toBe(true);
    expect(routes.serves('/health')).toBe(true);
    expect(routes.serves('/records')).toBe(false);
    expect(routes.serves('/api/types')).toBe(false);
    expect(routes.serves('/api/items')).toBe(false);
  });
});
