import FuzzDriver

runFuzzer { bytes, count in fuzzCSS(bytes, count) }
