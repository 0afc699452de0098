import CookbookModel

/// The metadata keys a recipe's summary reads, found however a file spells them: case, `_`,
/// `-` and `.` do not matter (`Prep Time`, `prep_time`, `time.prep`). The keys are those of
/// Cooklang's canonical metadata and the ones real files use; when a file gives two spellings
/// of one key, the first in the file wins.
struct CooklangMetadataFields {
    private var values: [String: CooklangMetadataValue] = [:]

    init(_ entries: [CooklangMetadataEntry]) {
        values.reserveCapacity(entries.count)
        // The last written of each key is the first in the file.
        for entry in entries.reversed() { values[Self.normalized(entry.key)] = entry.value }
    }

    /// "prep time" from "Prep_Time", "time.prep" → "time prep". ASCII letters only are
    /// lowered: the keys looked up are English.
    static func normalized(_ key: String) -> String {
        // Most keys are so already ("title", "prep time"): kept as they are, nothing made.
        if isNormalized(key) { return key }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count)
        var pendingSpace = false
        for byte in key.utf8 {
            switch byte {
            case 0x20, 0x09, UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lowercase ASCII letters, digits and other bytes `normalized` keeps, single spaces
    /// between words: as `normalized` would make it.
    private static func isNormalized(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            var previous: UInt8 = 0x20
            for byte in bytes {
                switch byte {
                case 0x09, UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "A")...UInt8(ascii: "Z"): return false
                case 0x20 where previous == 0x20: return false
                default: previous = byte
                }
            }
            return previous != 0x20
        }
    }

    func value(_ keys: [String]) -> CooklangMetadataValue? {
        for key in keys {
            if let value = values[key] { return value }
        }
        return nil
    }

    /// A scalar's text, or a list's first scalar; nil for a map, and for blank text.
    func text(_ keys: [String]) -> String? {
        value(keys).flatMap(Self.text)
    }

    static func text(_ value: CooklangMetadataValue) -> String? {
        let text: String?
        switch value {
        case .text(let scalar): text = scalar
        case .list(let list): text = list.lazy.compactMap(Self.text).first
        case .map: text = nil
        }
        guard let trimmed = text?.trimmingWhitespace, !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// A list, or comma-separated text ("italian, rice, comfort food"), in order, each once.
    func list(_ keys: [String]) -> [String] {
        var found: [String] = []
        func add(_ value: CooklangMetadataValue) {
            switch value {
            case .text(let text):
                // (Text without a comma, as a list's items are, is one part: not split.)
                let parts = text.utf8.contains(UInt8(ascii: ",")) ? text.split(separator: ",").map(String.init) : [text]
                for part in parts {
                    let item = part.trimmingWhitespace
                    if !item.isEmpty, !found.contains(item) { found.append(item) }
                }
            case .list(let list): list.forEach(add)
            case .map: break
            }
        }
        for key in keys {
            if let value = values[key] { add(value) }
        }
        return found
    }

    // MARK: The fields

    var title: String? { text(["title"]) }

    /// Cooklang's `course` (and its older name `category`): schema.org's recipeCategory. Cuisine
    /// and diet are not categories.
    var categories: [String] { list(["category", "categories", "course"]) }

    var tags: [String] { list(["tags", "tag"]) }

    /// The canonical `image` (or `images`, `picture`, `pictures`): an address, the first of a list.
    var image: String? { value(["image", "images", "picture", "pictures"]).flatMap { Self.texts($0).first } }

    /// `description`, or its other name in the canonical keys, `introduction`.
    var description: String? { text(["description", "introduction"]) }

    /// `author`, `source.author` (flat, or in a `source:` map): a list's names, or one name.
    var authors: [String] {
        guard let value = value(["author", "authors", "source author"]) ?? entry("author", in: "source") else { return [] }
        return Self.texts(value)
    }

    /// The authors' names joined by ", ".
    var author: String? {
        let names = authors
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// Where the recipe comes from (the canonical keys): `source` as a URL, as a name, or as
    /// "Name <address>" (`The Palomar Cookbook <urn:isbn:9781784720995>`); `source.name` and
    /// `source.url`, flat or in a `source:` map.
    var source: (name: String?, url: String?) {
        var name = text(["source name"]) ?? entry("name", in: "source").flatMap(Self.text)
        var url = text(["source url"]) ?? entry("url", in: "source").flatMap(Self.text)
        if let source = text(["source"]) {
            let said = SourceAddress.split(source)
            name = name ?? said.name
            url = url ?? said.url
        }
        return (name, url)
    }

    /// The value of `key` in the map that `parent` holds (`source: {name: …}`).
    private func entry(_ key: String, in parent: String) -> CooklangMetadataValue? {
        guard case .map(let entries)? = values[parent] else { return nil }
        return entries.first { Self.normalized($0.key) == key }?.value
    }

    /// Each scalar's text, a list's in order.
    private static func texts(_ value: CooklangMetadataValue) -> [String] {
        switch value {
        case .text: return text(value).map { [$0] } ?? []
        case .list(let list): return list.flatMap(texts)
        case .map: return []
        }
    }

    /// `servings: 4`, `serves: 2-3`, `servings: 1|2|3`: the first whole number, and the text
    /// itself when it says more than that number.
    var servings: (count: Int?, asWritten: String?) {
        guard let text = text(["servings", "serves"]) else { return (nil, nil) }
        let count = Self.firstWholeNumber(text)
        let saysMore = count.map { String($0) != text } ?? true
        return (count, saysMore ? text : nil)
    }

    /// `yield: 200%ml` → "200 ml".
    var yield: String? {
        text(["yield"]).map { text in
            text.split(separator: "%").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private static let prepKeys = ["prep time", "prep", "preparation time", "preptime", "time prep"]
    private static let cookKeys = ["cook time", "cook", "cooking time", "cooktime", "time cook"]
    private static let totalKeys = ["time", "total time", "time required", "duration", "totaltime", "time total"]

    /// Minutes of preparation, of cooking, and in all (the canonical `time required`, `time`,
    /// `duration`), each as the file says it: a total is never taken for a cooking time.
    var times: (prep: Int?, cook: Int?, total: Int?) {
        let largest = Catalog.largestNumber
        func minutes(_ keys: [String], inTime: String) -> Int? {
            if let text = text(keys) { return CooklangDuration.minutes(text, largest: largest) }
            // `time: {prep: 10 min, cook: 20 min}`
            if case .map(let entries)? = values["time"],
                let entry = entries.first(where: { Self.normalized($0.key) == inTime }),
                let text = Self.text(entry.value)
            {
                return CooklangDuration.minutes(text, largest: largest)
            }
            return nil
        }
        return (minutes(Self.prepKeys, inTime: "prep"), minutes(Self.cookKeys, inTime: "cook"), minutes(Self.totalKeys, inTime: "total"))
    }

    /// The first run of digits, when it is a number of servings the catalog takes (1…1,000,000).
    static func firstWholeNumber(_ text: String) -> Int? {
        var value = 0
        var digits = 0
        for byte in text.utf8 {
            if byte &- 0x30 < 10 {
                digits += 1
                guard digits <= 7 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            } else if digits > 0 {
                break
            }
        }
        guard digits > 0, value > 0, value <= Catalog.largestNumber else { return nil }
        return value
    }
}
