import ChromaTestSupport

/// The tests' one temporary folder (ChromaTestSupport).
typealias TemporaryFolder = ChromaTestSupport.TemporaryFolder
