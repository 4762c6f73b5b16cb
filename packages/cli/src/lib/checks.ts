import { UsageError } from '../usage-error.js';

/**
 * For `.check()`: fails naming the option when `value` is given and not a whole number in [min, max]. yargs runs
 * these checks after its own validation and before the command's handler.
 */
export function wholeNumber(name: string, value: unknown, min: number, max = Infinity): true {
  if (value === undefined) return true;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return true;
  const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
  throw new UsageError(`--${name} must be a whole number ${range} (got ${String(value)}).`);
}
