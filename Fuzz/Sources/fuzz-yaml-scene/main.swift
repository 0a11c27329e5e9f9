import FuzzDocument
import FuzzDriver

runFuzzer { bytes, count in fuzzDocument(bytes, count, syntax: .yaml) }
