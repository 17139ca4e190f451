#!/bin/sh
# The test command needs two Debian packages: chromium (the e2e suite and the budgets drive it;
# Playwright cannot download its own browser here) and faketime (libfaketime: the clock sweep,
# scripts/calendar.mjs). apt-get installs those missing, in one go.
set -eu
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/bin/faketime ] || missing="$missing faketime"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
