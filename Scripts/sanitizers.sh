#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer, each in its own build
# folder (.build-asan, .build-tsan) so the normal build is left alone.
#
#   Scripts/sanitizers.sh [address|thread]   (both by default)
set -euo pipefail
cd "$(dirname "$0")/.."
for sanitizer in "${@:-address thread}"; do
  for s in $sanitizer; do
    echo "== swift test --sanitize=$s"
    swift test --sanitize="$s" --scratch-path ".build-${s:0:1}san"
  done
done
