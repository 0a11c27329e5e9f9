import ChromaFiles

/// Where a PNG writer sends its bytes: the output wing's one destination type.
public typealias PNGDestination = FileDestination
