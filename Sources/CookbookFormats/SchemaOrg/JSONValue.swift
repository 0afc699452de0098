/// A JSON value as `LenientJSON` reads it. Objects keep their members in the file's order,
/// duplicates included; a lookup answers with the last one, as most JSON readers do.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A member of an object, nil for anything else.
    public subscript(key: String) -> JSONValue? {
        object?[key]
    }
}

/// The members of a JSON object in the order the file has them.
public struct JSONObject: Equatable, Sendable {
    public var keys: [String]
    public var values: [JSONValue]

    public init(keys: [String] = [], values: [JSONValue] = []) {
        self.keys = keys
        self.values = values
    }

    public var count: Int { keys.count }

    /// The last member named exactly `key`.
    public subscript(key: String) -> JSONValue? {
        var index = keys.count - 1
        while index >= 0 {
            if keys[index] == key { return values[index] }
            index -= 1
        }
        return nil
    }

    /// The last member named `key` in any ASCII case (`ItemListElement` for
    /// `itemListElement`); an exact match wins.
    public func value(anyCase key: String) -> JSONValue? {
        if let exact = self[key] { return exact }
        var index = keys.count - 1
        while index >= 0 {
            if Self.equalIgnoringASCIICase(keys[index], key) { return values[index] }
            index -= 1
        }
        return nil
    }

    static func equalIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case let (x?, y?):
                if x == y { continue }
                if x | 0x20 != y | 0x20 || !(0x61...0x7A).contains(x | 0x20) { return false }
            default: return false
            }
        }
    }
}
