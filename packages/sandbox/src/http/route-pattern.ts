/**
 * A compiled path template such as `/categories/{id}`: matches a path and extracts its parameters.
 * `param` is the regular expression a parameter must match (default: any one segment), so that a path whose
 * parameter does not fit names no route at all, as a route constraint (`{id:int}`) does.
 */
export class RoutePattern {
  readonly #regex: RegExp;
  readonly #names: string[] = [];

  constructor(
    readonly template: string,
    param = '[^/]+',
  ) {
    const source = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]+)\}/g, (_m, name: string) => {
        this.#names.push(name);
        return `(${param})`;
      });
    this.#regex = new RegExp(`^${source}/?$`);
  }

  /** The path's parameters, or undefined when the path does not match. */
  match(path: string): Record<string, string> | undefined {
    const found = this.#regex.exec(path);
    if (!found) return undefined;
    const params: Record<string, string> = {};
    this.#names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? '');
    });
    return params;
  }
}
