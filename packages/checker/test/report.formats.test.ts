import { describe, expect, it } from 'vitest';
import { FORMATTERS, formatterFor } from '../src/index.js';
import { sampleReport } from './helpers/report.js';

describe('report formats', () => {
  const report = sampleReport();

  it('terminal: plain without colour, ANSI colours with colour', () => {
    const plain = FORMATTERS.terminal.render(report, { color: false });
    expect(plain).not.toContain('\u001b[');
    expect(plain).toContain('response.field-missing');
    expect(plain).toContain('noise   $.generatedAt');
    expect(plain).toContain('FAILED');
    const coloured = FORMATTERS.terminal.render(report, { color: true });
    expect(coloured).toContain(
      '\u001b[33mwarning\u001b[0m response.value-changed  $.data[0].headerId: "REC_NAME" in A',
    );
  });

  it('json: the report itself', () => {
    expect(JSON.parse(FORMATTERS.json.render(report))).toEqual(report);
  });

  it('junit: well-formed XML-ish, failures and skips counted, text escaped', () => {
    const xml = FORMATTERS.junit.render(report);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(/<testsuite [^>]*tests="4" failures="1" errors="0" skipped="1"/);
    expect(xml).toContain('name="item &lt;1&gt; &amp; &quot;co&quot;"');
    expect(xml).not.toContain('<script>');
    // Every element opened is closed, in order.
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z-]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
  });

  it('html: self-contained and escaped', () => {
    const html = FORMATTERS.html.render(report);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|\ssrc=|\shref=|@import|url\(/i);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('response.value-changed');
  });

  it('github: one workflow command per finding, properties escaped', () => {
    const lines = FORMATTERS.github.render(report).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^::error file=fixtures\/scenarios\/sample\.yaml,title=Field missing in B%3A item <1> & "co"::response\.field-missing /,
    );
    expect(lines[1]).toMatch(/^::warning /);
    expect(lines[2]).toMatch(/^::notice .*title=Operation skipped/);
    expect(lines[3]).toMatch(/^::notice title=compliance-migrate check%3A sample <scenario>::/);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) [^:]*::[^\n]+$/);
  });

  it('github: an annotation points at its operation’s line in the scenario when the report knows it', () => {
    const [first] = report.operations;
    const withLines = { ...report, lines: { [first!.name]: 12 } };
    const lines = FORMATTERS.github.render(withLines).trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^::error file=fixtures\/scenarios\/sample\.yaml,line=12,title=Field missing in B/,
    );
    expect(lines[1]).toMatch(/^::warning file=fixtures\/scenarios\/sample\.yaml,title=/);
  });

  it('an unknown format names the known ones', () => {
    expect(() => formatterFor('sarif')).toThrow(/terminal, json, junit, html, github/);
  });
});
