import { describe, expect, it } from 'vitest';
import { isProxyBase, proxyRouteBases } from '../../src/project/proxy-routes.js';

const FORWARDS = `export default async function handler(req, res) {
  const path = String(req.params.path ?? '');
  res.json(await complianceClient().get(\`/\${path}\`, req.query));
}`;

describe("the app's own catch-all routes that forward their path", () => {
  it('names the route prefix of a Gatsby or Nitro catch-all that writes its parameter after a slash', () => {
    const bases = proxyRouteBases([
      ['/site/src/api/compliance/[...path].ts', FORWARDS],
      [
        '/nuxt/server/api/svc/[...rest].ts',
        "const rest = getRouterParam(event, 'rest'); return $fetch(`/${rest}`);",
      ],
    ]);
    expect([...bases].sort()).toEqual(['/api/compliance', '/api/svc']);
  });

  it('leaves a catch-all that reads no such parameter, a route that is no catch-all, and packages', () => {
    const bases = proxyRouteBases([
      ['/site/src/api/files/[...path].ts', 'export default (req, res) => res.send(`listing of ${req.url}`);'],
      ['/site/src/api/subscriptions/[id].ts', FORWARDS.replace('params.path', 'params.id')],
      ['/site/src/pages/live/[...].tsx', FORWARDS],
      ['/site/node_modules/x/src/api/y/[...path].ts', FORWARDS],
    ]);
    expect([...bases]).toEqual([]);
  });

  it('compares a written prefix with or without its trailing slash', () => {
    const bases = new Set(['/api/compliance']);
    expect(isProxyBase('/api/compliance/', bases)).toBe(true);
    expect(isProxyBase('/api/compliance', bases)).toBe(true);
    expect(isProxyBase('/api/cms/', bases)).toBe(false);
  });
});
