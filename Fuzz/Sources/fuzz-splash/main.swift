import FuzzDriver

runFuzzer { bytes, count in fuzzSplash(bytes, count) }
