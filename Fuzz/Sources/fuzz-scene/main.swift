import FuzzDriver

runFuzzer { bytes, count in fuzzScene(bytes, count) }
