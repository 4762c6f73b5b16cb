/** The list of `rows` categories as JSON bytes (see category-list.js). */
export function categoryList(rows: number): Buffer;
