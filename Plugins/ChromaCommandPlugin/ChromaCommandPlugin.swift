import Foundation
import PackagePlugin

/// The command plugin: `swift package chroma ARGUMENTS…` runs the package's own `chroma` with
/// those arguments in the package's folder, for what must live in the source tree (an asset
/// catalog Xcode compiles):
///
///     swift package --allow-writing-to-package-directory chroma render assets.yaml -o App/Assets.xcassets
///
/// Its output and errors are chroma's, and it ends with chroma's exit status (docs/EXIT-CODES.md),
/// which SwiftPM reports (`Plugin ended with exit code 66`) before exiting 1.
@main
struct ChromaCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let chroma = try context.tool(named: "chroma").url
        let process = Process()
        process.executableURL = chroma
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("chroma \(arguments.joined(separator: " ")) ended by signal \(process.terminationStatus)")
            exit(128 + process.terminationStatus)
        }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
