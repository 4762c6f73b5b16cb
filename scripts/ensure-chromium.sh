#!/usr/bin/env bash
# The browser tests drive Debian's Chromium with playwright-core, which downloads no browser of its own.
# Before `pnpm test`: finds Chromium, or installs it with apt-get where that is possible (root on Debian),
# or says exactly what to do.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (once)…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $path: install Debian's chromium (apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
