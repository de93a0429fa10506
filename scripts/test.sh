#!/usr/bin/env bash
# The second README command: install everything (Node 24, pnpm, dependencies, Debian's chromium) and run every
# test: typecheck, lint, unit and integration tests (SQLite, and PostgreSQL when reachable), then e2e in Chromium.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/bootstrap.sh"
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "==> Installing Debian's chromium for Playwright"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
cd "$ROOT"
exec node scripts/test-all.ts
