import { describe, expect, it } from 'vitest';

// The public surface of every package, pinned: an export added or removed shows up in review as a snapshot change.
const packages = {
  'rename-map': () => import('@compliance-migrate/rename-map'),
  sandbox: () => import('@compliance-migrate/sandbox'),
  proxy: () => import('@compliance-migrate/proxy'),
  codemods: () => import('@compliance-migrate/codemods'),
  'codemods/jscodeshift': () => import('@compliance-migrate/codemods/jscodeshift'),
  auth: () => import('@compliance-migrate/auth'),
  checker: () => import('@compliance-migrate/checker'),
};

describe('public surface', () => {
  it.each(Object.entries(packages))('@compliance-migrate/%s exports', async (_name, load) => {
    const exports = await load();
    expect(
      Object.keys(exports)
        .sort()
        .map((key) => `${key}: ${typeof (exports as Record<string, unknown>)[key]}`),
    ).toMatchSnapshot();
  });
});
