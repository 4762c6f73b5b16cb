/**
 * A URL in code is a string with holes: `/records/${id}` or `'/records/' + id`. The holes become markers
 * (`\uE000<n>\uE000`) that match a path parameter of a template and come back out where the template puts them.
 */
const MARK = '\uE000';

/** The marker standing for the n-th expression of a URL. */
export function marker(index: number): string {
  return `${MARK}${index}${MARK}`;
}

/** Splits a string with markers into literal parts and marker indexes, in order. */
export function splitMarkers(text: string): { literals: string[]; holes: number[] } {
  const literals: string[] = [];
  const holes: number[] = [];
  const re = /\uE000(\d+)\uE000/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    literals.push(text.slice(last, m.index));
    holes.push(Number(m[1]));
    last = m.index + m[0].length;
  }
  literals.push(text.slice(last));
  return { literals, holes };
}

/** True when the text holds a marker. */
export function hasMarker(text: string): boolean {
  return text.includes(MARK);
}
