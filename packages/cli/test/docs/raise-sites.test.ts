import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceProgram } from './error-codes.js';
import { findErrorRoots, findRaiseSites, findUntypedCodes } from './raise-sites.js';

const ERRORS = `
export type Code = 'ERR_A' | 'ERR_B' | 'ERR_C' | 'ERR_DEAD' | 'ERR_NEVER_BUILT';
export class BaseError extends Error {
  constructor(readonly code: Code, message: string) { super(message); }
}
export class AError extends BaseError { constructor() { super('ERR_A', 'a'); } }
export class NeverBuiltError extends BaseError { constructor() { super('ERR_NEVER_BUILT', 'x'); } }
export class DefaultedError extends BaseError {
  constructor(code: Code = 'ERR_C') { super(code, 'c'); }
}
export class LooseError extends Error {
  readonly code: string;
  constructor(code: string) { super(code); this.code = code; }
}
const dead = (): BaseError => new BaseError('ERR_DEAD', 'nobody calls me');
export function raiseA(): never { throw new AError(); }
export const makeB = (): BaseError => new BaseError('ERR_B', 'b');
export const makeC = (): BaseError => new DefaultedError();
export function isForeign(error: { code?: string }): boolean { return error.code === 'ERR_FOREIGN'; }
export const loose = (): LooseError => new LooseError('ERR_LOOSE');
export class AnsweredError extends Error {
  constructor(readonly code: 'not_found' | 'forbidden') { super(code); }
}
export class Plain extends Error {}
`;
const USES = `import { isForeign, makeB, makeC, raiseA } from './errors.js';
export const uses = [isForeign, makeB, makeC, raiseA];
`;

describe('findRaiseSites', () => {
  let dir: string;
  let files: string[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'raise-sites-'));
    files = [join(dir, 'errors.ts'), join(dir, 'uses.ts')];
    await writeFile(join(dir, 'package.json'), '{"type": "module"}');
    await writeFile(files[0]!, ERRORS);
    await writeFile(files[1]!, USES);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('counts constructions of live code, through super() and defaults, not classes never built, dead factories, comparisons or untyped codes', () => {
    const program = workspaceProgram(files);
    const sites = findRaiseSites(program, files);
    expect(sites.map((s) => s.code).sort()).toEqual(['ERR_A', 'ERR_B', 'ERR_C']);
    expect(sites.find((s) => s.code === 'ERR_A')).toMatchObject({
      file: files[0],
      line: ERRORS.split('\n').findIndex((l) => l.includes('throw new AError')) + 1,
    });
    expect(findUntypedCodes(program, files)).toEqual([
      { className: 'LooseError', file: files[0], type: 'string' },
    ]);
  });

  it('finds the roots of coded error hierarchies: classes extending Error with an ERR_* (or untyped) code', () => {
    const program = workspaceProgram(files);
    expect(findErrorRoots(program, files).map((r) => r.className)).toEqual(['BaseError', 'LooseError']);
  });
});
