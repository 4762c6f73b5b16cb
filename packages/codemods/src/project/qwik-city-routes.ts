/**
 * The endpoints a Qwik City app serves itself, read from its route files: `src/routes/api/records/index.ts` exporting
 * `onGet` answers `/api/records` (a folder per segment, `[id]` and `[...rest]` parameters, `(group)` folders left out
 * of the URL, `index@layout` names). Only a file that imports Qwik City and exports a request handler counts, so
 * another framework's files laid out the same way (a React Router `src/routes/records/index.tsx`) are not taken.
 */
const ROUTE_FILE = /(?:^|\/)src\/routes\/((?:[^/]+\/)*)index(?:@[\w-]+)?\.[cm]?[jt]sx?$/;
const HANDLER =
  /\bexport\s+(?:const|let|(?:async\s+)?function)\s+on(?:Request|Get|Post|Put|Patch|Delete|Head|Options)\b/;
const QWIK_CITY = /\bfrom\s+['"](?:@builder\.io\/qwik-city|@qwik\.dev\/router)['"]/;

/** The URL segments a Qwik City endpoint file answers, or undefined for any other file. */
export function qwikCityRouteOf(file: string, source: string): string[] | undefined {
  const found = ROUTE_FILE.exec(file);
  if (!found || !HANDLER.test(source) || !QWIK_CITY.test(source)) return undefined;
  return found[1]!.split('/').filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
}
