/// Every recipe's facet values (its courses, cuisines, tags, diets, authors and sources as its
/// file writes them), packed: each distinct value is one string, and a recipe holds the
/// positions of its values, not copies of them (100,000 recipes with three tags each from a
/// few hundred are 1.6 MB, not a string a value). A recipe with none holds nothing.
public struct RecipeFacets: Sendable {
    /// Recipe `i`'s values are `values[starts[i]..<starts[i + 1]]`; empty when no recipe has one.
    private var starts: [UInt32] = []
    private var values: [UInt32] = []
    /// Each distinct value as written, and its facet.
    package private(set) var spellings: [String] = []
    package private(set) var facets: [Facet] = []

    /// No values for any recipe.
    public init() {}

    /// Whether any recipe gives a value of `facet`.
    package func has(_ facet: Facet) -> Bool { facets.contains(facet) }

    /// The positions in `spellings` of recipe `i`'s values, of every facet, in its file's order.
    package func values(of i: Int) -> ArraySlice<UInt32> {
        i + 1 < starts.count ? values[Int(starts[i])..<Int(starts[i + 1])] : []
    }

    /// Recipe `i`'s values of `facet`, as its file writes them.
    public func values(_ facet: Facet, of i: Int) -> [String] {
        values(of: i).compactMap { facets[Int($0)] == facet ? spellings[Int($0)] : nil }
    }

    /// One recipe's values as the library's store keeps them: for each, its facet's byte
    /// (`byte(of:)`), its text and a zero byte. Values are trimmed, blank ones left out, each once a facet.
    public static func pack(_ given: [(Facet, [String])]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (facet, texts) in given {
            var seen: Set<String> = []
            for text in texts {
                let value = text.trimmingWhitespace
                guard !value.isEmpty, !value.utf8.contains(0), seen.insert(value).inserted else { continue }
                bytes.append(byte(of: facet))
                bytes += value.utf8
                bytes.append(0)
            }
        }
        return bytes
    }

    /// The byte a packed value starts with: its facet's number and one (never the zero byte
    /// that ends a value).
    package static func byte(of facet: Facet) -> UInt8 { UInt8(facet.rawValue + 1) }

    /// Collects the recipes' values in the library's order, each distinct one kept once.
    public struct Builder {
        private var facets = RecipeFacets()
        /// The distinct values, as their facet's number and their text.
        private var table = IdTableBuilder(capacity: 256)
        private var any = false

        public init(capacity: Int) {
            facets.starts.reserveCapacity(capacity + 1)
            facets.starts.append(0)
        }

        /// The next recipe's values, as `pack` made them (bytes that are not are skipped).
        public mutating func append(packed: UnsafeBufferPointer<UInt8>) {
            var i = 0
            while i < packed.count {
                guard let end = packed[i...].firstIndex(of: 0) else { break }
                let key = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: packed[i..<end]))
                i = end + 1
                guard let number = key.first, number > 0, let facet = Facet(rawValue: Int(number) - 1), key.count > 1 else { continue }
                let position: Int
                if let known = table.index(of: key) {
                    position = known
                } else {
                    _ = table.append(key)
                    position = facets.spellings.count
                    facets.spellings.append(String(decoding: key.dropFirst(), as: UTF8.self))
                    facets.facets.append(facet)
                }
                facets.values.append(UInt32(position))
                any = true
            }
            facets.starts.append(UInt32(facets.values.count))
        }

        public mutating func append(packed: [UInt8]) {
            packed.withUnsafeBufferPointer { append(packed: $0) }
        }

        /// The values collected; the builder must not be used after.
        public consuming func finish() -> RecipeFacets {
            table.discard()
            if !any { facets.starts = [] }
            return facets
        }
    }
}
