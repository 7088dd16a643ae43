import Foundation

/// Follows a file as lines are appended to it (`tail -f`): each ``poll()`` returns the complete
/// lines added since the last one. A file that is truncated or replaced is read from its start.
public final class LogFollower {
    private let path: String
    private var offset: UInt64 = 0
    private var partial = Data()

    /// Follows `path` from its current end (`fromStart` reads what is already there too).
    public init(path: String, fromStart: Bool = false) {
        self.path = path
        if !fromStart, let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64 {
            offset = size
        }
    }

    /// The lines appended since the last call.
    public func poll() -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let end = (try? handle.seekToEnd()) ?? 0
        if end < offset {
            offset = 0
            partial = Data()
        }
        guard end > offset else { return [] }
        try? handle.seek(toOffset: offset)
        let data = (try? handle.read(upToCount: Int(end - offset))) ?? Data()
        offset += UInt64(data.count)
        partial += data
        var lines: [String] = []
        while let newline = partial.firstIndex(of: 0x0A) {
            lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
            partial = Data(partial[partial.index(after: newline)...])
        }
        return lines
    }
}
