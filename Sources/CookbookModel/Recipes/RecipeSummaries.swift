/// Every recipe's summary, in file order, packed: the ids, names and sources as bytes one
/// after another, the categories as keys into a list of the distinct ones, the numbers in
/// one array. A `RecipeSummary` is made when one is asked for.
///
/// A summary kept as a value costs about 360 bytes (the struct, and a string each for its
/// id, name and file path); packed, about 180. At 100,000 recipes that is 18 MB less for a
/// library, and a library of files briefly holds two (the one of the files' names, on
/// screen while the files are read, and the one they make).
public struct RecipeSummaries: RandomAccessCollection, Sendable {
    /// Recipe `i`'s id, name and source are `text[fieldEnds[3i - 1]..<fieldEnds[3i]]`,
    /// `text[fieldEnds[3i]..<fieldEnds[3i + 1]]` and `text[fieldEnds[3i + 1]..<fieldEnds[3i + 2]]`
    /// (from 0 for the first id).
    private var text: [UInt8] = []
    /// (32 bits: a cookbook's ids, names and sources come to far less than 4 GB.)
    private var fieldEnds: [UInt32] = []
    /// Servings, preparation, cooking and stated total minutes, four a recipe; `Int.min` for
    /// none (a number validation refuses in any case).
    private var numbers: [Int] = []
    /// Recipe `i`'s category is `categories[categoryKeys[i]]`.
    private var categoryKeys: [Int32] = []
    private var categories: [String] = []
    private var categoryKey: [String: Int32] = [:]
    /// Whether recipe `i` names the file it came from (an empty source is not none).
    private var sourceKnown: [Bool] = []

    public init() {}

    public init<S: Sequence<RecipeSummary>>(_ summaries: S) {
        for summary in summaries { append(summary) }
    }

    /// Room for `count` recipes of about `bytes` bytes of text together.
    public mutating func reserveCapacity(_ count: Int, bytes: Int) {
        text.reserveCapacity(bytes)
        fieldEnds.reserveCapacity(3 * count)
        numbers.reserveCapacity(4 * count)
        categoryKeys.reserveCapacity(count)
        sourceKnown.reserveCapacity(count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { categoryKeys.count }

    public subscript(i: Int) -> RecipeSummary {
        RecipeSummary(
            id: id(at: i), name: name(at: i), category: category(at: i),
            servings: number(4 * i), prepMinutes: number(4 * i + 1), cookMinutes: number(4 * i + 2),
            totalMinutes: number(4 * i + 3), source: sourceKnown[i] ? field(3 * i + 2) : nil)
    }

    public func id(at i: Int) -> String { field(3 * i) }
    public func name(at i: Int) -> String { field(3 * i + 1) }
    public func category(at i: Int) -> String { categories[Int(categoryKeys[i])] }
    /// Recipe `i`'s `totalMinutes`, without making its summary.
    public func totalMinutes(at i: Int) -> Int? {
        RecipeSummary.totalMinutes(prep: number(4 * i + 1), cook: number(4 * i + 2), stated: number(4 * i + 3))
    }
    /// Whether recipe `i` gives servings or minutes.
    public func hasNumbers(at i: Int) -> Bool {
        numbers[(4 * i)..<(4 * i + 4)].contains { $0 != .min }
    }

    /// The bytes of recipe `i`'s id, for comparing without making a string.
    public func withID<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withField(3 * i, body)
    }

    /// The bytes of recipe `i`'s name.
    public func withName<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withField(3 * i + 1, body)
    }

    public mutating func append(_ summary: RecipeSummary) {
        var id = summary.id, name = summary.name, source = summary.source ?? ""
        id.withUTF8 { id in
            name.withUTF8 { name in
                source.withUTF8 { source in
                    append(id: id, name: name, category: summary.category, source: summary.source == nil ? nil : source,
                           servings: summary.servings, prepMinutes: summary.prepMinutes, cookMinutes: summary.cookMinutes,
                           totalMinutes: summary.statedTotalMinutes)
                }
            }
        }
    }

    /// A recipe from the bytes of its id, name and source (nil: none).
    public mutating func append(
        id: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, category: String,
        source: UnsafeBufferPointer<UInt8>?, servings: Int?, prepMinutes: Int?, cookMinutes: Int?, totalMinutes: Int?
    ) {
        text.append(contentsOf: id)
        fieldEnds.append(UInt32(text.count))
        text.append(contentsOf: name)
        fieldEnds.append(UInt32(text.count))
        if let source { text.append(contentsOf: source) }
        fieldEnds.append(UInt32(text.count))
        sourceKnown.append(source != nil)
        numbers.append(servings ?? .min)
        numbers.append(prepMinutes ?? .min)
        numbers.append(cookMinutes ?? .min)
        numbers.append(totalMinutes ?? .min)
        categoryKeys.append(key(of: category))
    }

    /// Every recipe of `other` after these.
    public mutating func append(contentsOf other: RecipeSummaries) {
        let offset = UInt32(text.count)
        text.append(contentsOf: other.text)
        fieldEnds.append(contentsOf: other.fieldEnds.lazy.map { $0 + offset })
        numbers.append(contentsOf: other.numbers)
        sourceKnown.append(contentsOf: other.sourceKnown)
        let keys = other.categories.map { key(of: $0) }
        categoryKeys.append(contentsOf: other.categoryKeys.lazy.map { keys[Int($0)] })
    }

    private mutating func key(of category: String) -> Int32 {
        if let key = categoryKey[category] { return key }
        let key = Int32(categories.count)
        categories.append(category)
        categoryKey[category] = key
        return key
    }

    private func number(_ k: Int) -> Int? {
        numbers[k] == .min ? nil : numbers[k]
    }

    private func field(_ k: Int) -> String {
        withField(k) { String(decoding: $0, as: UTF8.self) }
    }

    private func withField<R>(_ k: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = k == 0 ? 0 : Int(fieldEnds[k - 1])
        return try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<Int(fieldEnds[k])])) }
    }
}

extension RecipeSummaries: Equatable {
    public static func == (a: RecipeSummaries, b: RecipeSummaries) -> Bool { a.elementsEqual(b) }
}
