import FuzzDriver

runFuzzer { bytes, count in fuzzPaletteApps(bytes, count) }
