import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Where Chromium is looked for: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Launches headless Chromium (Debian's package, driven by playwright-core, which downloads no browser).
 * Fails, never skips, when there is none: `.ci/run` installs it.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    timeout: 20_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A temporary folder for screenshots; `remove()` deletes it unless `KEEP_SCREENSHOTS` is set. */
export async function screenshotDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `${prefix}-`));
  return {
    path,
    remove: async () => {
      if (process.env.KEEP_SCREENSHOTS) console.log(`screenshots kept in ${path}`);
      else await rm(path, { recursive: true, force: true });
    },
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height of a PNG file; throws unless the file is a non-empty PNG. */
export async function readPngSize(file: string): Promise<{ width: number; height: number; bytes: number }> {
  const data = await readFile(file);
  if (
    data.length < 24 ||
    !data.subarray(0, 8).equals(PNG_SIGNATURE) ||
    data.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error(`${file} is not a PNG (${data.length} bytes)`);
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), bytes: data.length };
}
