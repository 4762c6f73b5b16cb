#!/usr/bin/env bash
# Clones this repository into a temporary folder, runs the README's first command exactly as written
# (install everything, run the demo on the embedded sandbox) and checks the demo's report, so a missing
# install step cannot land. The README's second command (`pnpm test`) is what .ci/run itself runs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The first ```sh block under "## Two commands" in the README.
command="$(awk '/^## Two commands/{s=1} s&&/^```sh$/{f=1;next} f&&/^```$/{exit} f{print}' "$root/README.md")"
if [ -z "$command" ]; then
  echo "fresh-clone check: no install-and-demo command found under '## Two commands' in README.md" >&2
  exit 1
fi

git clone --quiet "$root" "$work/repo"
cd "$work/repo"
echo "fresh-clone check: running the README's command in a fresh clone:"
echo "  $command"
output="$(bash -c "$command" 2>&1)" || {
  echo "$output" | tail -40 >&2
  echo "fresh-clone check: the README's command failed in a fresh clone" >&2
  exit 1
}
echo "$output" | tail -25
if ! grep -q 'compliance-migrate demo — everything agreed' <<<"$output"; then
  echo "fresh-clone check: the demo did not report 'everything agreed'" >&2
  exit 1
fi
echo "fresh-clone check: passed"
