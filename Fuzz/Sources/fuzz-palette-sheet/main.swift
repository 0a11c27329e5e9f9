import FuzzDriver

runFuzzer { bytes, count in fuzzPaletteSheet(bytes, count) }
