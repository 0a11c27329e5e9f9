#!/usr/bin/env python3
"""Per-suite and slowest-test times from the output of `swift test`.

    swift test 2>&1 | tee .build/test-output.log
    python3 Scripts/test-times.py .build/test-output.log [--top 15]

Reads Swift Testing's lines ("✔ Suite NAME passed after 1.234 seconds.", "✔ Test NAME passed
after …", the closing "Test run with N tests in M suites …") and XCTest's ("Test Suite 'NAME'
passed at …" followed by "Executed N tests … in 1.234 (1.240) seconds"). Prints every suite,
slowest first, with its share of the run, then the slowest tests and the run's own summary.
Swift Testing runs tests in parallel and starts each one's clock when it is scheduled, so on a
machine of few cores a time includes waiting for a core: the order says where the run ends
late, and `swift test --no-parallel` gives each suite's own time (slower as a whole).
Exits 1 when the output holds no suite time at all (the test run did not get that far).
"""
import argparse
import re
import sys

SUITE = re.compile(r"^\S+ Suite (?P<name>.+?) (?P<result>passed|failed) after (?P<seconds>[0-9.]+) seconds")
TEST = re.compile(r"^\S+ Test (?P<name>.+?) (?P<result>passed|failed) after (?P<seconds>[0-9.]+) seconds")
RUN = re.compile(r"^\S+ Test run with (?P<tests>\d+) tests? in (?P<suites>\d+) suites? (?P<result>passed|failed) after (?P<seconds>[0-9.]+) seconds")
XCTEST_SUITE = re.compile(r"^Test Suite '(?P<name>[^']+)' (?P<result>passed|failed) at ")
XCTEST_EXECUTED = re.compile(r"^\s*Executed (?P<tests>\d+) tests?, .* in (?P<seconds>[0-9.]+) \([0-9.]+\) seconds")


def parse(lines):
    """The suites, the tests and the run's summary line (or None) of `swift test`'s output."""
    suites, tests, run, pending_xctest = [], [], None, None
    for line in lines:
        line = line.rstrip("\n")
        if match := RUN.match(line):
            run = match
            continue
        if match := SUITE.match(line):
            suites.append((float(match["seconds"]), match["name"].strip('"'), match["result"]))
            continue
        if match := TEST.match(line):
            tests.append((float(match["seconds"]), match["name"], match["result"]))
            continue
        if match := XCTEST_SUITE.match(line):
            pending_xctest = match
            continue
        if pending_xctest and (match := XCTEST_EXECUTED.match(line)):
            name = pending_xctest["name"]
            # XCTest's enclosing suites (All tests, the bundle) repeat their children's time.
            if name != "All tests" and name != "Selected tests" and not name.endswith(".xctest"):
                suites.append((float(match["seconds"]), name + " (XCTest)", pending_xctest["result"]))
            pending_xctest = None
    return suites, tests, run


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("log", help="the saved output of swift test ('-' for standard input)")
    parser.add_argument("--top", type=int, default=15, help="how many of the slowest tests to list (default 15)")
    arguments = parser.parse_args()
    if arguments.log == "-":
        suites, tests, run = parse(sys.stdin)
    else:
        with open(arguments.log, encoding="utf-8", errors="replace") as log:
            suites, tests, run = parse(log)
    if not suites:
        print("test-times: no suite times in the output", file=sys.stderr)
        return 1
    total = float(run["seconds"]) if run else max(seconds for seconds, _, _ in suites)
    width = max(len(name) for _, name, _ in suites)
    print(f"Suite times, slowest first ({len(suites)} suites; run in parallel, each time includes waiting for a core):")
    for seconds, name, result in sorted(suites, reverse=True):
        mark = "" if result == "passed" else "  FAILED"
        print(f"  {name:<{width}}  {seconds:8.2f} s  {100 * seconds / total:5.1f}%{mark}")
    if tests and arguments.top > 0:
        print(f"The {min(arguments.top, len(tests))} slowest tests:")
        for seconds, name, result in sorted(tests, reverse=True)[:arguments.top]:
            print(f"  {seconds:8.2f} s  {name}{'' if result == 'passed' else '  FAILED'}")
    if run:
        print(f"Run: {run['tests']} tests in {run['suites']} suites {run['result']} after {float(run['seconds']):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
