import { createHash } from 'node:crypto';

/** `sha256:<hex>` of a body's bytes: how bodies that are neither JSON nor spreadsheets are compared. */
export const bodyHash = (bytes: Buffer): string =>
  `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
