import FoundationEssentials

/// The bytes of a bundled cookbook, to read a recipe from again when it is shown: kept in
/// memory (small files, and data handed over in memory), or read from the file, which stays
/// open (`OpenFileBytes`, in the store), so a large file is never held in memory whole.
public protocol CookbookBytes: Sendable {
    /// The bytes at `offset..<offset + count`, or nil if they cannot be read any more.
    func read(offset: Int, count: Int) -> Data?
}

extension Data: CookbookBytes {
    public func read(offset: Int, count: Int) -> Data? {
        guard offset >= 0, offset + count <= self.count else { return nil }
        let start = startIndex + offset
        return subdata(in: start..<start + count)
    }
}
