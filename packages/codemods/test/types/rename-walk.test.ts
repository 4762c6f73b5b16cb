import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { RenameWalk, type RenameSpan } from '../../src/types/rename-walk.js';
import { fixturesDir, tempDir } from '../helpers.js';

/** The language service's rename of a declaration name, as `file:start-end+suffix` (quotes left out). */
function serviceRename(project: Project, node: Node, prefixes: boolean): string[] {
  return project
    .getLanguageService()
    .findRenameLocations(node, { usePrefixAndSuffixText: prefixes })
    .map((location) => {
      const span = location.getTextSpan();
      const text = location.getSourceFile().getFullText();
      const quote = /^['"`]/.test(text.slice(span.getStart(), span.getEnd())) ? 1 : 0;
      const where = `${location.getSourceFile().getFilePath()}:${span.getStart() + quote}-${span.getEnd() - quote}`;
      return `${where}${location.getPrefixText() ?? ''}+${location.getSuffixText() ?? ''}`;
    })
    .sort();
}

function walked(spans: readonly RenameSpan[]): string[] {
  return spans.map((s) => `${s.file.getFilePath()}:${s.start}-${s.end}+${s.suffix ?? ''}`).sort();
}

/** `file:line:text` of each span, for readable expectations. */
function described(spans: readonly RenameSpan[]): string[] {
  return spans.map((s) => {
    const { line } = s.file.getLineAndColumnAtPos(s.start);
    const file = s.file.getBaseName();
    return `${file}:${line}:${s.file.getFullText().slice(s.start, s.end)}${s.suffix ?? ''}`;
  });
}

async function writeProject(dir: string, files: Record<string, string>): Promise<Project> {
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['src'] }),
  );
  await mkdir(join(dir, 'src'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'src', name), text);
  return new Project({ tsConfigFilePath: join(dir, 'tsconfig.json') });
}

function property(project: Project, owner: string, name: string): Node {
  return project
    .getSourceFiles()
    .flatMap((f) => f.getInterfaces())
    .find((i) => i.getName() === owner)!
    .getPropertyOrThrow(name)
    .getNameNode();
}

function interfaceName(project: Project, name: string): Node {
  return project
    .getSourceFiles()
    .flatMap((f) => f.getInterfaces())
    .find((i) => i.getName() === name)!
    .getNameNode();
}

const models = [
  'export interface Record {',
  '  recordId: number;',
  '  recordName: string;',
  '}',
  'export interface Other {',
  '  recordId: number;',
  '}',
  '',
].join('\n');

