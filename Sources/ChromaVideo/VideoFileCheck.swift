import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file ffmpeg wrote, checked before it is given its name: ffmpeg can exit 0 having written
/// a file cut short (5.1 after "Error writing trailer"), so its status and messages are not
/// enough. Only the container's outline is read (box and element headers, a few bytes each),
/// never the frames: linear in the number of top-level parts, whatever the file's size.
///
/// - MP4: the top-level boxes tile the file exactly (none runs past its end), the first is
///   `ftyp`, and there are `moov` (the index ffmpeg writes last, then moves before the frames
///   with `+faststart`) and `mdat` (the frames).
/// - WebM: an EBML header, then a Segment whose size was written (ffmpeg writes it at the end)
///   and ends exactly at the end of the file, holding Info, Tracks and at least one Cluster,
///   each within it.
///
/// A path that is not a regular file (a device such as /dev/full, a pipe) cannot be read back
/// and is not checked.
public enum VideoFileCheck {
    /// Checks the video at `path`.
    /// - Throws: ``VideoError/incompleteFile(_:_:)`` saying what is wrong.
    public static func check(_ path: String, format: VideoFormat) throws {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { throw VideoError.incompleteFile(format, "it cannot be read back (\(String(cString: strerror(errno))))") }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
        let size = UInt64(status.st_size)
        guard size > 0 else { throw VideoError.incompleteFile(format, "it is empty") }
        let reader = Reader(file: file, size: size)
        do {
            switch format {
            case .mp4: try checkMP4(reader)
            case .webm: try checkWebM(reader)
            }
        } catch let reason as Reason {
            throw VideoError.incompleteFile(format, reason.text)
        }
    }

    /// What is wrong with the file.
    struct Reason: Error { let text: String }

    /// Reads bytes at offsets of the file.
    struct Reader {
        let file: Int32
        let size: UInt64

        /// `count` bytes at `offset` (fewer at the end of the file).
        func bytes(at offset: UInt64, _ count: Int) -> [UInt8] {
            guard offset < size else { return [] }
            var buffer = [UInt8](repeating: 0, count: count)
            let read = pread(file, &buffer, count, off_t(offset))
            return read > 0 ? Array(buffer[..<read]) : []
        }
    }

    /// MP4 (ISO BMFF): the top-level boxes, each `size type` (size 1: a 64-bit size follows;
    /// 0: to the end of the file).
    static func checkMP4(_ reader: Reader) throws {
        var offset: UInt64 = 0, types: [String] = []
        while offset < reader.size {
            let header = reader.bytes(at: offset, 16)
            guard header.count >= 8 else { throw Reason(text: "it ends inside a box header at byte \(offset)") }
            var length = header[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if length == 1 {
                guard header.count == 16 else { throw Reason(text: "it ends inside the '\(type)' box's size at byte \(offset)") }
                length = header[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            } else if length == 0 {
                length = reader.size - offset
            }
            guard length >= 8 else { throw Reason(text: "the '\(type)' box at byte \(offset) has an impossible size \(length)") }
            guard length <= reader.size - offset else {
                throw Reason(text: "the '\(type)' box at byte \(offset) needs \(length) bytes, the file has \(reader.size - offset) left (cut short)")
            }
            types.append(type)
            offset += length
        }
        guard types.first == "ftyp" else { throw Reason(text: "it does not begin with an 'ftyp' box") }
        guard types.contains("moov") else { throw Reason(text: "it has no 'moov' box (the index ffmpeg writes last)") }
        guard types.contains("mdat") else { throw Reason(text: "it has no 'mdat' box (the frames)") }
    }

    /// The EBML IDs the check reads.
    enum EBML {
        static let header: UInt64 = 0x1A45_DFA3
        static let segment: UInt64 = 0x1853_8067
        static let info: UInt64 = 0x1549_A966
        static let tracks: UInt64 = 0x1654_AE6B
        static let cluster: UInt64 = 0x1F43_B675
    }

    /// An EBML element's header at `offset`: its ID (marker kept), its data size (nil: unknown)
    /// and the header's length.
    static func element(_ reader: Reader, at offset: UInt64) throws -> (id: UInt64, size: UInt64?, headerLength: UInt64) {
        let bytes = reader.bytes(at: offset, 12)
        guard let first = bytes.first, first != 0 else { throw Reason(text: "no element at byte \(offset)") }
        let idLength = first.leadingZeroBitCount + 1
        guard idLength <= 4, bytes.count > idLength else { throw Reason(text: "an element at byte \(offset) is cut short") }
        let id = bytes[0..<idLength].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let sizeFirst = bytes[idLength]
        guard sizeFirst != 0 else { throw Reason(text: "an element at byte \(offset) has an invalid size") }
        let sizeLength = sizeFirst.leadingZeroBitCount + 1
        guard bytes.count >= idLength + sizeLength else { throw Reason(text: "an element at byte \(offset) is cut short") }
        var size = UInt64(sizeFirst & (0xFF >> sizeLength))
        var allOnes = size == UInt64(0xFF >> sizeLength)
        for byte in bytes[(idLength + 1)..<(idLength + sizeLength)] {
            size = size << 8 | UInt64(byte)
            allOnes = allOnes && byte == 0xFF
        }
        return (id, allOnes ? nil : size, UInt64(idLength + sizeLength))
    }

    /// WebM (Matroska): the EBML header, then one Segment filling the rest of the file.
    static func checkWebM(_ reader: Reader) throws {
        let header = try element(reader, at: 0)
        guard header.id == EBML.header, let headerSize = header.size else { throw Reason(text: "it does not begin with an EBML header") }
        let segmentStart = header.headerLength + headerSize
        guard segmentStart < reader.size else { throw Reason(text: "it ends after its EBML header") }
        let segment = try element(reader, at: segmentStart)
        guard segment.id == EBML.segment else { throw Reason(text: "no Segment after the EBML header") }
        guard let segmentSize = segment.size else { throw Reason(text: "its Segment's size was never written (the file was not finished)") }
        let dataStart = segmentStart + segment.headerLength
        guard segmentSize <= reader.size - dataStart else {
            throw Reason(text: "its Segment needs \(segmentSize) bytes, the file has \(reader.size - dataStart) left (cut short)")
        }
        guard segmentSize == reader.size - dataStart else {
            throw Reason(text: "\(reader.size - dataStart - segmentSize) bytes follow its Segment")
        }
        let end = dataStart + segmentSize
        var offset = dataStart, seen: Set<UInt64> = []
        while offset < end {
            let child = try element(reader, at: offset)
            guard let size = child.size, size <= end - offset - child.headerLength else {
                throw Reason(text: "an element of the Segment at byte \(offset) runs past its end (cut short)")
            }
            seen.insert(child.id)
            offset += child.headerLength + size
        }
        for (id, name) in [(EBML.info, "Info"), (EBML.tracks, "Tracks"), (EBML.cluster, "Cluster")] where !seen.contains(id) {
            throw Reason(text: "its Segment has no \(name)")
        }
    }
}
