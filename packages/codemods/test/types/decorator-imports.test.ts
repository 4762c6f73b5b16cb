import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { unusedDecoratorImports } from '../../src/types/decorator-imports.js';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** `text` with the deletions applied, and the names of the class members given removed. */
function afterRemoving(text: string, members: string[]): string {
  const file = new Project({ useInMemoryFileSystem: true }).createSourceFile('dto.ts', text);
  const removed = file
    .getClasses()
    .flatMap((c) => c.getProperties())
    .filter((p) => members.includes(p.getName()));
  let out = text;
  for (const member of [...removed].reverse())
    out = out.slice(0, member.getStart()) + out.slice(member.getEnd());
  const deletions = unusedDecoratorImports(file, removed).sort((a, b) => b.start - a.start);
  // the deletions lie in the imports, above every member: applied after the members, from the end
  for (const d of deletions) out = out.slice(0, d.start) + (d.text ?? '') + out.slice(d.end);
  return out;
}

describe('the imports a removed member leaves unused (types/decorator-imports.ts)', () => {
  it("drops a decorator's name that nothing else in the file uses, from a one-line import", () => {
    const text = [
      "import { IsBoolean, IsInt, IsOptional } from 'class-validator';",
      'export class Row {',
      '  @IsOptional() @IsInt() id!: number;',
      '  @IsBoolean() gone!: boolean;',
      '}',
    ].join('\n');
    expect(afterRemoving(text, ['gone']).split('\n')[0]).toBe(
      "import { IsInt, IsOptional } from 'class-validator';",
    );
  });

  it('keeps a name another member, a type or a call still uses', () => {
    const text = [
      "import { IsBoolean, IsInt, Type } from 'class-validator';",
      'export class Row {',
      '  @IsBoolean() active!: boolean;',
      '  @IsBoolean() @Type() gone!: boolean;',
      '}',
      'export const check: typeof IsInt = IsInt;',
    ].join('\n');
    expect(afterRemoving(text, ['gone']).split('\n')[0]).toBe(
      "import { IsBoolean, IsInt } from 'class-validator';",
    );
  });

  it('removes the whole line of an import naming nothing else, and keeps a multi-line import multi-line', () => {
    const text = [
      "import { Exclude } from 'class-transformer';",
      'import {',
      '  IsBoolean,',
      '  IsInt,',
      '  IsString,',
      "} from 'class-validator';",
      'export class Row {',
      '  @IsInt() id!: number;',
      '  @IsString() name!: string;',
      '  @Exclude() @IsBoolean() gone!: boolean;',
      '}',
    ].join('\n');
    expect(afterRemoving(text, ['gone']).split('\n').slice(0, 4)).toEqual([
      'import {',
      '  IsInt,',
      '  IsString,',
      "} from 'class-validator';",
    ]);
  });

  it('keeps a default import, and gives nothing for members without decorators', () => {
    const text = [
      "import validator, { IsBoolean } from 'class-validator';",
      'export class Row {',
      '  @IsBoolean() gone!: boolean;',
      '  plain!: string;',
      '}',
    ].join('\n');
    expect(afterRemoving(text, ['gone']).split('\n')[0]).toBe("import validator from 'class-validator';");
    expect(afterRemoving(text, ['plain'])).toBe(text.replace('plain!: string;', ''));
  });
});

/** A NestJS-style DTO of the profile search rows, whose `isDeleted` v6 removes, read by a typed client. */
const stand = [
  "declare module 'class-validator' {",
  '  export function IsBoolean(): PropertyDecorator;',
  '  export function IsInt(): PropertyDecorator;',
  '  export function IsString(): PropertyDecorator;',
  '}',
  '',
].join('\n');

const dto = [
  "import { IsBoolean, IsInt, IsString } from 'class-validator';",
  '',
  'export class ProfileRowDto {',
  '  @IsInt()',
  '  profileId!: number;',
  '',
  '  @IsString()',
  '  name!: string;',
  '',
  '  @IsBoolean()',
  '  isDeleted!: boolean;',
  '}',
  '',
].join('\n');

const client = [
  "import type { ProfileRowDto } from './profile.dto';",
  '',
  'export async function searchProfiles(page: number): Promise<ProfileRowDto[]> {',
  "  const res = await fetch(`/api/profiles/search?page=${page}`, { headers: { 'X-Company-Context': '1' } });",
  '  const body = (await res.json()) as { data: ProfileRowDto[] };',
  '  return body.data;',
  '}',
  '',
].join('\n');

describe('a removed field of a decorated DTO class', () => {
  it('goes with its decorators, the blank line above it and the import only it used; a rerun changes nothing', () =>
    migrateSmallProject(
      'decorator-imports-',
      {
        'src/types.d.ts': stand,
        'src/profile.dto.ts': dto,
        'src/client.ts': client,
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            types: [],
            lib: ['es2022', 'dom'],
            experimentalDecorators: true,
          },
          include: ['src'],
        }),
      },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/profile.dto.ts'), 'utf8')).toBe(
          [
            "import { IsInt, IsString } from 'class-validator';",
            '',
            'export class ProfileRowDto {',
            '  @IsInt()',
            '  profileId!: number;',
            '',
            '  @IsString()',
            '  name!: string;',
            '}',
            '',
          ].join('\n'),
        );
        expect(report.typeErrors).toEqual([]);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    ));
});
