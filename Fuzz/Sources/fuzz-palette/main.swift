import FuzzDriver

runFuzzer { bytes, count in fuzzPalette(bytes, count) }
