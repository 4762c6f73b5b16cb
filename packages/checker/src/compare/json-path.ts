/** Appends an object key to a JSON path: `.name`, or `['odd key']` when it is not an identifier. */
export function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Appends an array index (`[3]`) or an identity (`[id=7]`) to a JSON path. */
export function indexPath(path: string, index: number | string): string {
  return `${path}[${index}]`;
}

/** Replaces indices and identities with `[*]`: `$.data[3].id` → `$.data[*].id`. */
export function genericPath(path: string): string {
  return path.replace(/\[(\d+|[^\]"]+=[^\]]*)\]/g, '[*]');
}

/** A compiled JSON path glob: `$.data[*].createdAt`, `$.*.id`, `$..updatedAt`. */
export type PathMatcher = (path: string) => boolean;

/**
 * Compiles a JSON path pattern: `[*]` any element, `*` any one key, `..name` the key at any depth.
 * @example compilePath('$.data[*].createdAt')('$.data[4].createdAt') // true
 */
export function compilePath(pattern: string): PathMatcher {
  let source = '';
  for (let i = 0; i < pattern.length;) {
    const rest = pattern.slice(i);
    if (rest.startsWith('[*]')) {
      source += '\\[[^\\]]*\\]';
      i += 3;
    } else if (rest.startsWith('..')) {
      source += '(?:\\.[^.[]+|\\[[^\\]]*\\])*\\.';
      i += 2;
    } else if (rest.startsWith('.*')) {
      source += '\\.[^.[]+';
      i += 2;
    } else {
      source += pattern[i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    }
  }
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

/** True when `path` is `prefix` or lies under it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}
