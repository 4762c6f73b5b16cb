import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { PROXY_ENV } from '../src/settings/index.js';

// Docker and a cluster are not available where the tests run: this checks what can be checked offline.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const kube = `${root}deploy/kubernetes/`;

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

async function manifests(): Promise<Map<string, Manifest>> {
  const byKind = new Map<string, Manifest>();
  for (const file of (await readdir(kube)).filter((f) => f.endsWith('.yaml'))) {
    for (const doc of parseAllDocuments(await readFile(kube + file, 'utf8'))) {
      expect(doc.errors, file).toEqual([]);
      const value = doc.toJS() as Manifest;
      expect(value.apiVersion, file).toBeTruthy();
      expect(value.kind, file).toBeTruthy();
      byKind.set(value.kind, value);
    }
  }
  return byKind;
}

describe('deploy/kubernetes', () => {
  it('is well-formed YAML with a Deployment, Service, HorizontalPodAutoscaler and ConfigMap', async () => {
    const kinds = await manifests();
    expect([...kinds.keys()].sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Kustomization', 'Service'].sort(),
    );
  });

  it('probes the proxy endpoints on the port it listens on', async () => {
    const kinds = await manifests();
    const deployment = kinds.get('Deployment')!;
    const container = deployment.spec.template.spec.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    const port = container.ports.find((p: { name: string }) => p.name === 'http').containerPort;
    const config = kinds.get('ConfigMap')!;
    expect(config.data![PROXY_ENV.listen]).toBe(`0.0.0.0:${port}`);
    expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    expect(kinds.get('Service')!.spec.selector).toEqual(deployment.spec.template.metadata.labels);
    expect(kinds.get('HorizontalPodAutoscaler')!.spec.scaleTargetRef.name).toBe(deployment.metadata.name);
  });

  it('configures only settings the CLI reads, with an overlay the map accepts', async () => {
    const config = (await manifests()).get('ConfigMap')!;
    const known = new Set<string>([...Object.values(PROXY_ENV), 'LOG_LEVEL']);
    for (const key of Object.keys(config.data!)) {
      if (key.endsWith('.yaml')) continue;
      expect(known, key).toContain(key);
    }
    const overlayText = config.data!['overlay.yaml']!;
    const content = parseAllDocuments(overlayText)[0]!.toJS();
    expect(() => createChangeMap([{ file: 'overlay.yaml', content }])).not.toThrow();
    expect(config.data![PROXY_ENV.overlay]).toBe('/etc/compliance-migrate/overlays/overlay.yaml');
  });
});

describe('deploy/Dockerfile', () => {
  it('copies paths that exist and starts the proxy-only install’s bin, as the Deployment does', async () => {
    const text = await readFile(`${root}deploy/Dockerfile`, 'utf8');
    for (const [, source] of text.matchAll(/^COPY (?!--from)(\S+)/gm)) {
      expect(existsSync(root + source!), source).toBe(true);
    }
    const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(text)![1]!) as string[];
    expect(entrypoint).toEqual([
      'node',
      '/app/node_modules/@compliance-migrate/proxy/bin/compliance-migrate-proxy.js',
    ]);
    const proxyPackage = JSON.parse(await readFile(`${root}packages/proxy/package.json`, 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(
      `/app/node_modules/@compliance-migrate/proxy/${proxyPackage.bin['compliance-migrate-proxy']!.slice(2)}`,
    ).toBe(entrypoint[1]);
    expect(/^USER node$/m.test(text)).toBe(true);
    expect(text).toMatch(/^HEALTHCHECK /m);
    // Multi-stage: the image runs what npm installed from the packed proxy and rename-map, no workspace.
    expect(text).toMatch(/pnpm pack --pack-destination \/packs\) \\\n && \(cd packages\/proxy && pnpm pack/);
    expect(text).toContain('npm install --omit=dev');
    const deployment = (await manifests()).get('Deployment')!;
    expect(deployment.spec.template.spec.containers[0].command).toEqual(entrypoint);
    // Every workspace package's manifest is copied before `pnpm install --frozen-lockfile`.
    for (const dir of await readdir(`${root}packages`)) {
      expect(text, dir).toContain(`COPY packages/${dir}/package.json packages/${dir}/`);
    }
  });
});
