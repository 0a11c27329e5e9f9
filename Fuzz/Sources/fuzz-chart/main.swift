import FuzzDriver

runFuzzer { bytes, count in fuzzChart(bytes, count) }
