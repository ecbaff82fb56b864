#!/usr/bin/env bash
# The browser suite on ports of its own: E2E_PORT (the game), +1 (the push stand-in) and +2 (the mail
# stand-in), the first three free from 3410 when E2E_PORT is not given, so a second run on the same
# machine (another clone's CI) starts its own server instead of meeting the first one's.
set -euo pipefail
cd "$(dirname "$0")/.."
E2E_PORT=${E2E_PORT:-$(node scripts/free-port.mjs 3410 3)}
export E2E_PORT
echo "Browser suite on ports $E2E_PORT–$((E2E_PORT + 2))"
exec npx playwright test -c e2e/playwright.config.ts "$@"
