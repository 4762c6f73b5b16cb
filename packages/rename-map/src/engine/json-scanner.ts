/** Thrown inside the scanner for text that is not JSON; never leaves `rewriteJson`. */
export class JsonSyntaxError extends Error {}

export const QUOTE = 34;
export const BACKSLASH = 92;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;
export const COMMA = 44;
export const COLON = 58;

/**
 * Whether `word` is written at pos, its first character already checked. Compared character by character: for
 * words this short, cheaper than `startsWith`, a builtin call each time.
 */
function wordAt(src: string, pos: number, word: string): boolean {
  for (let i = 1; i < word.length; i++) if (src.charCodeAt(pos + i) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * Walks JSON text without building it: whitespace, strings, numbers, literals and whole values, each checked
 * against JSON's grammar (except the characters inside strings). The rewriter builds on it.
 */
export class JsonScanner {
  constructor(protected readonly src: string) {}

  ws(pos: number): number {
    const src = this.src;
    const c0 = src.charCodeAt(pos);
    if (c0 > 32) return pos;
    for (;;) {
      const c = src.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else return pos;
    }
  }

  /** Index after the string starting at pos. */
  protected string(pos: number): number {
    const src = this.src;
    let from = pos + 1;
    for (;;) {
      const close = src.indexOf('"', from);
      if (close < 0) throw new JsonSyntaxError(`unterminated string at offset ${pos}`);
      let backslashes = 0;
      while (src.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
      if ((backslashes & 1) === 0) return close + 1;
      from = close + 1;
    }
  }

  /** Index after the value at pos, checked for structure but not built. */
  skip(pos: number): number {
    const src = this.src;
    const c = src.charCodeAt(pos);
    if (c === QUOTE) return this.string(pos);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) return this.container(pos);
    return this.scalar(pos);
  }

  /** Index after the literal or number at pos (JSON's number grammar, no leading zeros or plus signs). */
  protected scalar(pos: number): number {
    const src = this.src;
    const c = src.charCodeAt(pos);
    if (c === 116 && wordAt(src, pos, 'true')) return pos + 4;
    if (c === 102 && wordAt(src, pos, 'false')) return pos + 5;
    if (c === 110 && wordAt(src, pos, 'null')) return pos + 4;
    let end = c === 45 /* - */ ? pos + 1 : pos;
    const first = src.charCodeAt(end);
    if (first === 48 /* 0 */) end++;
    else if (first >= 49 && first <= 57) end = this.digits(end);
    else throw new JsonSyntaxError(`unexpected character at offset ${pos}`);
    if (src.charCodeAt(end) === 46 /* . */) end = this.digits(end + 1, true);
    const e = src.charCodeAt(end);
    if (e === 101 || e === 69) {
      const sign = src.charCodeAt(end + 1);
      end = this.digits(sign === 43 || sign === 45 ? end + 2 : end + 1, true);
    }
    return end;
  }

  /** Index after the digits at pos; with `required`, there must be at least one. */
  private digits(pos: number, required = false): number {
    const src = this.src;
    let end = pos;
    for (let d = src.charCodeAt(end); d >= 48 && d <= 57; d = src.charCodeAt(++end));
    if (required && end === pos) throw new JsonSyntaxError(`expected a digit at offset ${pos}`);
    return end;
  }

  /**
   * Index after the object or array at pos, checked against JSON's grammar but not built. Iterative, so a
   * part no change names can be nested as deeply as JSON.parse allows.
   */
  private container(pos: number): number {
    const src = this.src;
    let outer: number[] | undefined; // closers of the containers around the current one
    let close = src.charCodeAt(pos) === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
    pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
    let empty = src.charCodeAt(pos) === close;
    for (;;) {
      if (!empty) {
        if (close === CLOSE_BRACE) {
          if (src.charCodeAt(pos) !== QUOTE) throw new JsonSyntaxError(`expected a key at offset ${pos}`);
          pos = this.stringEnd(pos);
          if (src.charCodeAt(pos) <= 32) pos = this.ws(pos);
          if (src.charCodeAt(pos) !== COLON) throw new JsonSyntaxError(`expected : at offset ${pos}`);
          pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
        }
        const v = src.charCodeAt(pos);
        if (v === OPEN_BRACE || v === OPEN_BRACKET) {
          (outer ??= []).push(close);
          close = v === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
          pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
          empty = src.charCodeAt(pos) === close;
          continue;
        }
        if (v === QUOTE) {
          pos = this.stringEnd(pos);
        } else if (v >= 49 && v <= 57) {
          // A whole number, the commonest value after a string: its digits here, anything more in scalar().
          const start = pos;
          let d = src.charCodeAt(++pos);
          while (d >= 48 && d <= 57) d = src.charCodeAt(++pos);
          if (d === 46 || d === 101 || d === 69) pos = this.scalar(start);
        } else {
          pos = this.scalar(pos);
        }
      }
      // After a value, or at the end of a container just opened: a comma, or the ends of containers.
      for (;;) {
        if (src.charCodeAt(pos) <= 32) pos = this.ws(pos);
        const c = src.charCodeAt(pos);
        if (c === COMMA) {
          pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
          break;
        }
        if (c !== close) {
          throw new JsonSyntaxError(`expected , or ${String.fromCharCode(close)} at offset ${pos}`);
        }
        pos++;
        if (outer === undefined || outer.length === 0) return pos;
        close = outer.pop()!;
      }
      empty = false;
    }
  }

  /**
   * Index after the string at pos. Few strings hold an escaped quote: the closing quote is found directly,
   * and only one with a backslash before it is walked again.
   */
  protected stringEnd(pos: number): number {
    const end = this.src.indexOf('"', pos + 1) + 1;
    return end === 0 || this.src.charCodeAt(end - 2) === BACKSLASH ? this.string(pos) : end;
  }
}
