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
step build;         npm run build
step 'browser tests'
node scripts/ensure-chromium.mjs
npx playwright test
