#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: static checks, unit tests, the
# production build, then browser tests against the built out/ served like a CDN.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step lint;          npx eslint .
step typecheck;     npx tsc --noEmit
step format:check;  npx prettier --check .
step 'unit tests';  npx jest --ci
# The browser tests start a mail-list service on E2E_PORT+1000 (playwright.config.ts) and submit
# the forms to it for real: build the site to post there.
e2e_port="${E2E_PORT:-4173}"
export NEXT_PUBLIC_MAIL_LIST_API_BASE="http://localhost:${MAIL_LIST_E2E_PORT:-$((e2e_port + 1000))}"
step build;         npm run build
step 'browser tests'
node scripts/ensure-chromium.mjs
npx playwright test
