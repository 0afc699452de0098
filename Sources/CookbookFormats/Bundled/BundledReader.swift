import CookbookModel
import Dispatch
import FoundationEssentials

/// The bundled format's reader, bytes in memory to a `Library`: one pass of
/// `CookbookIndexer` that keeps an index and the byte range of each recipe (decoded when it
/// is shown), then every check; what it leaves to JSONDecoder, `decodeFully` decides. The
/// file itself is opened and mapped by `CookbookLoader`, in the store.
public enum BundledReader {
    /// From this many recipes, their related ids are checked on a second thread.
    static let relatedCheckThreadFrom = 2_000

    /// `CookbookLoader.load` for bytes in memory (kept, to decode recipes from later).
    public static func decode(_ data: Data, file: String) throws(CookbookLoadError) -> Library {
        try decode(data, file: file, splitLimit: nil)
    }

    /// `decode`, read by two threads when there are `splitLimit` bytes of recipes.
    package static func decode(_ data: Data, file: String, splitLimit: Int?, searchText: Bool = true) throws(CookbookLoadError) -> Library {
        if data.isEmpty { throw CookbookLoadError(file: file, reason: .notJSON("the file is empty")) }
        let split = splitLimit.map { CookbookIndexer.Split(minimumBytes: $0) { _ in nil } }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(CookbookLoadError) -> Library in
                try index(raw, file: file, bytes: data, progress: nil, split: split, searchText: searchText)
            }
        }
        return try result.get()
    }

    /// `CookbookLoader.loadFully` for bytes in memory.
    public static func decodeFully(_ data: Data, file: String) throws(CookbookLoadError) -> Library {
        var bytes = data
        // A UTF-8 byte order mark is harmless; drop it rather than fail.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw CookbookLoadError(file: file, reason: .notJSON("the file is empty"))
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            throw CookbookLoadError(file: file, reason: .notJSON("invalid UTF-8 at byte \(offset)"))
        }

        let raw: CookbookFile
        do {
            raw = try JSONDecoder().decode(CookbookFile.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw CookbookLoadError(file: file, reason: describe(error))
        } catch {
            throw CookbookLoadError(file: file, reason: .notJSON("\(error)"))
        }

        do {
            return try Library(validating: raw)
        } catch {
            throw CookbookLoadError(file: file, reason: .invalid(error.problems))
        }
    }

    /// The fast path: one pass of `CookbookIndexer`, then validation. Whatever the indexer
    /// leaves to JSONDecoder is decided by `decodeFully`, so both report the same.
    package static func index(
        _ buffer: UnsafeRawBufferPointer, file: String, bytes: any CookbookBytes, progress: ((Int) -> Void)?,
        split: CookbookIndexer.Split? = nil, searchText: Bool = true
    ) throws(CookbookLoadError) -> Library {
        let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let count = buffer.count
        let start = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var probe = JSONCursor(base, count: count, at: start)
        probe.skipWhitespace()
        if probe.atEnd { throw CookbookLoadError(file: file, reason: .notJSON("the file is empty")) }

        var indexer = CookbookIndexer(JSONCursor(base, count: count, at: start), progress: progress, searchText: searchText)
        indexer.split = split
        do {
            try indexer.run()
        } catch {
            indexer.discardAll()
            // Not strict JSON here. JSONDecoder reads some of that (it looks at values it does
            // not decode only loosely) and checks UTF-8 first: it decides. When it too says
            // "not valid JSON", say where, which it does not.
            let whole = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count, deallocator: .none)
            do {
                return try decodeFully(whole, file: file)
            } catch let plain {
                guard case .notJSON(let message) = plain.reason, !message.hasPrefix("invalid UTF-8") else { throw plain }
                let place = JSONCursor(base + start, count: count - start).lineAndColumn(of: error.offset - start)
                throw CookbookLoadError(
                    file: file, reason: .notJSON("\(error.message) at line \(place.line), column \(place.column)"))
            }
        }
        guard !indexer.needsPlainDecoder, let version = indexer.version else {
            indexer.discardAll()
            let whole = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count, deallocator: .none)
            return try decodeFully(whole, file: file)
        }
        if let reason = indexer.categoryError ?? indexer.recipeError {
            indexer.discardAll()
            throw CookbookLoadError(file: file, reason: reason)
        }

        // Validation on this thread while another counts the unknown related ids (the status
        // line says how many; a recipe drops them when it is decoded): both only read. A
        // small cookbook is checked on this thread alone: starting a thread costs more than
        // its related ids (the bundled book's `cookbook list` waited for it).
        let ids = IdTable(indexer.ids.take(), summaries: indexer.summaries)
        let related = RelatedCheck(indexer, ids: ids)
        let counted = DispatchSemaphore(value: 0)
        if indexer.summaries.count < Self.relatedCheckThreadFrom {
            related.run()
            counted.signal()
        } else {
            WorkerThreads.detach {
                related.run()
                counted.signal()
            }
        }
        let checked: Catalog.Checked
        do {
            defer { counted.wait() }
            checked = try Catalog.check(
                version: version, categories: indexer.categories,
                Catalog.RecipeIndexing(
                    summaries: indexer.summaries, categoryKeys: indexer.categoryKeys,
                    distinctCategories: indexer.distinctCategories, emptyItems: indexer.emptyItems,
                    ids: ids, duplicates: indexer.duplicates, outOfRange: indexer.outOfRange))
        } catch {
            indexer.discardBuffers()
            indexer.names.bytes.deallocate()
            indexer.others.bytes.deallocate()
            throw CookbookLoadError(file: file, reason: .invalid(error.problems))
        }
        let summaries = checked.summaries
        let search = SearchIndex(names: indexer.names.freeze(), others: indexer.others.freeze(), summaries: summaries)
        let outlines = Catalog.Outlines(counts: indexer.itemCounts, relatedStarts: related.keptStarts, related: related.kept)
        indexer.discardBuffers()
        return Library(
            catalog: Catalog(checked, outlines: outlines, searchIndex: search),
            store: RecipeStore(bodies: BundledBodies(bytes: bytes, ranges: indexer.ranges)), warnings: related.warnings)
    }

    /// `describe`, for an error JSONDecoder found in one part of the file (`prefix`, such as
    /// `recipes[3]`) decoded on its own: the path is the one the whole file would give.
    static func describe(_ error: DecodingError, under prefix: String) -> CookbookLoadError.Reason {
        let reason = describe(error)
        guard case .wrongShape(let path, let message) = reason else { return reason }
        let joined = path.isEmpty ? prefix : path.hasPrefix("[") ? prefix + path : prefix + "." + path
        return .wrongShape(path: joined, message: message)
    }

    static func describe(_ error: DecodingError) -> CookbookLoadError.Reason {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .notJSON(context.debugDescription)
        case .dataCorrupted(let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "missing required field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type)), found null")
        @unknown default:
            return .notJSON("\(error)")
        }
    }

    /// `recipes[3].ingredients[0].item`: the place a person can find in the file.
    static func jsonPath(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return out
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            return "an object"
        }
    }

    static func firstInvalidUTF8Offset(_ bytes: Data) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        // Count bytes of the scalars decoded before the first error.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput, .error:
                return offset
            }
        }
    }
}

