#!/bin/sh
# The e2e suite and the budgets drive Debian's Chromium (Playwright cannot
# download its own browser here): install it when /usr/bin/chromium is missing.
set -eu
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
