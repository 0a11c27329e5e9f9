import FuzzDriver

runFuzzer { bytes, count in fuzzPNG(bytes, count) }
