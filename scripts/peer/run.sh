#!/usr/bin/env bash
# Starts the peer shop (Dexterous-Company/ewshopping @ fcf7dd2, built in $PEER (default /work/peer) by
# scripts/peer/build.sh) as a Next.js production server on 127.0.0.1:3400, in the foreground.
# No font server is needed at run time: next/font copied the fonts into .next/static/media at build.
set -euo pipefail
cd "${PEER:-/work/peer}"
test -f .next/BUILD_ID || { echo "no build in $PWD/.next: run scripts/peer/build.sh first" >&2; exit 1; }
# Same harmless values as at build time (NEXT_PUBLIC_* are inlined at build; these keep the
# peer's committed .env.local from pointing anything at its real API at run time).
export NEXT_TELEMETRY_DISABLED=1
export NEXT_PUBLIC_API_URL=http://127.0.0.1:9
export NEXT_PUBLIC_API_URL1=http://127.0.0.1:9
export NEXT_PUBLIC_API_URL2=http://127.0.0.1:9
export NEXT_PUBLIC_API_OTP=dummy-otp-key
export NEXT_PUBLIC_RAZORPAY_KEY_ID=rzp_test_dummy
export RAZORPAY_KEY_ID=rzp_test_dummy
export RAZORPAY_KEY_SECRET=dummy
exec ./node_modules/.bin/next start -p 3400 -H 127.0.0.1
