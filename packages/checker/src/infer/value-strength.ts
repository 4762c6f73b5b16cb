/** How much one matching value says: a long string or a large number is rarely equal by chance. */
export function strength(value: unknown): number {
  if (typeof value === 'string') return value.length >= 3 ? 1 : 0.3;
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 10 ? 0.3 : 1;
  if (value !== null && typeof value === 'object') {
    const values = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    return Math.min(
      2,
      values.reduce((sum: number, v) => sum + strength(v), 0),
    );
  }
  return 0.2;
}