describe('the rename walk', () => {
  it('finds what the language service renames: through a barrel, shorthand, destructuring, unions, keys', async () => {
    const { dir, cleanup } = await tempDir('rename-walk-');
    try {
      const project = await writeProject(dir, {
        'models.ts': models,
        'index.ts': "export * from './models';\n",
        'use.ts': [
          "import type { Other, Record } from './index';",
          'export const id = (r: Record) => r.recordId;',
          'export const other = (o: Other) => o.recordId;',
          'export function make(recordName: string): Record {',
          '  return { recordId: 1, recordName };',
          '}',
          'export function read(row: Record) {',
          '  const { recordName } = row;',
          "  return recordName + row['recordId'];",
          '}',
          "export type Key = Record['recordName'];",
          'export const either = (u: Record | { recordId: string }) => u.recordId;',
          '',
        ].join('\n'),
      });
      const targets = [
        { node: interfaceName(project, 'Record'), prefixes: false },
        { node: property(project, 'Record', 'recordId'), prefixes: true },
        { node: property(project, 'Record', 'recordName'), prefixes: true },
      ];
      const walk = new RenameWalk(project, targets);
      for (const { node, prefixes } of targets) {
        const spans = walk.locate(node);
        expect(spans, node.getText()).toBeDefined();
        expect(walked(spans!)).toEqual(serviceRename(project, node, prefixes));
      }
      expect(described(walk.locate(targets[0]!.node)!)).toEqual([
        'models.ts:1:Record',
        'use.ts:1:Record',
        'use.ts:2:Record',
        'use.ts:4:Record',
        'use.ts:7:Record',
        'use.ts:11:Record',
        'use.ts:12:Record',
      ]);
      // `o.recordId` is another interface's: not renamed; the union's member is
      expect(described(walk.locate(targets[1]!.node)!)).toEqual([
        'models.ts:2:recordId',
        'use.ts:2:recordId',
        'use.ts:5:recordId',
        'use.ts:9:recordId',
        'use.ts:12:recordId',
      ]);
      // the shorthand and the destructured local keep their names
      expect(described(walk.locate(targets[2]!.node)!)).toEqual([
        'models.ts:3:recordName',
        'use.ts:5:recordName: recordName',
        'use.ts:8:recordName: recordName',
        'use.ts:11:recordName',
      ]);
    } finally {
      await cleanup();
    }
  });

  it('leaves to the language service what it cannot vouch for: `as` imports, JSDoc, inheritance', async () => {
    const { dir, cleanup } = await tempDir('rename-walk-');
    try {
      const project = await writeProject(dir, {
        'models.ts': models,
        'aliased.ts': "import type { Record as Row } from './models';\nexport type Rows = Row[];\n",
        'jsdoc.ts': '/** @see Other for the rest */\nexport const x = 1;\n',
        'impl.ts':
          "import type { Record } from './models';\nexport class R implements Record {\n  recordId = 1;\n  recordName = '';\n}\n",
      });
      const record = interfaceName(project, 'Record');
      const other = interfaceName(project, 'Other');
      const id = property(project, 'Record', 'recordId');
      const otherId = property(project, 'Other', 'recordId');
      const walk = new RenameWalk(project, [
        { node: record, prefixes: false },
        { node: other, prefixes: false },
        { node: id, prefixes: true },
        { node: otherId, prefixes: true },
      ]);
      expect(walk.locate(record)).toBeUndefined();
      expect(walk.locate(other)).toBeUndefined();
      expect(walk.locate(id)).toBeUndefined();
      // a class implementing Record declares a `recordId`: even Other's rename is left to the service
      expect(walk.locate(otherId)).toBeUndefined();
      // and a declaration that is not a property signature or a type is never the walk's
      const literal = project
        .getSourceFileOrThrow('impl.ts')
        .getClassOrThrow('R')
        .getPropertyOrThrow('recordId');
      expect(
        new RenameWalk(project, [{ node: literal.getNameNode(), prefixes: true }]).locate(
          literal.getNameNode(),
        ),
      ).toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it.each(['realistic/v4', 'sdk-lookalike', 'trial-ts2/v4', 'held-out/v5'])(
    'agrees with the language service on every interface, type alias and property signature of %s, or defers',
    (fixture) => {
      const project = new Project({ tsConfigFilePath: join(fixturesDir, fixture, 'tsconfig.json') });
      const targets: { node: Node; prefixes: boolean }[] = [];
      for (const file of project.getSourceFiles()) {
        if (file.isInNodeModules() || file.isDeclarationFile()) continue;
        file.forEachDescendant((node) => {
          if (Node.isInterfaceDeclaration(node) || Node.isTypeAliasDeclaration(node))
            targets.push({ node: node.getNameNode(), prefixes: false });
          else if (Node.isPropertySignature(node) && Node.isIdentifier(node.getNameNode()))
            targets.push({ node: node.getNameNode(), prefixes: true });
        });
      }
      const walk = new RenameWalk(project, targets);
      let vouched = 0;
      for (const { node, prefixes } of targets) {
        const spans = walk.locate(node);
        if (!spans) continue;
        vouched++;
        expect(walked(spans), `${node.getSourceFile().getBaseName()}: ${node.getText()}`).toEqual(
          serviceRename(project, node, prefixes),
        );
      }
      // the walk answers for a good part of them (else it would save nothing); JSDoc mentions, `as` imports and
      // inheritance leave the rest to the language service
      expect(targets.length).toBeGreaterThan(10);
      expect(vouched).toBeGreaterThan(targets.length / 4);
    },
  );
});
