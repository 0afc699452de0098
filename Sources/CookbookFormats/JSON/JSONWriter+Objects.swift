/// The shape of what cookbook prints with `--json` (`plan`, `pantry`, `shop --format json`):
/// one object, indented, keys sorted, whose members are strings, numbers, true or false,
/// arrays of strings, and arrays of objects of the same. Written through these, a printer
/// says only which member holds what.
extension JSONWriter {
    /// The text of one object, indented with its keys sorted, `members` writing its members.
    public static func printed(_ members: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter(.indented, keys: .sorted)
        json.object(members)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// An object, `members` writing its members.
    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        beginObject()
        members(&self)
        endObject()
    }

    /// A member whose value is an array of objects, one for each of `items`, `members` writing
    /// the members of each.
    public mutating func objects<Items: Sequence>(_ key: String, _ items: Items, _ members: (inout JSONWriter, Items.Element) -> Void) {
        field(key)
        beginArray()
        for item in items {
            element()
            object { members(&$0, item) }
        }
        endArray()
    }

    /// A member whose value is a whole number.
    public mutating func field(_ key: String, _ value: Int) {
        field(key)
        number(value)
    }

    /// A member whose value is true or false.
    public mutating func field(_ key: String, _ value: Bool) {
        field(key)
        bool(value)
    }

    /// A member whose value is an array of strings.
    public mutating func field(_ key: String, _ texts: [String]) {
        field(key)
        strings(texts)
    }
}
