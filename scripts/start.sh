#!/bin/sh
# Installs what the back-office needs, builds the SPA and starts the worker
# (wrangler dev) on 127.0.0.1:${PORT:-8787}, mock mode unless MODE=proxy.
set -eu
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.8"
$PNPM install --frozen-lockfile
$PNPM --filter web build
exec node edge/scripts/start.mjs
