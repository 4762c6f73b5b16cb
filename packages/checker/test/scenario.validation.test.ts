import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario, ScenarioInvalidError, ScenarioReadError } from '../src/index.js';
import { fixture, SANDBOX_SECRETS } from './helpers/sandbox.js';

async function write(text: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'scenario-')), 'scenario.yaml');
  await writeFile(file, text);
  return file;
}

const target = (v: number) => `{ baseUrl: 'http://127.0.0.1:1/api/v${v}', version: ${v}, company: 1001 }`;

describe('scenario validation', () => {
  it('the example scenarios are valid', async () => {
    for (const name of ['sandbox-v5-v6.yaml', 'sandbox-v4-v5.yaml', 'sandbox-v4-proxy.yaml']) {
      const s = await loadScenario(fixture(`scenarios/${name}`), { env: SANDBOX_SECRETS });
      expect(s.operations.length).toBeGreaterThan(0);
      expect(s.targets.a.auth?.issuer).toBe('http://127.0.0.1:5080/auth');
    }
  });

  it('names the file, the path and what was expected', async () => {
    const file = await write(
      `targets:\n  a: { baseUrl: 'not a url', version: 7, company: acme }\n  b: ${target(6)}\noperations:\n  - { name: x, method: FETCH, path: categories }\n  - { name: x, method: GET, path: /a }\noptions: { concurency: 3 }\n`,
    );
    const error = await loadScenario(file, { env: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioInvalidError);
    const e = error as ScenarioInvalidError;
    expect(e.code).toBe('ERR_CHECK_SCENARIO_INVALID');
    expect(e.message).toContain(file);
    const byPath = Object.fromEntries(e.issues.map((i) => [i.path, i.message]));
    expect(byPath['targets.a.baseUrl']).toMatch(/base URL/);
    expect(byPath['targets.a.version']).toMatch(/4, 5 or 6/);
    expect(byPath['targets.a.company']).toMatch(/numeric company id/);
    expect(byPath['operations[0].method']).toMatch(/GET, POST/);
    expect(byPath['operations[0].path']).toMatch(/starting with "\/"/);
    expect(byPath.options).toMatch(/unknown key\(s\) "concurency"/);
  });

  it('an overlay path that names no file: the file, options.overlays[i], where it looked and the fix', async () => {
    // as a user copies a repository's scenario into a project without the overlay beside it
    const file = await write(
      `targets:\n  a: ${target(5)}\n  b: ${target(6)}\noptions: { overlays: [../maps/sandbox.yaml] }\noperations:\n  - { name: x, method: GET, path: /a }\n`,
    );
    const error = await loadScenario(file, { env: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioInvalidError);
    const e = error as ScenarioInvalidError;
    expect(e.message).toContain(file);
    expect(e.issues).toEqual([
      {
        path: 'options.overlays[0]',
        message: `"../maps/sandbox.yaml" names ${join(file, '../../maps/sandbox.yaml')}, which does not exist (a path relative to the scenario's folder): copy the overlay there or correct the path`,
      },
    ]);
  });

  it('knows the line each operation starts on, for annotations', async () => {
    const file = await write(
      `targets:\n  a: ${target(5)}\n  b: ${target(6)}\noperations:\n  - name: first\n    method: GET\n    path: /a\n  - { name: second, method: GET, path: /b }\n`,
    );
    const scenario = await loadScenario(file, { env: {} });
    expect(scenario.lines).toEqual({ first: 5, second: 8 });
  });

  it('says a missing company is required, and what it is for', async () => {
    const file = await write(
      `targets:\n  a: { baseUrl: 'http://127.0.0.1:1/api/v5', version: 5 }\n  b: ${target(6)}\noperations:\n  - { name: x, method: GET, path: /a }\n`,
    );
    const error = (await loadScenario(file, { env: {} }).catch((e: unknown) => e)) as ScenarioInvalidError;
    const byPath = Object.fromEntries(error.issues.map((i) => [i.path, i.message]));
    expect(byPath['targets.a.company']).toBe(
      'required: the numeric company id sent as X-Company-Context, such as 1001',
    );
  });

  it('an undefined auth profile and duplicate operation names', async () => {
    const file = await write(
      `targets:\n  a: { baseUrl: 'http://127.0.0.1:1/api/v5', version: 5, company: 1, auth: alice }\n  b: ${target(6)}\noperations:\n  - { name: x, method: GET, path: /a }\n  - { name: x, method: GET, path: /b }\n`,
    );
    const e = (await loadScenario(file, { env: {} }).catch((x: unknown) => x)) as ScenarioInvalidError;
    expect(e.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'targets.a.auth',
          message: expect.stringMatching(/"alice", which is not defined/),
        }),
        expect.objectContaining({ path: 'operations[1].name', message: expect.stringMatching(/used twice/) }),
      ]),
    );
  });

  it('an unset ${VAR} names the variable and the path', async () => {
    const file = await write(
      `targets:\n  a: { baseUrl: '\${NOPE}/api/v5', version: 5, company: 1 }\n  b: ${target(6)}\noperations: [{ name: x, method: GET, path: /a }]\n`,
    );
    const e = (await loadScenario(file, { env: {} }).catch((x: unknown) => x)) as ScenarioInvalidError;
    expect(e.issues).toEqual([
      { path: 'targets.a.baseUrl', message: expect.stringMatching(/\$\{NOPE\}.*export NOPE/) },
    ]);
  });

  it('a missing file and bad YAML are read errors', async () => {
    await expect(loadScenario('/nonexistent/s.yaml')).rejects.toThrow(ScenarioReadError);
    await expect(loadScenario(await write('targets: [\n'))).rejects.toThrow(/not valid YAML at line/);
  });

  it('a missing file next to one likely meant (.yml for .yaml) names it', async () => {
    const file = await write('targets: {}\n');
    const wrong = file.replace(/\.yaml$/, '.yml');
    await expect(loadScenario(wrong)).rejects.toThrow(`${wrong}: no such file; did you mean ${file}?`);
  });
});
