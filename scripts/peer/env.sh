# The peer's environment at build and at run time (sourced by build.sh and run.sh). The peer commits
# a .env.local pointing at its live API (and payment keys); the process environment wins over .env
# files in Next, so these harmless values are what it inlines and reads: its API is unreachable
# here, so its pages render no products (they are measured flattered, not handicapped).
export NEXT_TELEMETRY_DISABLED=1
export NEXT_PUBLIC_API_URL=http://127.0.0.1:9
export NEXT_PUBLIC_API_URL1=http://127.0.0.1:9
export NEXT_PUBLIC_API_URL2=http://127.0.0.1:9
export NEXT_PUBLIC_API_OTP=dummy-otp-key
export NEXT_PUBLIC_RAZORPAY_KEY_ID=rzp_test_dummy
export RAZORPAY_KEY_ID=rzp_test_dummy
export RAZORPAY_KEY_SECRET=dummy
