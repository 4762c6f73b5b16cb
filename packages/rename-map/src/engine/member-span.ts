import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  JsonScanner,
  JsonSyntaxError,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-scanner.js';

/** Where one member of a top-level JSON object sits in its text. */
export interface MemberSpan {
  /** The value's literal, exactly as written. */
  value: string;
  /** The text without the member (and one comma next to it); every other byte kept. */
  without: string;
}

/**
 * Finds the member `key` of the JSON object `text` without parsing it into values (iterative: any depth).
 * Returns undefined when absent; throws `JsonSyntaxError` for text that is not one JSON object or that names
 * `key` twice.
 */
export function findMember(text: string, key: string): MemberSpan | undefined {
  return new MemberFinder(text).find(key);
}

/** Deepest nesting the moved-field check accepts; deeper bodies are refused rather than forwarded. */
export const MAX_MOVE_BODY_DEPTH = 256;

/** Whether JSON text nests objects and arrays deeper than `limit` (strings skipped, syntax not checked). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++)
        if (text.charCodeAt(i) === BACKSLASH) i++;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

class MemberFinder extends JsonScanner {
  find(key: string): MemberSpan | undefined {
    const src = this.src;
    let pos = this.ws(0);
    if (src.charCodeAt(pos) !== OPEN_BRACE) throw new JsonSyntaxError('the body is not a JSON object');
    pos = this.ws(pos + 1);
    let found: { start: number; end: number; valueStart: number; valueEnd: number } | undefined;
    let previousEnd = -1; // end of the value before the current member, for removing the last member
    if (src.charCodeAt(pos) !== CLOSE_BRACE) {
      for (;;) {
        if (src.charCodeAt(pos) !== QUOTE) throw new JsonSyntaxError(`expected a key at offset ${pos}`);
        const keyStart = pos;
        pos = this.stringEnd(pos);
        const name = src.slice(keyStart + 1, pos - 1);
        pos = this.ws(pos);
        if (src.charCodeAt(pos) !== COLON) throw new JsonSyntaxError(`expected : at offset ${pos}`);
        const valueStart = this.ws(pos + 1);
        const valueEnd = this.skip(valueStart);
        pos = this.ws(valueEnd);
        const c = src.charCodeAt(pos);
        if (c !== COMMA && c !== CLOSE_BRACE) throw new JsonSyntaxError(`expected , or } at offset ${pos}`);
        const next = c === COMMA ? this.ws(pos + 1) : pos;
        if ((name.includes('\\') ? (JSON.parse(`"${name}"`) as string) : name) === key) {
          if (found) throw new JsonSyntaxError(`the object names "${key}" twice`);
          // A member followed by another goes with its comma; the last one takes the comma before it.
          found =
            c === COMMA
              ? { start: keyStart, end: next, valueStart, valueEnd }
              : { start: previousEnd < 0 ? keyStart : previousEnd, end: valueEnd, valueStart, valueEnd };
        }
        if (c === CLOSE_BRACE) break;
        previousEnd = valueEnd;
        pos = next;
      }
    }
    if (this.ws(pos + 1) !== src.length) throw new JsonSyntaxError(`unexpected text at offset ${pos + 1}`);
    if (!found) return undefined;
    return {
      value: src.slice(found.valueStart, found.valueEnd),
      without: src.slice(0, found.start) + src.slice(found.end),
    };
  }
}
