import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A client made by a factory returning an object of methods over a function its body declares, reached through a
 * memoised getter (`let shared; export function client() { shared ??= createClient(); return shared; }`;
 * `project/lazy-singleton.ts`, the linker's nested function declarations): `client().send('POST', path, body)` is the
 * request `send` makes, so the body's type follows. A `let` assigned two different values is not followed.
 */
const CLIENT = `const BASE = 'https://compliance.example.com/api/v4';

export interface Client {
  send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T>;
}

export function createClient(base: string): Client {
  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(\`\${base}\${path}\`, { method, body: JSON.stringify(body) });
  }
  return {
    async send<T>(method: 'POST' | 'PUT', path: string, body: unknown) {
      return (await (await request(method, path, body)).json()) as T;
    },
  };
}

let shared: Client | undefined;
export function client(): Client {
  shared ??= createClient(BASE);
  return shared;
}

let either: Client | undefined;
export function pick(audit: boolean): Client {
  if (audit) either = createClient('https://audit.example.org');
  else either = createClient(BASE);
  return either;
}
`;

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/client.ts': CLIENT,
  'src/hazards.ts': `import { client, pick } from './client';

export interface NewHazard { itemId: number; hazardName: string; riskLevel: string }
export interface OtherHazard { itemId: number; hazardName: string; riskLevel: string }

export function raise(hazard: NewHazard): Promise<unknown> {
  return client().send<unknown>('POST', '/hazards/complianceItem', hazard);
}

export function raiseEither(hazard: OtherHazard): Promise<unknown> {
  return pick(false).send<unknown>('POST', '/hazards/complianceItem', hazard);
}
`,
};

describe('a factory client reached through a memoised getter', () => {
  it('is read as the request its method sends; a variable assigned two clients is not followed', async () => {
    await migrateSmallProject('lazy-singleton-', files, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/hazards.ts'), 'utf8');
      expect(out).toContain('export interface NewHazard { itemId: number; title: string; severity: string }');
      expect(out).toContain(
        'export interface OtherHazard { itemId: number; hazardName: string; riskLevel: string }',
      );
    });
  }, 60_000);
});
