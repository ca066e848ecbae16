#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: static checks, unit tests, the
# production build, then browser tests against the built out/ served by the static host's own
# runtime (the Worker under wrangler dev). Prints each phase's wall time at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
# One "today" for jest, the build and Playwright, so a run that crosses midnight UTC does not
# test one set of published articles against a build of another (docs/editors.md#tests-and-the-clock).
export CONTENT_TODAY="${CONTENT_TODAY:-$(date -u +%F)}"

timings=()
phase_start=0
phase=''
step() {
  printf '\n=== %s\n' "$*"
  phase=$*
  phase_start=$SECONDS
}
done_step() {
  timings+=("$(printf '%-28s %4d s' "$1" $((SECONDS - phase_start)))")
  phase=''
}
# The time per phase is printed however the run ends, so a failed CI run still shows where its
# minutes went (docs/testing.md#the-time-budget).
print_timings() {
  local status=$?
  [[ -n $phase ]] && timings+=("$(printf '%-28s %4d s (failed)' "$phase" $((SECONDS - phase_start)))")
  printf '\n=== time per phase\n'
  printf '%s\n' "${timings[@]}"
  printf '%-28s %4d s\n' total "$SECONDS"
  exit $status
}
trap print_timings EXIT

# The three static checks are independent and mostly single-threaded, and jest's slowest files
# mostly wait on child processes: all four run side by side (docs/testing.md#the-time-budget).
# Each static check's output is printed whole when jest has finished; then the run fails if any
# of them failed.
step 'static checks + unit tests'
static_dir=$(mktemp -d)
npx eslint . >"$static_dir/lint" 2>&1 &
lint=$!
npm run -s typecheck >"$static_dir/typecheck" 2>&1 &
typecheck=$!
npx prettier --check . >"$static_dir/format" 2>&1 &
format=$!
failed=()
npx jest --ci || failed+=(jest)
wait $lint || failed+=(lint)
wait $typecheck || failed+=(typecheck)
wait $format || failed+=(format:check)
for name in lint typecheck format; do
  printf -- '--- %s\n' "$name"
  cat "$static_dir/$name"
done
rm -rf "$static_dir"
if ((${#failed[@]})); then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
done_step 'static checks + unit tests'

# The browser tests run the Worker (playwright.config.ts), which serves the site and the lead API
# on one origin, and submit the forms to it for real: build the site to post to its own origin.
unset NEXT_PUBLIC_MAIL_LIST_API_BASE
step build
# The typecheck above passed over the same program `next build` checks (tsconfig.json): the build
# skips that second pass (docs/testing.md#the-time-budget).
TYPES_CHECKED=1 npm run build
done_step build

step 'browser tests'
tsx scripts/test/ensure-chromium.ts
# Every test, then the ones that hold a latency budget alone (docs/testing.md#timed-alone).
tsx scripts/test/browser-tests.ts
done_step 'browser tests'

