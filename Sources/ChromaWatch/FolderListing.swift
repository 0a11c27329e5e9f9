import Foundation

/// The documents of a watched folder: its `.json`, `.yaml` and `.yml` files, sorted by name,
/// listed again at every poll so a document added or removed is seen.
public enum FolderListing {
    /// The document files directly in `folder` (not in subfolders, not hidden, not folders
    /// themselves), as paths, by name; empty when the folder cannot be read.
    public static func documents(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && [".json", ".yaml", ".yml"].contains { name.lowercased().hasSuffix($0) }
                && FileManager.default.fileExists(atPath: prefix + name, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted().map { prefix + $0 }
    }
}
