/** A compiled path template such as `/categories/{id}/archive`. */
export interface PathTemplate {
  readonly template: string;
  readonly segments: readonly Segment[];
  /** Literal segments count; a more literal template wins over one with parameters. */
  readonly specificity: number;
}

type Segment = { literal: string } | { param: string };

/** Compiles `/a/{b}/c` into segments. */
export function compileTemplate(template: string): PathTemplate {
  const segments: Segment[] = splitPath(template).map((part) =>
    part.startsWith('{') && part.endsWith('}') ? { param: part.slice(1, -1) } : { literal: part },
  );
  return { template, segments, specificity: segments.filter((s) => 'literal' in s).length };
}

/** Matches a concrete path; returns its parameter values by name, or undefined. */
export function matchTemplate(template: PathTemplate, path: string): Map<string, string> | undefined {
  return matchParts(template, splitPath(path));
}

/** Matches a path already split into segments (see {@link splitPath}). */
export function matchParts(
  template: PathTemplate,
  parts: readonly string[],
): Map<string, string> | undefined {
  if (parts.length !== template.segments.length) return undefined;
  // Most templates tried do not match: check first, and build the parameters only for a match.
  for (let i = 0; i < parts.length; i++) {
    const segment = template.segments[i]!;
    if ('literal' in segment ? segment.literal !== parts[i] : parts[i] === '') return undefined;
  }
  const params = new Map<string, string>();
  for (let i = 0; i < parts.length; i++) {
    const segment = template.segments[i]!;
    if ('param' in segment) params.set(segment.param, parts[i]!);
  }
  return params;
}

/**
 * Fills a template with parameter values: by name, and by position for parameters whose name changed
 * between the two templates (`/items/{itemid}` → `/items/{itemId}`).
 */
export function fillTemplate(
  template: PathTemplate,
  params: ReadonlyMap<string, string>,
  positional: readonly string[] = [...params.values()],
): string | undefined {
  let index = 0;
  const parts: string[] = [];
  for (const segment of template.segments) {
    if ('literal' in segment) {
      parts.push(segment.literal);
      continue;
    }
    const value = params.get(segment.param) ?? positional[index];
    if (value === undefined) return undefined;
    parts.push(value);
    index++;
  }
  return '/' + parts.join('/');
}

/** Parameter names of a template, in order. */
export function paramsOf(template: PathTemplate): string[] {
  return template.segments.flatMap((s) => ('param' in s ? [s.param] : []));
}

/** `/a/b` → `['a', 'b']`; `/` → `[]`. */
export function splitPath(path: string): string[] {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  return trimmed === '' ? [] : trimmed.split('/');
}
