#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright never downloads a browser here).
# Installs it when missing and this is a Debian machine run as root; otherwise says what to do.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package for the end-to-end tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
exit 1
