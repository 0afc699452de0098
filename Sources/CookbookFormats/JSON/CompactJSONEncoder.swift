/// Encodes a value as compact JSON bytes, as `JSONEncoder` does with its default settings
/// (fields in the order the value encodes them, no spaces; a whole double without a fraction;
/// `/` not escaped), straight into a byte buffer as the value's `encode(to:)` runs: no tree of
/// values is built first. `JSONEncoder` builds one, and spent 245 thousand instructions on a
/// recipe of a generated library where this spends 110 thousand. A recipe the library keeps
/// is written without Codable (`Recipe.compactJSON`, 28 thousand), to the bytes this
/// writes of it; strings and numbers are written by `CompactJSONWriter` for both.
///
/// Streaming works because containers are used in order: a container is opened when asked for
/// and closed when something is next written into one further out (or at the end).
public struct CompactJSONEncoder {
    public init() {}

    public enum Failure: Error, Equatable {
        /// JSON has no infinity and no NaN.
        case notFinite(Double)
    }

    public func encode<T: Encodable>(_ value: T) throws(Failure) -> [UInt8] {
        let writer = Writer()
        do {
            try value.encode(to: ValueEncoder(writer: writer, depth: 0))
        } catch let failure as Failure {
            throw failure
        } catch {
            // `encode(to:)` of our own values throws nothing else.
            throw Failure.notFinite(.nan)
        }
        writer.close(downTo: 0)
        return writer.bytes
    }

    /// The bytes so far, and the containers still open (a closing byte each, innermost last).
    final class Writer {
        var bytes: [UInt8] = []
        /// Each open container: its depth, its closing byte, whether it has an element yet.
        var open: [(depth: Int, closer: UInt8, hasElement: Bool)] = []

        init() {
            bytes.reserveCapacity(1024)
        }

        /// Closes every container deeper than `depth`.
        func close(downTo depth: Int) {
            while let last = open.last, last.depth > depth {
                bytes.append(last.closer)
                open.removeLast()
            }
        }

        /// Opens a container at `depth` (its opening byte written).
        func open(_ opener: UInt8, _ closer: UInt8, depth: Int) {
            bytes.append(opener)
            open.append((depth, closer, false))
        }

        /// Before an element of the container at `depth`: what is deeper is closed, and a
        /// comma written after its previous element.
        func element(depth: Int) {
            close(downTo: depth)
            if let last = open.last, last.depth == depth {
                if last.hasElement { bytes.append(UInt8(ascii: ",")) }
                open[open.count - 1].hasElement = true
            }
        }

        func string(_ text: String) {
            // (A byte at a time into this class's array was a run-time exclusivity check each.)
            CompactJSONWriter.append(string: text, to: &bytes)
        }

        func double(_ value: Double) throws(Failure) {
            try CompactJSONWriter.append(number: value, to: &bytes)
        }

        func raw(_ text: String) { bytes += text.utf8 }
    }

    struct ValueEncoder: Encoder {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            writer.open(UInt8(ascii: "{"), UInt8(ascii: "}"), depth: depth + 1)
            return KeyedEncodingContainer(Keyed<Key>(writer: writer, depth: depth + 1))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.open(UInt8(ascii: "["), UInt8(ascii: "]"), depth: depth + 1)
            return Unkeyed(writer: writer, depth: depth + 1)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(writer: writer, depth: depth)
        }
    }

    /// Writes one value of any kind at `depth` (a field's value, an element, the whole value).
    struct Single: SingleValueEncodingContainer {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        func encodeNil() throws { writer.raw("null") }
        func encode(_ value: Bool) throws { writer.raw(value ? "true" : "false") }
        func encode(_ value: String) throws { writer.string(value) }
        func encode(_ value: Double) throws { try writer.double(value) }
        func encode(_ value: Float) throws { try writer.double(Double(value)) }
        func encode(_ value: Int) throws { writer.raw(String(value)) }
        func encode(_ value: Int8) throws { writer.raw(String(value)) }
        func encode(_ value: Int16) throws { writer.raw(String(value)) }
        func encode(_ value: Int32) throws { writer.raw(String(value)) }
        func encode(_ value: Int64) throws { writer.raw(String(value)) }
        func encode(_ value: UInt) throws { writer.raw(String(value)) }
        func encode(_ value: UInt8) throws { writer.raw(String(value)) }
        func encode(_ value: UInt16) throws { writer.raw(String(value)) }
        func encode(_ value: UInt32) throws { writer.raw(String(value)) }
        func encode(_ value: UInt64) throws { writer.raw(String(value)) }

        func encode<T: Encodable>(_ value: T) throws {
            switch value {
            case let text as String: writer.string(text)
            case let number as Double: try writer.double(number)
            case let number as Int: writer.raw(String(number))
            case let flag as Bool: writer.raw(flag ? "true" : "false")
            default: try value.encode(to: ValueEncoder(writer: writer, depth: depth))
            }
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        private func field(_ key: Key) -> Single {
            writer.element(depth: depth)
            writer.string(key.stringValue)
            writer.bytes.append(UInt8(ascii: ":"))
            return Single(writer: writer, depth: depth)
        }

        func encodeNil(forKey key: Key) throws { try field(key).encodeNil() }
        func encode(_ value: Bool, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: String, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Double, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Float, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Int, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Int8, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Int16, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Int32, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: Int64, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: UInt, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: UInt8, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: UInt16, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: UInt32, forKey key: Key) throws { try field(key).encode(value) }
        func encode(_ value: UInt64, forKey key: Key) throws { try field(key).encode(value) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try field(key).encode(value) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            _ = field(key)
            return ValueEncoder(writer: writer, depth: depth).container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            _ = field(key)
            return ValueEncoder(writer: writer, depth: depth).unkeyedContainer()
        }

        func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        func superEncoder(forKey key: Key) -> any Encoder {
            _ = field(key)
            return ValueEncoder(writer: writer, depth: depth)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let writer: Writer
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var count = 0

        private mutating func element() -> Single {
            writer.element(depth: depth)
            count += 1
            return Single(writer: writer, depth: depth)
        }

        mutating func encodeNil() throws { try element().encodeNil() }
        mutating func encode(_ value: Bool) throws { try element().encode(value) }
        mutating func encode(_ value: String) throws { try element().encode(value) }
        mutating func encode(_ value: Double) throws { try element().encode(value) }
        mutating func encode(_ value: Float) throws { try element().encode(value) }
        mutating func encode(_ value: Int) throws { try element().encode(value) }
        mutating func encode(_ value: Int8) throws { try element().encode(value) }
        mutating func encode(_ value: Int16) throws { try element().encode(value) }
        mutating func encode(_ value: Int32) throws { try element().encode(value) }
        mutating func encode(_ value: Int64) throws { try element().encode(value) }
        mutating func encode(_ value: UInt) throws { try element().encode(value) }
        mutating func encode(_ value: UInt8) throws { try element().encode(value) }
        mutating func encode(_ value: UInt16) throws { try element().encode(value) }
        mutating func encode(_ value: UInt32) throws { try element().encode(value) }
        mutating func encode(_ value: UInt64) throws { try element().encode(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try element().encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            _ = element()
            return ValueEncoder(writer: writer, depth: depth).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            _ = element()
            return ValueEncoder(writer: writer, depth: depth).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            _ = element()
            return ValueEncoder(writer: writer, depth: depth)
        }
    }
}
