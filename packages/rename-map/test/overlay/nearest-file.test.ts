import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nearestFile } from '../../src/overlay/nearest-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-nearest-'));
  await writeFile(join(dir, 'acme-service.yaml'), 'changes: []\n');
  await writeFile(join(dir, 'tenant.json'), '{}\n');
  await writeFile(join(dir, 'notes.txt'), 'not a document\n');
  await mkdir(join(dir, 'audit.yml')); // a folder is never offered
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('nearestFile', () => {
  it('offers the same name with the other YAML or JSON extension, in the folder part the user wrote', async () => {
    expect(await nearestFile(join(dir, 'acme-service.yml'))).toBe(join(dir, 'acme-service.yaml'));
    expect(await nearestFile(join(dir, 'tenant.yaml'))).toBe(join(dir, 'tenant.json'));
  });

  it('offers a document file within two edits of a misspelt name', async () => {
    expect(await nearestFile(join(dir, 'acme-servce.yaml'))).toBe(join(dir, 'acme-service.yaml'));
    expect(await nearestFile(join(dir, 'Tenant.json'))).toBe(join(dir, 'tenant.json'));
  });

  it('offers nothing for a name far from every document, a non-document file, or a folder that does not exist', async () => {
    expect(await nearestFile(join(dir, 'payroll.yaml'))).toBeUndefined();
    expect(await nearestFile(join(dir, 'notes.yaml'))).toBeUndefined();
    expect(await nearestFile(join(dir, 'audit.yaml'))).toBeUndefined();
    expect(await nearestFile(join(dir, 'missing', 'acme-service.yaml'))).toBeUndefined();
  });
});
