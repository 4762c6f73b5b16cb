import { describe, expect, it } from 'vitest';
import { OwnRoutes } from '../../src/project/own-routes.js';

describe('the routes a Next.js app serves itself, from its file names', () => {
  const routes = new OwnRoutes([
    '/repo/src/app/api/records/route.ts',
    '/repo/src/app/(admin)/api/types/[id]/route.ts',
    '/repo/app/api/files/[...slug]/route.js',
    '/repo/pages/api/health/index.ts',
    '/repo/pages/api/exports/[kind].ts',
    '/repo/src/app/records/page.tsx',
    '/repo/node_modules/pkg/app/api/items/route.js',
  ]);
  it('matches route handlers and API routes, their [params], catch-alls and queries', () => {
    expect(routes.serves('/api/records')).toBe(true);
    expect(routes.serves('/api/records?page=2')).toBe(true);
    expect(routes.serves('/api/types/\uE0000\uE000')).toBe(true);
    expect(routes.serves('/api/files/a/b')).toBe(true);
    expect(routes.serves('/api/health')).toBe(true);
    expect(routes.serves('/api/exports/xlsx')).toBe(true);
  });
  it('does not match pages, other paths, or packages under node_modules', () => {
    expect(routes.serves('/records')).toBe(false);
    expect(routes.serves('/api/records/1')).toBe(false);
    expect(routes.serves('/api/types')).toBe(false);
    expect(routes.serves('/api/files')).toBe(false);
    expect(routes.serves('/api/items')).toBe(false);
  });
});
