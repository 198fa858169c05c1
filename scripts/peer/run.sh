#!/usr/bin/env bash
# Starts the peer shop (Dexterous-Company/ewshopping @ fcf7dd2, built in $PEER (default /work/peer) by
# scripts/peer/build.sh) as a Next.js production server on 127.0.0.1:3400, in the foreground.
# No font server is needed at run time: next/font copied the fonts into .next/static/media at build.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
cd "${PEER:-/work/peer}"
test -f .next/BUILD_ID || { echo "no build in $PWD/.next: run scripts/peer/build.sh first" >&2; exit 1; }
# Same harmless values as at build time (NEXT_PUBLIC_* are inlined at build; these keep the
# peer's committed .env.local from pointing anything at its real API at run time).
# shellcheck source=env.sh
. "$HERE/env.sh"
exec ./node_modules/.bin/next start -p 3400 -H 127.0.0.1
