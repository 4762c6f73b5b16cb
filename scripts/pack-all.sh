#!/usr/bin/env bash
# Packs every package of the workspace (built first: `pnpm build`) into the folder given, as the registry would
# serve them: `pnpm pack` turns workspace:* into versions, and `files` keeps dist/, bin/, README.md and LICENSE.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$(mkdir -p "$1" && cd "$1" && pwd)"
# The migration guide ships in the rename-map package: codemod TODOs link its published copy by default. The overlay
# reference ships beside it, where the guide's relative link and the tools' messages point.
cp "$root/docs/migration-guide.md" "$root/packages/rename-map/migration-guide.md"
cp "$root/docs/overlays.md" "$root/packages/rename-map/overlays.md"
for dir in "$root"/packages/*/; do
  (cd "$dir" && pnpm pack --pack-destination "$dest" >/dev/null)
done
ls "$dest"/*.tgz