/// The related ids no recipe has, as warnings in file order, and the ones each recipe keeps
/// (known, not itself, each once), as positions: read-only work on the indexer's lists, for
/// another thread.
private final class RelatedCheck: @unchecked Sendable {
    private let summaries: RecipeSummaries
    private let starts: [Int]
    private let ends: [Int]
    private let bytes: UnsafeRawBufferPointer
    private let ids: IdTable
    private(set) var warnings: [String] = []
    private(set) var kept: [Int32] = []
    private(set) var keptStarts: [Int32] = [0]

    init(_ indexer: CookbookIndexer, ids: IdTable) {
        summaries = indexer.summaries
        starts = indexer.relatedStarts
        ends = indexer.relatedEnds
        bytes = UnsafeRawBufferPointer(indexer.relatedBytes.bytes)
        self.ids = ids
    }

    func run() {
        keptStarts.reserveCapacity(summaries.count + 1)
        for i in summaries.indices {
            let first = kept.count
            for k in starts[i]..<starts[i + 1] {
                let from = k == 0 ? 0 : ends[k - 1]
                let id = UnsafeRawBufferPointer(rebasing: bytes[from..<ends[k]])
                guard let position = ids.index(of: id) else {
                    warnings.append(Catalog.unknownRelatedWarning(summaries.id(at: i), String(decoding: id, as: UTF8.self)))
                    continue
                }
                if position != i, !kept[first...].contains(Int32(position)) { kept.append(Int32(position)) }
            }
            keptStarts.append(Int32(kept.count))
        }
    }
}
