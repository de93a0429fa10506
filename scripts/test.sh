#!/usr/bin/env bash
# The second README command: install everything (Node 24, pnpm, dependencies, Debian's chromium) and run every
# test: typecheck, lint, unit and integration tests (SQLite, and PostgreSQL when reachable), then e2e in Chromium.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/bootstrap.sh"
# The e2e specs drive the headless shell (lighter: e2e/playwright.config.ts); the bench and Lighthouse the full browser.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "==> Installing Debian's chromium and chromium-headless-shell for Playwright"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi
# A Korean font: the layout gate and the screenshots measure Korean text as a shopper's phone draws it (without one,
# Chromium draws boxes of another width).
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ko 2>/dev/null)" ]; then
  echo "==> Installing Debian's fonts-noto-cjk (Korean text in Chromium)"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null
fi
# The scale-out e2e run (docs/scale-out.md) balances with Debian's nginx over a redis-server of its own.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] || ! command -v redis-server >/dev/null 2>&1; then
  echo "==> Installing Debian's nginx and redis-server for the scale-out e2e run"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # RUNLEVEL=1: the packages' services are not started (the run starts its own nginx and redis-server on its ports).
  $SUDO env RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx redis-server >/dev/null
fi
export PATH="$PATH:/usr/sbin"
cd "$ROOT"
exec node scripts/test-all.ts
