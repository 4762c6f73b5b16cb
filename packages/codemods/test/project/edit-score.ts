import { diffArrays } from 'diff';
import { parse, parserFor, type AstNode } from '../../src/transform/parser.js';
import { SKIPPED_KEYS, walk } from '../../src/transform/ast-walk.js';

/** One edit between two texts: input tokens [start, end) replaced by `text`. */
export interface Hunk {
  start: number;
  end: number;
  text: string;
  /** Offset of the edit in the input, and where it sits: a type, an import, or code. */
  offset: number;
  where: 'types' | 'imports' | 'code';
}

/** How a run's edits compare with the edits an ideal migration makes, in one file or summed. */
export interface Score {
  required: number;
  made: number;
  missed: Hunk[];
  /** Edits where an edit was needed, but not this one. */
  wrong: Hunk[];
  /** Edits where no edit was needed at all: code that is not this API, or not changed by the map. */
  outside: Hunk[];
  byWhere: Record<Hunk['where'], { required: number; made: number }>;
}

const TOKENS = /[A-Za-z0-9_$]+|\s+|[^A-Za-z0-9_$\s]/g;
// `//` in code, `{/* … */}` among JSX children, `<!-- … -->` in an Angular template
const TODO_LINE =
  /^[ \t]*(\/\/ TODO\(compliance-migrate\):.*|\{\/\* TODO\(compliance-migrate\):.*\*\/\}|<!-- TODO\(compliance-migrate\):.*-->)\n/gm;
const TYPE_NODES = new Set([
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSEnumDeclaration',
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSModuleDeclaration',
]);

/** A run's output without the TODO comments it inserted: those are notes to a person, not edits. */
export function withoutTodos(text: string): string {
  return text.replace(TODO_LINE, '');
}

/** The token-level edits that turn `before` into `after`, each placed in the input. */
export function hunks(before: string, after: string, file: string): Hunk[] {
  const a = before.match(TOKENS) ?? [];
  const b = after.match(TOKENS) ?? [];
  const offsets: number[] = [];
  let at = 0;
  for (const t of a) {
    offsets.push(at);
    at += t.length;
  }
  offsets.push(at);
  const ranges = typeRanges(before, file);
  const out: Hunk[] = [];
  let i = 0;
  let open: { start: number; end: number; text: string } | undefined;
  const close = (): void => {
    if (!open) return;
    const offset = offsets[open.start]!;
    const where = ranges.find((r) => r.start <= offset && offset < r.end)?.where ?? 'code';
    out.push({ ...open, offset, where });
    open = undefined;
  };
  for (const part of diffArrays(a, b)) {
    const n = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      close();
      i += n;
      continue;
    }
    open ??= { start: i, end: i, text: '' };
    if (part.removed) {
      i += n;
      open.end = i;
    } else open.text += part.value.join('');
  }
  close();
  return out;
}

/** Scores a run's output of one file against the ideal migration of it. */
export function scoreFile(input: string, ideal: string, actual: string, file: string): Score {
  const required = hunks(input, ideal, file);
  const done = hunks(input, withoutTodos(actual), file);
  const key = (h: Hunk): string => `${h.start}:${h.end}:${h.text}`;
  const requiredKeys = new Set(required.map(key));
  const doneKeys = new Set(done.map(key));
  // an insertion touches what it sits in or next to; a replacement, what it shares a token with
  const touches = (r: Hunk, h: Hunk): boolean =>
    r.start === r.end || h.start === h.end
      ? h.start <= r.end && r.start <= h.end
      : r.start < h.end && h.start < r.end;
  const overlaps = (h: Hunk): boolean => required.some((r) => touches(r, h));
  const byWhere: Score['byWhere'] = {
    types: { required: 0, made: 0 },
    imports: { required: 0, made: 0 },
    code: { required: 0, made: 0 },
  };
  for (const h of required) {
    byWhere[h.where].required++;
    if (doneKeys.has(key(h))) byWhere[h.where].made++;
  }
  const extra = done.filter((h) => !requiredKeys.has(key(h)));
  return {
    required: required.length,
    made: required.filter((h) => doneKeys.has(key(h))).length,
    missed: required.filter((h) => !doneKeys.has(key(h))),
    wrong: extra.filter(overlaps),
    outside: extra.filter((h) => !overlaps(h)),
    byWhere,
  };
}

/** Sums file scores. */
export function sumScores(scores: readonly Score[]): Score {
  const total: Score = {
    required: 0,
    made: 0,
    missed: [],
    wrong: [],
    outside: [],
    byWhere: {
      types: { required: 0, made: 0 },
      imports: { required: 0, made: 0 },
      code: { required: 0, made: 0 },
    },
  };
  for (const s of scores) {
    total.required += s.required;
    total.made += s.made;
    total.missed.push(...s.missed);
    total.wrong.push(...s.wrong);
    total.outside.push(...s.outside);
    for (const w of ['types', 'imports', 'code'] as const) {
      total.byWhere[w].required += s.byWhere[w].required;
      total.byWhere[w].made += s.byWhere[w].made;
    }
  }
  return total;
}

function typeRanges(source: string, file: string): { start: number; end: number; where: Hunk['where'] }[] {
  const out: { start: number; end: number; where: Hunk['where'] }[] = [];
  let ast: AstNode;
  try {
    ast = parse(source, parserFor(file) ?? 'tsx');
  } catch {
    return out;
  }
  walk(
    ast,
    [],
    (node) => {
      if (TYPE_NODES.has(node.type)) {
        out.push({ start: node.start!, end: node.end!, where: 'types' });
        return false;
      }
      if (node.type === 'ImportDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
        out.push({ start: node.start!, end: node.end!, where: 'imports' });
        return false;
      }
      return true;
    },
    // type annotations are walked here: a hunk inside one is a types hunk
    new Set([...SKIPPED_KEYS].filter((k) => k !== 'typeAnnotation')),
  );
  return out;
}
