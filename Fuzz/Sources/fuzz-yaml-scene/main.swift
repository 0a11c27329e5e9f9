import FuzzDriver

runFuzzer { bytes, count in fuzzYAMLScene(bytes, count) }
