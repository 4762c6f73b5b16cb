// The proxy benchmarks' list: a v6 list of categories whose every row carries `name`, which the test
// overlay (packages/proxy/test/fixtures/overlay.yaml) renames back to `recordName` for a v4 client.
// 160 rows make ~17 KB of JSON, 1600 rows ~170 KB. Plain JavaScript: list-upstream.js runs it with node.
import { Buffer } from 'node:buffer';

/** The list of `rows` categories as JSON bytes. */
export function categoryList(rows) {
  const data = Array.from({ length: rows }, (_, i) => ({
    id: i + 1,
    name: `Category ${i + 1}`,
    code: `CAT${String(i + 1).padStart(4, '0')}`,
    isArchived: i % 7 === 0,
    createdAt: '2024-06-01T00:00:00.000Z',
  }));
  return Buffer.from(JSON.stringify({ data, total: data.length }));
}
