#!/bin/sh
# Installs what the tests need (Debian's chromium included) and runs every
# test: lint, types, unit and integration, then e2e in a real browser.
set -eu
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.8"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
$PNPM install --frozen-lockfile
echo "== lint"
$PNPM run lint
echo "== types"
$PNPM run typecheck
echo "== unit and integration"
$PNPM run test:unit
echo "== budgets"
$PNPM run budgets
echo "== e2e"
$PNPM run test:e2e
