#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: Node 24 and pnpm (pinned in tools/package.json, installed
# with the machine's own npm into tools/node_modules), then the workspace dependencies from the lockfile.
# Source it (". scripts/bootstrap.sh") to get the pinned tools on PATH.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/tools"
want_node="$(sed -n 's/.*"node": "\([0-9.]*\)".*/\1/p' "$TOOLS/package.json")"
if [ ! -x "$TOOLS/node_modules/.bin/node" ] || [ "$("$TOOLS/node_modules/.bin/node" --version 2>/dev/null)" != "v$want_node" ] || [ ! -x "$TOOLS/node_modules/.bin/pnpm" ]; then
  echo "==> Installing Node $want_node and pnpm into tools/ (npm registry)"
  (cd "$TOOLS" && npm ci --no-audit --no-fund --loglevel=error)
fi
export PATH="$TOOLS/node_modules/.bin:$PATH"
echo "==> Node $(node --version), pnpm $(pnpm --version)"
cd "$ROOT"
echo "==> Installing dependencies (pnpm install --frozen-lockfile)"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -v -E '^(Progress|\s*$)' | tail -n 5
