#!/usr/bin/env bash
# Installs the packages the way a user does, outside this workspace: every package is packed (`pnpm pack`, which
# turns workspace:* into versions), and the tarballs are installed with npm (no pnpm, no workspace) into fresh
# projects in a temporary folder. There the installed commands run: the codemod on the project's own src, the
# sandbox, the proxy against it (the CLI's and the proxy-only package's), check with a scenario, translate and
# guide. Needs the npm registry for third-party dependencies. Part of `pnpm test`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/cm-install-check.XXXXXX")"
pids=()
# Each server runs as the node process itself (its bin, not npx, which does not pass signals on), in a process
# group of its own; the whole group is stopped (SIGTERM), and anything from $work still running then fails the check.
setsid="$(command -v setsid || true)"
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if command -v pgrep >/dev/null && pgrep -f "$work/" >/dev/null; then
    echo "install check: FAILED: processes outlived their stop: $(pgrep -af "$work/" | head -3)" >&2
    pkill -KILL -f "$work/" || true
    status=1
  fi
  rm -rf "$work"
  [ "$status" -eq 0 ] || exit "$status"
}
trap cleanup EXIT
say() { echo "install check: $*"; }
fail() {
  echo "install check: FAILED: $*" >&2
  for log in "$work"/*.log; do [ -f "$log" ] && { echo "--- $log" >&2; tail -20 "$log" >&2; }; done
  exit 1
}
free_port() { node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port)+"\n");s.close()})'; }
# Waits until the file holds the pattern (a server's listening line), at most 60 s.
wait_for() {
  for _ in $(seq 1 600); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  fail "no '$2' in $1 after 60 s"
}
npm_install() { npm install --no-audit --no-fund --loglevel=error "$@" >/dev/null; }

say "building and packing every package"
(cd "$root" && pnpm run --silent build)
bash "$root/scripts/pack-all.sh" "$work/tarballs" >/dev/null
tgz() { ls "$work"/tarballs/compliance-migrate-"$1"-*.tgz; }
for name in rename-map auth sandbox proxy checker codemods cli; do
  files="$(tar -tzf "$(tgz "$name")")"
  grep -q '^package/dist/index.js$' <<<"$files" || fail "$name's tarball has no dist/index.js"
  grep -q '^package/dist/index.d.ts$' <<<"$files" || fail "$name's tarball has no dist/index.d.ts"
  if grep -q '^package/src/' <<<"$files"; then fail "$name's tarball ships its TypeScript sources"; fi
  if tar -xzOf "$(tgz "$name")" package/package.json | grep -q '"source"'; then
    fail "$name's packed package.json still exports its sources (publishConfig.exports)"
  fi
done
grep -q '^package/migration-guide.md$' <<<"$(tar -tzf "$(tgz rename-map)")" ||
  fail "rename-map's tarball lacks the migration guide its TODO links point at"
grep -q '^package/overlays.md$' <<<"$(tar -tzf "$(tgz rename-map)")" ||
  fail "rename-map's tarball lacks the overlay reference its guide and messages link"

say "proxy-only install (npm, outside the workspace)"
mkdir -p "$work/proxy-only" && cd "$work/proxy-only"
npm init -y >/dev/null
npm_install "$(tgz rename-map)" "$(tgz proxy)"
for heavy in ts-morph jscodeshift oidc-provider typescript tsx yargs; do
  [ ! -e "node_modules/$heavy" ] || fail "the proxy-only install holds $heavy"
done

say "full CLI install as a dev dependency of a project with its own src (npm, outside the workspace)"
mkdir -p "$work/app" && cd "$work/app"
npm init -y >/dev/null
# shellcheck source=install-check/client-src.sh
source "$root/scripts/install-check/client-src.sh"
mkdir -p maps scenarios
cp "$root/fixtures/maps/sandbox.yaml" maps/
cp "$root/fixtures/scenarios/sandbox-v4-v6.yaml" scenarios/
npm_install --save-dev "$(tgz rename-map)" "$(tgz auth)" "$(tgz sandbox)" "$(tgz proxy)" "$(tgz checker)" \
  "$(tgz codemods)" "$(tgz cli)"
for dev in tsx; do [ ! -e "node_modules/$dev" ] || fail "the CLI install holds $dev"; done
git init -q && git add -A && git -c user.name=check -c user.email=check@example.com commit -qm "v4 client"

say "--version, guide"
[ "$(npx --no-install compliance-migrate --version)" = "$(node -p "require('$root/packages/cli/package.json').version")" ] ||
  fail "--version"
npx --no-install compliance-migrate guide --from 4 --to 6 >guide.md
grep -q '^## v5 → v6' guide.md || fail "guide does not print the migration guide"

say "codemod on the project's src"
npx --no-install compliance-migrate codemod src --from 4 --to 6 --overlay maps/sandbox.yaml \
  --api-base options.baseUrl >"$work/codemod.log" 2>&1 ||
  fail "codemod exited $?"
grep -q '/categories' src/api.ts || fail "codemod did not rewrite /records in src/api.ts"
grep -q '/subcategories?categoryId=' src/api.ts || fail "codemod did not rewrite /types?recordId= in src/api.ts"
grep -q 'no old paths left' "$work/codemod.log" || fail "codemod left old paths in src"
grep -q 'see https://unpkg.com/@compliance-migrate/rename-map@[0-9.]*/migration-guide.md#' src/*.ts ||
  fail "no codemod TODO links the migration guide at its stable address"
git diff --quiet -- src && fail "codemod wrote nothing to src"
npx --no-install tsc --version >/dev/null 2>&1 && fail "the CLI install brought a tsc command" || true

say "sandbox, in the background"
sandbox_port="$(free_port)"
$setsid node_modules/.bin/compliance-migrate sandbox --port "$sandbox_port" >"$work/sandbox.log" 2>&1 &
pids+=("$!")
wait_for "$work/sandbox.log" 'Sandbox running at'
sandbox="http://127.0.0.1:$sandbox_port"

say "a token from the sandbox's identity provider (the README's password grant)"
token="$(curl -sf -d grant_type=password -d client_id=demo-client -d client_secret=demo-secret \
  -d username=alice -d password=alice-password -d 'scope=openid resources_accounts_api' \
  "$sandbox/auth/connect/token" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).access_token')"
[ -n "$token" ] && [ "$token" != undefined ] || fail "no token from the sandbox"

proxy_request() {
  local body
  body="$(curl -sf -H "Authorization: Bearer $token" -H "X-Company-Context: 1001" "$1/records?pageSize=2")" ||
    fail "the proxy at $1 did not answer 2xx"
  grep -q '"recordId":1' <<<"$body" || fail "the proxy at $1 did not answer in v4 shape: $body"
}

say "proxy (the CLI's) against the sandbox's v6"
proxy_port="$(free_port)"
$setsid node_modules/.bin/compliance-migrate proxy --upstream "$sandbox/api/v6" --upstream-version 6 --client-version 4 \
  --listen "127.0.0.1:$proxy_port" --overlay maps/sandbox.yaml >"$work/proxy.log" 2>&1 &
pids+=("$!")
wait_for "$work/proxy.log" 'listening on'
proxy_request "http://127.0.0.1:$proxy_port"

say "proxy (the proxy-only install) against the sandbox's v6"
proxy_only_port="$(free_port)"
(cd "$work/proxy-only" && exec $setsid node_modules/.bin/compliance-migrate-proxy --upstream "$sandbox/api/v6" \
  --upstream-version 6 --client-version 4 --listen "127.0.0.1:$proxy_only_port" \
  --overlay "$work/app/maps/sandbox.yaml") >"$work/proxy-only.log" 2>&1 &
pids+=("$!")
wait_for "$work/proxy-only.log" 'listening on'
proxy_request "http://127.0.0.1:$proxy_only_port"

say "check with a scenario (sandbox v4 against v6)"
SANDBOX_URL="$sandbox" DEMO_CLIENT_SECRET=demo-secret ALICE_PASSWORD=alice-password \
  npx --no-install compliance-migrate check --scenario scenarios/sandbox-v4-v6.yaml >"$work/check.log" 2>&1 ||
  fail "check exited $?"
grep -q 'OK: nothing at or above "error"' "$work/check.log" || fail "check did not report OK"

say "translate a stored v4 payload"
translated="$(echo '{"data":[{"recordId":1,"recordName":"Fire Safety"}]}' |
  npx --no-install compliance-migrate translate --from 4 --to 6 --endpoint "GET /records" --overlay maps/sandbox.yaml)"
[ "$translated" = '{"data":[{"categoryId":1,"categoryName":"Fire Safety"}]}' ] ||
  fail "translate gave $translated"

say "passed (packed, installed with npm outside the workspace, every command ran)"
