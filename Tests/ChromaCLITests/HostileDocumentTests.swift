import ChromaTestSupport
import Foundation
import Testing

/// The hostile documents of issue 22 through the real binary: each ends with exit 0 or 65 (a
/// number outside its documented range is refused where it is read, one line naming its path),
/// never a signal, and a refusal leaves no file behind.
@Suite(.tags(.process), .unlessProcessesSkipped) struct HostileDocumentTests {
    /// (file name, contents, whether it must be refused, a fragment the message names).
    static let documents: [(String, String, Bool, String)] = [
        ("rect.json", ##"{"width":32,"height":32,"layers":[{"paint":"#f00","shape":{"rect":[-1e308,0,10,10]}}]}"##, true, "layers[0].shape.rect[0]: expected a number from -1000000 to 1000000 pixels, found -1e+308"),
        ("circle.json", ##"{"width":32,"height":32,"layers":[{"paint":"#f00","shape":{"circle":{"center":[10,10],"radius":1e308}}}]}"##, true, "layers[0].shape.circle.radius: expected a number from 0 to 1000000 pixels"),
        ("arc.json", ##"{"width":32,"height":32,"layers":[{"paint":"#f00","shape":{"path":"M10 10 A1e-300 1e-300 0 0 1 20 20 Z"}}]}"##, false, ""),
        ("mesh.json", ##"{"width":32,"height":32,"layers":[{"paint":{"mesh":{"width":2,"height":2,"points":[[0,0],[1e308,0],[0,32],[32,32]],"colors":["red","blue","green","yellow"]}}}]}"##, true, "layers[0].paint.mesh.points[1][0]: expected a number from -1000000"),
        ("angular.json", ##"{"width":32,"height":32,"layers":[{"paint":{"angular":{"startAngle":0,"endAngle":2.7e302,"stops":["red","blue"]}}}]}"##, true, "layers[0].paint.angular.endAngle: expected a number from -36000 to 36000 degrees"),
        ("duration.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"duration":1e308}}"##, true, "splash.duration: expected a number above 0, up to 3600 seconds, found 1e+308"),
        ("hold.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"hold":1e308}}"##, true, "splash.hold: expected a number from 0 to 3600 seconds, found 1e+308"),
        ("starts.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"starts":[1e308]}}"##, true, "splash.starts[0]: expected a number from 0 to 3600 seconds, found 1e+308"),
        ("radius.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"shadow":{"radius":1e308}}}"##, true, "splash.shadow.radius: expected a number from 0 to 1000000 pixels, found 1e+308"),
        ("offset.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"shadow":{"x":1e308}}}"##, true, "splash.shadow.x: expected a number from -1000000 to 1000000 pixels"),
        ("radius100k.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"duration":0.01,"fps":10,"shadow":{"radius":100000}}}"##, true, "makes the canvas 300028×300018, over 65535 pixels a side"),
        // Found by Scripts/fuzz-cli.py: 100 copies of Examples/mesh-curved.json's mesh on a 640×1
        // canvas held 12.5 million triangles (710 MB). The scene's meshes now count against the
        // mesh-patch limit, and the rasterizer keeps only the cells the canvas shows.
        ("meshes.json", #"{"width":640,"height":1,"layers":["# + Array(repeating: ##"{"paint":{"mesh":{"width":3,"height":3,"colorSpace":"oklab","points":[[80,80],[320,40],[560,80],[40,320],[330,300],[600,320],[80,560],[320,600],[560,560]],"colors":["#ff9a9e","#fad0c4","#fbc2eb","#a18cd1","#ffffff","#84fab0","#8fd3f4","#a6c1ee","#fccb90"]}}}"##, count: 100).joined(separator: ",") + "]}", true, "CHROMA_MAX_MESH_PATCHES"),
        ("radius10k.json", ##"{"splash":{"size":[20,10],"fills":["red","blue"],"duration":0.01,"fps":10,"shadow":{"radius":10000}}}"##, true, "CHROMA_MAX_MEMORY"),
    ]

    @Test(arguments: documents.indices)
    func aHostileDocumentNeverKillsTheProcess(_ index: Int) throws {
        let (name, text, refused, fragment) = Self.documents[index]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: input)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["render", input.path, "-o", output.appendingPathComponent("x.png").path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(name) died of signal \(process.terminationStatus): \(stderr.prefix(300))")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
        if refused {
            #expect(process.terminationStatus == 65, "\(name): \(process.terminationStatus) \(stderr)")
            #expect(stderr.contains(fragment) && stderr.filter { $0 == "\n" }.count == 1, "\(name): \(stderr)")
            #expect(files.isEmpty, "\(name) left \(files)")
        } else {
            #expect(process.terminationStatus == 0, "\(name): \(stderr)")
            #expect(files == ["x.png"], "\(name): \(files)")
        }
    }
}
