#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with AddressSanitizer and runs each against its seed
# corpus (Fuzz/Corpus/<target>) for a while, 60 seconds by default. Crashes are written to
# Fuzz/Crashes/<target>/; turn each into a regression test, then delete it. Every input also
# fails one C allocation, file read or file write of its choosing (FuzzDriver's fault injection).
#
#   Scripts/fuzz.sh [seconds] [target ...]    (Linux; every target by default)
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-color fuzz-css fuzz-scene fuzz-yaml-scene fuzz-palette fuzz-palette-apps fuzz-png fuzz-splash fuzz-chart fuzz-palette-sheet)
swift build -c release --scratch-path .build \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
bin="$(swift build -c release --scratch-path .build --show-bin-path \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld)"
# Swift's own backtracer reads the crashed thread's stack in a way AddressSanitizer reports as
# a second error; libFuzzer's report of the first is the one wanted.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
  work="$(mktemp -d)"  # new inputs found this run; the committed corpus stays as it is
  mkdir -p "Crashes/$target"
  echo "== $target, ${seconds}s"
  if ! "$bin/$target" "$work" "Corpus/$target" -max_total_time="$seconds" -rss_limit_mb=2048 \
       -timeout=10 -max_len=65536 -artifact_prefix="Crashes/$target/" -print_final_stats=1 2>"$work.log"; then
    status=1
  fi
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==.*ERROR|SUMMARY)" "$work.log" || true
  grep -E "^#[0-9]+.*DONE" "$work.log" | tail -1 || true
  rm -rf "$work" "$work.log"
done
exit $status
