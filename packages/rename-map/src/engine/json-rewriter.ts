import type { BodyOutcome, Loss, Note } from '../result.js';
import { formatJsonPath } from './body-path.js';
import { MAX_INLINE_NAME, type KeyRule, type NameGroup, type PlanNode } from './body-plan.js';

import {
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
import { rewriteWithWasm } from './wasm/wasm-rewriter.js';

/**
 * Rewrites JSON text in one pass, changing only what the plan names: keys, string values, list wrapping,
 * removed and added members. Subtrees the plan does not name are skipped without being parsed into objects.
 * Never throws: text that is not JSON is returned untouched with a `not-json` note.
 */
export function rewriteJson(text: string, plan: PlanNode | undefined): BodyOutcome {
  if (!plan) return { body: text, applied: [], lossy: [], notes: [] };
  return rewriteWithWasm(text, plan) ?? rewriteWithTypeScript(text, plan);
}

/** {@link rewriteJson} in TypeScript: every plan and body, with notes and losses reported. */
export function rewriteWithTypeScript(text: string, plan: PlanNode): BodyOutcome {
  const rewriter = new Rewriter(text);
  try {
    let pos = rewriter.ws(0);
    pos = rewriter.value(pos, plan);
    if (rewriter.ws(pos) !== text.length) throw new JsonSyntaxError(`unexpected text at offset ${pos}`);
  } catch (error) {
    const reason = error instanceof JsonSyntaxError ? error.message : 'nested too deeply';
    return {
      body: text,
      applied: [],
      lossy: [],
      notes: [{ code: 'not-json', message: `body is not valid JSON (${reason}); passed through untouched` }],
    };
  }
  return rewriter.finish();
}

/**
 * Marks the insert named `key` as present (objects with added fields are few, and have few of them). The list is
 * made on the first match: an object that lacks every added field allocates nothing.
 */
function markPresent(
  inserts: readonly { key: string }[],
  present: boolean[] | undefined,
  key: string,
): boolean[] | undefined {
  for (let i = 0; i < inserts.length; i++) if (inserts[i]!.key === key) (present ??= [])[i] = true;
  return present;
}

/**
 * Index in `group` of the name written at `at` in src (its length already checked), or -1. Compared character by
 * character: for names this short, cheaper than `startsWith`, a builtin call each time.
 */
function matchAt(src: string, at: number, group: NameGroup): number {
  const codes = group.codes;
  next: for (let i = 0; i < codes.length; i++) {
    const name = codes[i]!;
    for (let j = 0; j < name.length; j++) if (src.charCodeAt(at + j) !== name[j]) continue next;
    return i;
  }
  return -1;
}

class Rewriter extends JsonScanner {
  /**
   * The output so far, built by concatenation: V8 keeps it as a rope and copies it once when it is first read,
   * which measured faster than collecting pieces for a join (fewer objects for the young-generation GC).
   */
  private out = '';
  private edits = 0;
  /** Offset of the next backslash at or after the last position asked about (Infinity: none). */
  private nextBackslash = -1;
  private copyFrom = 0;
  private readonly path: (string | number)[] = [];
  private readonly applied = new Set<string>();
  private readonly lossy: Loss[] = [];
  private readonly notes: Note[] = [];

  finish(): BodyOutcome {
    if (this.edits === 0) {
      return { body: this.src, applied: [...this.applied], lossy: this.lossy, notes: this.notes };
    }
    const body = this.out + this.src.slice(this.copyFrom);
    return { body, applied: [...this.applied], lossy: this.lossy, notes: this.notes };
  }

  /** Replaces src[start, end) with text in the output. Edits arrive in increasing order. */
  private edit(start: number, end: number, text: string): void {
    this.out += this.src.slice(this.copyFrom, start) + text;
    this.copyFrom = end;
    this.edits++;
  }

  /** Processes the value at pos under a plan node; returns the index after it. */
  value(pos: number, node: PlanNode): number {
    const c = this.src.charCodeAt(pos);
    if (c === OPEN_BRACE) {
      if (node.keys || node.inserts) return this.object(pos, node);
      if (node.item) this.shapeNote('an array', 'an object');
      return this.skip(pos);
    }
    if (c === OPEN_BRACKET) {
      if (node.item) return this.array(pos, node.item);
      if (node.keys || node.inserts) this.shapeNote('an object', 'an array');
      return this.skip(pos);
    }
    const end = this.skip(pos);
    if (!this.src.startsWith('null', pos)) this.shapeNote(node.item ? 'an array' : 'an object', 'a scalar');
    return end;
  }

  private shapeNote(expected: string, found: string): void {
    this.notes.push({
      code: 'unexpected-shape',
      message: `expected ${expected} at ${formatJsonPath(this.path)} but found ${found}; left untouched`,
      path: formatJsonPath(this.path),
    });
  }

  private array(pos: number, item: PlanNode): number {
    const src = this.src;
    pos = this.ws(pos + 1);
    if (src.charCodeAt(pos) === CLOSE_BRACKET) return pos + 1;
    const objects = item.keys !== undefined || item.inserts !== undefined;
    for (let index = 0; ; index++) {
      this.path.push(index);
      pos = objects && src.charCodeAt(pos) === OPEN_BRACE ? this.object(pos, item) : this.value(pos, item);
      if (src.charCodeAt(pos) <= 32) pos = this.ws(pos);
      this.path.pop();
      const c = src.charCodeAt(pos);
      if (c === COMMA) pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
      else if (c === CLOSE_BRACKET) return pos + 1;
      else throw new JsonSyntaxError(`expected , or ] at offset ${pos}`);
    }
  }

  private object(pos: number, node: PlanNode): number {
    const src = this.src;
    const keys = node.keys;
    const inserts = node.inserts;
    const byLength = node.byLength!;
    const rulesByLength = node.rulesByLength!;
    let present: boolean[] | undefined;
    let emitted = 0;
    let lastComma = -1;
    let dropNextComma = false;
    pos = this.ws(pos + 1);
    if (src.charCodeAt(pos) !== CLOSE_BRACE) {
      for (;;) {
        if (src.charCodeAt(pos) !== QUOTE) throw new JsonSyntaxError(`expected a key at offset ${pos}`);
        const keyStart = pos;
        const keyEnd = this.stringEnd(pos);
        const keyLength = keyEnd - keyStart - 2;
        if (this.nextBackslash < keyStart) this.findBackslash(keyStart);
        // Most keys are no name this node acts on: one array read tells, without comparing anything. A name it
        // does act on is compared in place, and its rule read from the same place.
        let key: string | undefined;
        let rule: KeyRule | undefined;
        if (keyLength < MAX_INLINE_NAME && this.nextBackslash > keyEnd) {
          const group = byLength[keyLength];
          if (group !== undefined) {
            const i = matchAt(src, keyStart + 1, group);
            if (i >= 0) {
              key = group.names[i];
              rule = rulesByLength[keyLength]![i];
            }
          }
        } else {
          key = this.name(keyStart, keyEnd, byLength);
          rule = key === undefined ? undefined : keys?.get(key);
        }
        pos = src.charCodeAt(keyEnd) > 32 ? keyEnd : this.ws(keyEnd);
        if (src.charCodeAt(pos) !== COLON) throw new JsonSyntaxError(`expected : at offset ${pos}`);
        const valueStart = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
        let valueEnd: number;
        if (rule === undefined) {
          if (inserts && key !== undefined) present = markPresent(inserts, present, key);
          if (src.charCodeAt(valueStart) === QUOTE) {
            valueEnd = this.stringEnd(valueStart);
          } else {
            const v = src.charCodeAt(valueStart);
            if (v >= 49 && v <= 57) {
              // A whole number, the commonest value after a string: its digits here, anything more in scalar().
              valueEnd = valueStart + 1;
              let d = src.charCodeAt(valueEnd);
              while (d >= 48 && d <= 57) d = src.charCodeAt(++valueEnd);
              if (d === 46 || d === 101 || d === 69) valueEnd = this.scalar(valueStart);
            } else {
              valueEnd = this.skip(valueStart);
            }
          }
          emitted++;
        } else if (rule.out === null) {
          valueEnd = this.remove(key!, rule, keyStart, valueStart, emitted === 0 ? -1 : lastComma);
          if (emitted === 0) dropNextComma = true;
        } else {
          valueEnd = this.keep(key!, rule, keyStart, keyEnd, valueStart);
          if (inserts) present = markPresent(inserts, present, rule.out ?? key!);
          emitted++;
        }
        pos = src.charCodeAt(valueEnd) > 32 ? valueEnd : this.ws(valueEnd);
        const c = src.charCodeAt(pos);
        if (c === COMMA) {
          if (dropNextComma) {
            this.edit(pos, pos + 1, '');
            dropNextComma = false;
          } else {
            lastComma = pos;
          }
          pos = src.charCodeAt(pos + 1) > 32 ? pos + 1 : this.ws(pos + 1);
        } else if (c === CLOSE_BRACE) {
          break;
        } else {
          throw new JsonSyntaxError(`expected , or } at offset ${pos}`);
        }
      }
    }
    if (inserts) {
      for (let i = 0; i < inserts.length; i++) {
        const insert = inserts[i]!;
        if (present?.[i]) continue;
        this.edit(pos, pos, emitted > 0 ? insert.memberAfterComma : insert.member);
        this.applied.add(insert.id);
        emitted++;
      }
    }
    return pos + 1;
  }

  /** Drops a member (a field the output version lacks), from the comma before it, or with the one after. */
  private remove(
    key: string,
    rule: KeyRule,
    keyStart: number,
    valueStart: number,
    commaBefore: number,
  ): number {
    const valueEnd = this.skip(valueStart);
    this.path.push(key);
    this.lossy.push({ changeId: rule.removeId!, path: formatJsonPath(this.path), reason: 'field-dropped' });
    this.path.pop();
    this.applied.add(rule.removeId!);
    this.edit(commaBefore < 0 ? keyStart : commaBefore, valueEnd, '');
    return valueEnd;
  }

  /** Keeps a member, renaming its key if the rule says so, and processes its value. */
  private keep(key: string, rule: KeyRule, keyStart: number, keyEnd: number, valueStart: number): number {
    const out = rule.out ?? key;
    if (out !== key) {
      this.edit(keyStart, keyEnd, rule.outJson ?? JSON.stringify(out));
      if (rule.renameId) this.applied.add(rule.renameId);
    }
    // Only a list change or a nested plan can report (a note or a loss), and only they need the path.
    if (rule.toMany === undefined && rule.child === undefined) return this.member(valueStart, rule);
    this.path.push(key);
    const valueEnd = this.member(valueStart, rule);
    this.path.pop();
    return valueEnd;
  }

  /** Moves `nextBackslash` to the first backslash at or after `from` (Infinity: none). */
  private findBackslash(from: number): void {
    const found = this.src.indexOf('\\', from);
    this.nextBackslash = found < 0 ? Infinity : found;
  }

  /** Processes a member's value under its rule. */
  private member(pos: number, rule: KeyRule): number {
    const src = this.src;
    const c = src.charCodeAt(pos);
    if (rule.toMany) {
      const end = this.skip(pos);
      if (rule.toMany.mode === 'wrap') {
        this.edit(pos, end, c === 110 /* null */ ? '[]' : `[${src.slice(pos, end)}]`);
        this.applied.add(rule.toMany.id);
        return end;
      }
      if (c !== OPEN_BRACKET) {
        if (c !== 110) this.shapeNote('a list', 'a single value');
        return end;
      }
      const elements = this.elements(pos);
      const first = elements[0];
      this.edit(pos, end, first ? src.slice(first[0], first[1]) : 'null');
      this.applied.add(rule.toMany.id);
      if (elements.length > 1) {
        this.lossy.push({ changeId: rule.toMany.id, path: formatJsonPath(this.path), reason: 'many-to-one' });
      }
      return end;
    }
    if (rule.values && c === QUOTE) {
      const end = this.stringEnd(pos);
      const value = this.name(pos, end, rule.valuesByLength!);
      const renamed = value === undefined ? undefined : rule.values.get(value);
      if (renamed !== undefined) {
        this.edit(pos, end, renamed);
        this.applied.add(rule.valuesId!);
      }
      return end;
    }
    if (rule.child) return this.value(pos, rule.child);
    return this.skip(pos);
  }

  /**
   * The string token at [start, end) when it is one of `candidates` (grouped by length), without slicing it
   * out; escaped or long tokens are decoded. Undefined when it is none of them.
   */
  private name(
    start: number,
    end: number,
    candidates: readonly (NameGroup | undefined)[],
  ): string | undefined {
    const length = end - start - 2;
    if (this.nextBackslash < start) this.findBackslash(start);
    if (this.nextBackslash < end || length >= MAX_INLINE_NAME) {
      try {
        return JSON.parse(this.src.slice(start, end)) as string;
      } catch {
        throw new JsonSyntaxError(`invalid escape in the string at offset ${start}`);
      }
    }
    const group = candidates[length];
    if (group === undefined) return undefined;
    const i = matchAt(this.src, start + 1, group);
    return i < 0 ? undefined : group.names[i];
  }

  /** Start and end offsets of an array's elements. */
  private elements(pos: number): [number, number][] {
    const src = this.src;
    const out: [number, number][] = [];
    pos = this.ws(pos + 1);
    if (src.charCodeAt(pos) === CLOSE_BRACKET) return out;
    for (;;) {
      const end = this.skip(pos);
      out.push([pos, end]);
      pos = this.ws(end);
      const c = src.charCodeAt(pos);
      if (c === CLOSE_BRACKET) return out;
      pos = this.ws(pos + 1);
    }
  }
}
