import { describe, expect, it } from 'vitest';
import { withLineEndingsOf } from '../../src/run/line-endings.js';

describe('withLineEndingsOf', () => {
  it('ends the inserted lines of a CRLF file in CRLF', () => {
    const before = 'a();\r\nfetch("/records");\r\n';
    const after = 'a();\r\n// TODO: check\nfetch("/categories");\r\n';
    expect(withLineEndingsOf(before, after)).toBe('a();\r\n// TODO: check\r\nfetch("/categories");\r\n');
  });

  it('a CRLF file without a final newline, several lines inserted at once', () => {
    expect(withLineEndingsOf('x\r\ny', 'x\r\n// one\n// two\ny')).toBe('x\r\n// one\r\n// two\r\ny');
  });

  it('leaves an LF file, a file of mixed endings and a one-line file as the run wrote them', () => {
    expect(withLineEndingsOf('a\nb\n', 'a\n// t\nb\n')).toBe('a\n// t\nb\n');
    const mixed = 'a\r\nb\nc\r\n';
    expect(withLineEndingsOf(mixed, 'a\r\n// t\nb\nc\r\n')).toBe('a\r\n// t\nb\nc\r\n');
    expect(withLineEndingsOf('one()', '// t\none()')).toBe('// t\none()');
  });

  it('keeps an escaped "\\n" inside a string as it is (only line breaks change)', () => {
    expect(withLineEndingsOf('a\r\n', "a\r\nconst s = 'x\\ny';\n")).toBe("a\r\nconst s = 'x\\ny';\r\n");
  });
});
