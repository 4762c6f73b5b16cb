import { describe, expect, it } from 'vitest';
import { responseHeadList } from '../../src/lib/response-head.js';

/** The list as name → values, for comparing without caring about order. */
function byName(list: (string | string[])[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (let i = 0; i < list.length; i += 2) out[list[i] as string] = list[i + 1]!;
  return out;
}

describe("the client's response header list", () => {
  const upstream = {
    'content-type': 'application/json',
    'content-length': '120',
    'content-encoding': 'gzip',
    etag: '"abc"',
    connection: 'keep-alive, x-internal',
    'keep-alive': 'timeout=5',
    'transfer-encoding': 'chunked',
    'x-internal': 'secret',
    'set-cookie': ['a=1', 'b=2'],
    warning: '199 upstream "careful"',
  };

  it('passes a streamed answer on without hop-by-hop headers or those Connection names, its id added', () => {
    const list = responseHeadList(upstream, 'req-1', []);
    expect(list.length % 2).toBe(0);
    expect(byName(list)).toEqual({
      'x-request-id': 'req-1',
      'content-type': 'application/json',
      'content-length': '120',
      'content-encoding': 'gzip',
      etag: '"abc"',
      'set-cookie': ['a=1', 'b=2'],
      warning: '199 upstream "careful"',
    });
  });

  it("describes a rewritten body by its own length, not the upstream's bytes, and appends warnings", () => {
    const list = byName(responseHeadList(upstream, 'req-2', ['299 compliance-migrate "lossy"'], 99));
    expect(list['content-length']).toBe('99');
    expect(list).not.toHaveProperty('content-encoding');
    expect(list).not.toHaveProperty('etag');
    expect(list).not.toHaveProperty('transfer-encoding');
    expect(list.warning).toEqual(['199 upstream "careful"', '299 compliance-migrate "lossy"']);
  });

  it("keeps the upstream's X-Request-Id when it sent one", () => {
    const list = responseHeadList({ 'x-request-id': 'from-upstream' }, 'ours', []);
    expect(list).toEqual(['x-request-id', 'from-upstream']);
  });
});
