import FuzzDriver

runFuzzer { bytes, count in fuzzColor(bytes, count) }
