// The asset vocabulary (kinds, appearances, the path-to-kind rule) lives below the reader in
// ChromaAssetModel; the output wing's users get it with the wing, as before.
@_exported import ChromaAssetModel
