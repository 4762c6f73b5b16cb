/** Looks like an enum value (`REC_NAME`, `open`, `in-progress`): no spaces, not a number. */
export const enumLike = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(v);
