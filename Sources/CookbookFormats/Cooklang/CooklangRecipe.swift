/// A Cooklang recipe as the language has it, before it becomes a `Recipe`: metadata, sections
/// of steps and notes, and each step as text and components. `CooklangParser` makes one;
/// `CooklangReader` maps one to the model.
public struct CooklangRecipe: Equatable, Sendable {
    /// The YAML front matter's keys, then the older `>> key: value` lines, in file order. A key
    /// given twice keeps its first place and its last value.
    public var metadata: [CooklangMetadataEntry]
    /// Every part of the recipe in order. Content before the first `== Name ==` line is in a
    /// section whose name is nil; that section is left out when it is empty.
    public var sections: [CooklangSection]

    public init(metadata: [CooklangMetadataEntry] = [], sections: [CooklangSection] = []) {
        self.metadata = metadata
        self.sections = sections
    }

    /// The value of `key`, spelled exactly as in the file.
    public func metadata(_ key: String) -> CooklangMetadataValue? {
        metadata.first { $0.key == key }?.value
    }

    /// Every step, sections flattened.
    public var steps: [CooklangStep] {
        sections.flatMap { section in
            section.blocks.compactMap { block in
                if case .step(let step) = block { step } else { nil }
            }
        }
    }

    /// Every `>` note, sections flattened.
    public var notes: [String] {
        sections.flatMap { section in
            section.blocks.compactMap { block in
                if case .note(let note) = block { note } else { nil }
            }
        }
    }
}

/// One key of the metadata and its value.
public struct CooklangMetadataEntry: Equatable, Sendable {
    public var key: String
    public var value: CooklangMetadataValue

    public init(key: String, value: CooklangMetadataValue) {
        self.key = key
        self.value = value
    }
}

/// A metadata value as written: YAML scalars stay text (`servings: 4` is "4"); the reader
/// decides what a value means.
public indirect enum CooklangMetadataValue: Equatable, Sendable {
    case text(String)
    case list([CooklangMetadataValue])
    case map([CooklangMetadataEntry])

    /// The text of a scalar; nil for a list or a map.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}

/// `== Name ==` or `= Name`, and the steps and notes up to the next one.
public struct CooklangSection: Equatable, Sendable {
    /// Nil before the first section line, and for a line of only `=`.
    public var name: String?
    public var blocks: [CooklangBlock]

    public init(name: String?, blocks: [CooklangBlock] = []) {
        self.name = name
        self.blocks = blocks
    }
}

/// A paragraph of a section: a step, or a note (a paragraph that begins with `>`).
public enum CooklangBlock: Equatable, Sendable {
    case step(CooklangStep)
    case note(String)
}

/// One paragraph of the method: its lines joined by a space (by a newline after a line that
/// ends in `\`), comments removed.
public struct CooklangStep: Equatable, Sendable {
    /// Text and components in order; two text items are never next to each other.
    public var items: [CooklangItem]
    /// Where a space of the text joins two lines of the file, in order: what the language
    /// reads as one paragraph, kept for a reader that shows a step written one instruction a
    /// line as lines (`CooklangReader.text(of:)`). Lines joined inside a component (a note
    /// that goes on over a line break) are not here: the component is one.
    public var lineJoins: [LineJoin]

    /// The space at UTF-8 `offset` of text item `item`.
    public struct LineJoin: Equatable, Sendable {
        public var item: Int
        public var offset: Int

        public init(item: Int, offset: Int) {
            self.item = item
            self.offset = offset
        }
    }

    public init(items: [CooklangItem], lineJoins: [LineJoin] = []) {
        self.items = items
        self.lineJoins = lineJoins
    }
}

public enum CooklangItem: Equatable, Sendable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(CooklangCookware)
    case timer(CooklangTimer)
}

/// What is written between `{` and `%`: the text, and the number it reads as when it is one.
public struct CooklangQuantity: Equatable, Sendable {
    /// As written, trimmed, without the `=` of a fixed quantity: "3", "1/2", "1 1/2", "few".
    public var text: String
    /// 3, 0.5, 1.5; nil when the text is not a number ("few", "10-15", "01/2", "1,5").
    public var value: Double?

    public init(text: String, value: Double?) {
        self.text = text
        self.value = value
    }
}

/// `@name`, `@multi word name{quantity%units}(note)`, `@./Sauces/Pesto{}`.
public struct CooklangIngredient: Equatable, Sendable {
    /// For a recipe reference, the last part of its path ("Pesto").
    public var name: String
    /// Nil when none is written (`@salt`, `@salt{}`): the canonical tests call that "some".
    public var quantity: CooklangQuantity?
    /// Nil when none is written.
    public var units: String?
    /// `{=1%tsp}`: the quantity does not scale with the servings.
    public var fixed: Bool
    /// `(finely chopped)` right after the component.
    public var note: String?
    /// For `@./Sauces/Pesto{}`, "./Sauces/Pesto": another recipe's path from the cookbook's
    /// root, without its extension.
    public var reference: String?

    public init(
        name: String, quantity: CooklangQuantity? = nil, units: String? = nil, fixed: Bool = false, note: String? = nil,
        reference: String? = nil
    ) {
        self.name = name
        self.quantity = quantity
        self.units = units
        self.fixed = fixed
        self.note = note
        self.reference = reference
    }
}

/// `#pot`, `#frying pan{2}`.
public struct CooklangCookware: Equatable, Sendable {
    public var name: String
    /// Nil when none is written: the canonical tests call that 1.
    public var quantity: CooklangQuantity?
    public var units: String?
    public var note: String?

    public init(name: String, quantity: CooklangQuantity? = nil, units: String? = nil, note: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.units = units
        self.note = note
    }
}

/// `~{25%minutes}`, `~eggs{3%minutes}`, `~rest`.
public struct CooklangTimer: Equatable, Sendable {
    public var name: String?
    public var quantity: CooklangQuantity?
    public var units: String?

    public init(name: String? = nil, quantity: CooklangQuantity? = nil, units: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.units = units
    }
}
