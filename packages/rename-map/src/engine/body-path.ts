/** One step of a body path: a field name, or every element of an array. */
export type BodyPathSegment = { key: string } | { item: true };

/** Parses `data[].owner` into `[{key:'data'}, {item:true}, {key:'owner'}]`; `""` is the root. */
export function parseBodyPath(path: string): BodyPathSegment[] {
  if (path === '') return [];
  const segments: BodyPathSegment[] = [];
  for (const part of path.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    if (name !== '') segments.push({ key: name });
    const arrays = (part.length - name.length) / 2;
    for (let i = 0; i < arrays; i++) segments.push({ item: true });
  }
  return segments;
}

/** Formats a JSON path from segments for messages: `$.data[3].owner`. */
export function formatJsonPath(segments: readonly (string | number)[]): string {
  let out = '$';
  for (const s of segments)
    out +=
      typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`;
  return out;
}
