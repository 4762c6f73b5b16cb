/** A JSON file a mock of this API answers with (`nock(…).get('/records').reply(200, records)`, msw's `HttpResponse.json(records)`). */
export interface FixtureAnswer {
  /** The JSON file, as resolved from the import. */
  file: string;
  /** The endpoint the mock answers, in the old version: its method and path (`GET`, `/items/1/answer`). */
  method: string;
  path: string;
  /** Where the mock's reply names it. */
  line: number;
  column: number;
}

/** A path with its `${…}` holes written as a segment (`/items/\uE0000\uE000/answer` → `/items/1/answer`), for the map to match. */
export function withoutMarkers(path: string): string {
  return path.replace(/\uE000\d+\uE000/g, '1');
}
