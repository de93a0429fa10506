#!/usr/bin/env bash
# The first README command: install, build, and run the whole storefront at http://localhost:3000
# (API on SQLite with the demo catalogue, five remotes, the SSR shell). Ctrl-C stops everything.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/bootstrap.sh"
cd "$ROOT"
echo "==> Building (turbo run build)"
pnpm exec turbo run build --output-logs=errors-only
exec node scripts/run-all.ts
