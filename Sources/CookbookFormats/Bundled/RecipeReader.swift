import CookbookModel
/// A whole recipe read from its bytes in the bundled format, field by field with
/// `JSONCursor`, as `Recipe(from:)` decodes it through JSONDecoder: the recipe a frame
/// shows, read when it is first shown. JSONDecoder builds a tree of the object first and
/// then a container for every object and array: 336 thousand instructions for a recipe of
/// the bundled book, where this takes 43 thousand, and JSONDecoder's code stays out of
/// memory unless a file needs it.
///
/// Only the common form is read here: the fields `Recipe` has, names without escapes, each once,
/// numbers that need no judgement (a whole number of at most 18 digits; for a quantity, a
/// decimal without an exponent), strings without a lone surrogate escape. For anything
/// else, and for any value JSONDecoder would refuse, it returns nil and the caller decodes
/// with JSONDecoder, so a recipe reads the same either way (`RecipeReaderTests` holds it to
/// that on every recipe of the bundled book and of generated cookbooks).
package enum RecipeReader {
    private static let names = CookbookIndexer.Names()

    /// The recipe in `bytes` (one JSON object), or nil to leave it to JSONDecoder.
    package static func recipe(_ bytes: UnsafeRawBufferPointer) -> Recipe? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var reader = Reading(cursor: JSONCursor(base, count: bytes.count))
        return try? reader.recipe()
    }

    /// Thrown for anything left to JSONDecoder.
    struct Unusual: Error {}

    private struct Reading {
        var cursor: JSONCursor

        mutating func recipe() throws -> Recipe {
            cursor.skipWhitespace()
            guard cursor.byte == 0x7B else { throw Unusual() }
            var seen: UInt32 = 0
            var id: String?, name: String?, category: String?
            var servings: Int?, prep: Int?, cook: Int?, total: Int?, source: String?, yield: String?
            var author: String?, description: String?, sourceName: String?, sourceURL: String?
            var tags: [String] = [], ingredients: [Ingredient] = [], steps: [String] = [], related: [String] = []
            var notes: [String] = [], sections: [StepSection] = []
            if !cursor.open(closingWith: 0x7D) {
                repeat {
                    let key = try cursor.packedFieldName()
                    guard key.length >= 0 else { throw Unusual() }
                    let field = names.field(key)
                    if field != .unknown {
                        guard seen & field.rawValue == 0 else { throw Unusual() }
                        seen |= field.rawValue
                    }
                    switch field {
                    case .id: id = try string()
                    case .name: name = try string()
                    case .category: category = try string()
                    case .servings: servings = try optionalInteger()
                    case .prepMinutes: prep = try optionalInteger()
                    case .cookMinutes: cook = try optionalInteger()
                    case .totalMinutes: total = try optionalInteger()
                    case .source: source = try optionalString()
                    case .yield: yield = try optionalString()
                    case .author: author = try optionalString()
                    case .description: description = try optionalString()
                    case .sourceName: sourceName = try optionalString()
                    case .sourceURL: sourceURL = try optionalString()
                    case .tags: tags = try optionalStrings()
                    case .steps: steps = try optionalStrings()
                    case .related: related = try optionalStrings()
                    case .notes: notes = try optionalStrings()
                    case .ingredients: ingredients = try optionalList { try $0.ingredient() }
                    case .sections: sections = try optionalList { try $0.section() }
                    // A field this reader does not know is left to JSONDecoder, with the rest:
                    // a field added to `Recipe` reads right before this reader learns it.
                    case .unknown: throw Unusual()
                    }
                } while try !cursor.nextOrClose(0x7D)
            }
            guard let id, let name, let category else { throw Unusual() }
            return Recipe(
                id: id, name: name, category: category, servings: servings, prepMinutes: prep, cookMinutes: cook,
                totalMinutes: total, tags: tags, ingredients: ingredients, steps: steps, related: related, yield: yield,
                notes: notes, sections: sections, source: source, author: author, description: description,
                sourceName: sourceName, sourceURL: sourceURL)
        }

        mutating func ingredient() throws -> Ingredient {
            guard cursor.byte == 0x7B else { throw Unusual() }
            var seen: UInt8 = 0
            var quantity: Double?, quantityTo: Double?, unit: String?, item: String?, note: String?, text: String?
            var fixed = false
            var reference: String?
            if !cursor.open(closingWith: 0x7D) {
                repeat {
                    let key = try cursor.packedFieldName()
                    guard key.length >= 0 else { throw Unusual() }
                    if key == names.reference {
                        guard reference == nil else { throw Unusual() }
                        reference = try string()
                        continue
                    }
                    let bit = names.ingredientField(key)
                    if bit != 0 {
                        guard seen & bit == 0 else { throw Unusual() }
                        seen |= bit
                    }
                    switch bit {
                    case 1: item = try string()
                    case 2: unit = try optionalString()
                    case 4: note = try optionalString()
                    case 8: quantity = try optionalNumber()
                    case 16: text = try optionalString()
                    case 32: quantityTo = try optionalNumber()
                    case 64: fixed = try optionalBool() ?? false
                    default: throw Unusual()
                    }
                } while try !cursor.nextOrClose(0x7D)
            }
            guard let item else { throw Unusual() }
            return Ingredient(quantity: quantity, quantityTo: quantityTo, unit: unit, item: item, note: note, text: text, fixed: fixed, reference: reference)
        }

        mutating func section() throws -> StepSection {
            guard cursor.byte == 0x7B else { throw Unusual() }
            var name: String?, firstStep: Int?
            if !cursor.open(closingWith: 0x7D) {
                repeat {
                    let key = try cursor.packedFieldName()
                    guard key.length >= 0 else { throw Unusual() }
                    if key == names.sectionName {
                        guard name == nil else { throw Unusual() }
                        name = try string()
                    } else if key == names.firstStep {
                        guard firstStep == nil else { throw Unusual() }
                        firstStep = try optionalInteger()
                        guard firstStep != nil else { throw Unusual() }
                    } else {
                        throw Unusual()
                    }
                } while try !cursor.nextOrClose(0x7D)
            }
            guard let name, let firstStep else { throw Unusual() }
            return StepSection(name: name, firstStep: firstStep)
        }

        // MARK: Values

        /// Past `null` if it is next.
        mutating func null() throws -> Bool {
            guard cursor.byte == 0x6E else { return false }
            guard try cursor.literal() == .null else { throw Unusual() }
            return true
        }

        mutating func string() throws -> String {
            guard cursor.byte == 0x22 else { throw Unusual() }
            let start = cursor.pos + 1
            if try cursor.skipString() == .plain {
                return String(decoding: UnsafeBufferPointer(start: cursor.base + start, count: cursor.pos - 1 - start), as: UTF8.self)
            }
            // Escapes: read again, decoded. A surrogate escape left unpaired is JSONDecoder's
            // to judge.
            var again = cursor
            again.pos = start - 1
            var out = ByteBuffer(capacity: cursor.pos - start)
            defer { out.deallocate() }
            guard try again.captureString(into: &out) != .surrogate else { throw Unusual() }
            return String(decoding: UnsafeBufferPointer(start: out.base, count: out.count), as: UTF8.self)
        }

        mutating func optionalString() throws -> String? {
            try null() ? nil : string()
        }

        mutating func optionalInteger() throws -> Int? {
            if try null() { return nil }
            guard cursor.byte == 0x2D || (cursor.byte >= 0x30 && cursor.byte <= 0x39) else { throw Unusual() }
            guard case .integer(let value) = try cursor.number() else { throw Unusual() }
            return value
        }

        mutating func optionalNumber() throws -> Double? {
            if try null() { return nil }
            guard cursor.byte == 0x2D || (cursor.byte >= 0x30 && cursor.byte <= 0x39) else { throw Unusual() }
            let start = cursor.pos
            switch try cursor.number() {
            case .integer(let value): return Double(value)
            case .decimal:
                let text = String(decoding: UnsafeBufferPointer(start: cursor.base + start, count: cursor.pos - start), as: UTF8.self)
                guard let value = Double(text) else { throw Unusual() }
                return value
            case .other: throw Unusual()
            }
        }

        mutating func optionalBool() throws -> Bool? {
            switch cursor.byte {
            case 0x74, 0x66, 0x6E:
                switch try cursor.literal() {
                case .true: return true
                case .false: return false
                case .null: return nil
                }
            default: throw Unusual()
            }
        }

        mutating func optionalStrings() throws -> [String] {
            try optionalList { try $0.string() }
        }

        /// An array of `element`s, or null for none.
        mutating func optionalList<T>(_ element: (inout Reading) throws -> T) throws -> [T] {
            if try null() { return [] }
            guard cursor.byte == 0x5B else { throw Unusual() }
            var list: [T] = []
            if !cursor.open(closingWith: 0x5D) {
                repeat {
                    list.append(try element(&self))
                } while try !cursor.nextOrClose(0x5D)
            }
            return list
        }
    }
}
