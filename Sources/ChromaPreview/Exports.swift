// The board the server shows is its own module (linked into `chroma` too); the server's users
// see it through this one.
@_exported import ChromaPreviewBoard
