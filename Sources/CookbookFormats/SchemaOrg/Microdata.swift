/// The schema.org items a page marks with microdata (`itemscope`, `itemtype`, `itemprop`),
/// as the JSON-LD objects they stand for, so the JSON-LD reading (`RecipeNodes`,
/// `SchemaOrgRecipe`) reads them: `@type` from `itemtype` (`https://schema.org/Recipe` →
/// `Recipe`), `@id` from `itemid`, each property a member (a property given twice, a list).
///
/// A property's value, in the loose shapes real pages use:
/// - `content=` on any element (`<meta>`, `<span content=…>`); `href` of `<link>` and
///   `<area>`; `src` of `<img>` and other media (`data-src` when `src` is a placeholder);
///   `data` of `<object>`; `datetime` of `<time>`; `value` of `<data>`, `<meter>`, `<input>`;
///   `href` of `<a>` for a property that is an address (`url`, `image`, `sameAs`…), else the
///   link's text;
/// - else the element's text: block elements (`<p>`, `<br>`, `<li>`, `<div>`, `<tr>`…) end a
///   line, line breaks in the source are spaces, scripts and styles are left out; so one
///   element holding the whole ingredient list or every step gives one line each;
/// - a `content=` that is a JSON list or object (`[{"@type":"HowToStep",…}]`) is that JSON;
///   the only `recipeIngredient`, given in a `content=` as one line with commas between
///   ingredients, is a list of them;
/// - headings (`<h2>`…`<h6>`) inside the element holding the steps name sections of them;
/// - an element with `itemscope` and `itemprop` is a nested item (an author's Person, a
///   NutritionInformation, a HowToStep): its properties are its own, not the recipe's; it is
///   the value of its first property name (`itemprop="author creator"`: the author).
///
/// Elements nest as `HTMLElements` has them.
enum Microdata {
    /// The page's top-level items, in page order.
    static func documents(in page: UnsafeBufferPointer<UInt8>) -> [JSONValue] {
        var walk = MicrodataWalk(page)
        HTMLElements.walk(page, &walk)
        return walk.topLevel.map { walk.json(item: $0, depth: 0) }
    }
}

private struct MicrodataWalk: HTMLElementReader {
    struct Item {
        var types: [String] = []
        var id: String?
        var names: [String] = []
        var values: [Value] = []
    }

    enum Value {
        case text(String)
        /// A value from an attribute: JSON when it reads as a list or an object.
        case attribute(String)
        case item(Int)
    }

    /// An element `start` asked to be told the end of: one that opened an item or holds a
    /// property's text.
    struct Open {
        var item: Int?
        /// The property slots its text fills: (item, index among its values).
        var slots: [(item: Int, slot: Int)] = []
        var capture: Int?
        /// `<a>`'s href, for a property whose link has no text.
        var fallback: String?
    }

    let page: UnsafeBufferPointer<UInt8>
    var items: [Item] = []
    var topLevel: [Int] = []
    var open: [Open] = []
    var itemStack: [Int] = []
    var captures: [HTMLTextBuffer] = []
    var activeCaptures: [Int] = []

    /// Bounds for hostile pages: how many properties' texts are gathered at once, and how deep
    /// items nest in what is read.
    static let maxActiveCaptures = HTMLTextBuffer.mostAtOnce
    static let maxDepth = 32

    init(_ page: UnsafeBufferPointer<UInt8>) {
        self.page = page
    }

    // MARK: Elements

    mutating func start(_ tag: HTMLToken, key: UInt64, isVoid: Bool, in tokenizer: HTMLTokenizer) -> Bool {
        if Self.isHeading(key) {
            for capture in activeCaptures { captures[capture].mark(Self.headingMark) }
        }
        let itemprop = tokenizer.attribute("itemprop").map { tokenizer.text($0) }
        let opensItem = tokenizer.attribute("itemscope") != nil
        guard itemprop != nil || opensItem else { return false }
        var element = Open()
        let names = itemprop.map(Self.propertyNames) ?? []
        let owner = itemStack.last

        var newItem: Int?
        if opensItem {
            var item = Item()
            if let type = tokenizer.attribute("itemtype") {
                item.types = tokenizer.text(type).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).map(Self.shortName)
            }
            if let id = tokenizer.attribute("itemid") { item.id = tokenizer.text(id) }
            newItem = items.count
            items.append(item)
            element.item = newItem
        }

        if let owner, !names.isEmpty {
            if let newItem {
                // Under its first name only: an item under every name of every nested item
                // would double the page's items at each level.
                add(names[0], .item(newItem), to: owner)
            } else if let value = attributeValue(key, names: names, in: tokenizer) {
                for name in names { add(name, .attribute(value), to: owner) }
            } else {
                for name in names {
                    element.slots.append((owner, items[owner].values.count))
                    add(name, .text(""), to: owner)
                }
                if key == HTMLName.a, let href = tokenizer.attribute("href") { element.fallback = tokenizer.text(href) }
                if !isVoid, activeCaptures.count < Self.maxActiveCaptures {
                    element.capture = captures.count
                    activeCaptures.append(captures.count)
                    captures.append(HTMLTextBuffer())
                }
            }
        } else if let newItem {
            topLevel.append(newItem)
        }

        // An item on a void element (`<meta itemscope itemid=…>`) has no properties.
        guard !isVoid else { return false }
        if let newItem { itemStack.append(newItem) }
        open.append(element)
        return true
    }

    mutating func end() {
        let element = open.removeLast()
        if element.item != nil { itemStack.removeLast() }
        guard !element.slots.isEmpty else { return }
        var text = ""
        if let capture = element.capture {
            text = captures[capture].string
            captures[capture] = HTMLTextBuffer()
            activeCaptures.removeAll { $0 == capture }
        }
        if HTMLText.line(text).isEmpty, let fallback = element.fallback { text = fallback }
        for (item, slot) in element.slots { items[item].values[slot] = .text(text) }
    }

    private mutating func add(_ name: String, _ value: Value, to item: Int) {
        items[item].names.append(name)
        items[item].values.append(value)
    }

    // MARK: Text

    mutating func text(_ range: Range<Int>, in tokenizer: HTMLTokenizer) {
        for capture in activeCaptures { captures[capture].append(range, of: page) }
    }

    mutating func lineBreak() {
        for capture in activeCaptures { captures[capture].lineBreak() }
    }

    mutating func cell() {
        for capture in activeCaptures { captures[capture].space() }
    }

    // MARK: Values

    /// The value an element's attributes give its property, nil when its text does.
    private func attributeValue(_ key: UInt64, names: [String], in tokenizer: HTMLTokenizer) -> String? {
        if let content = tokenizer.attribute("content") { return tokenizer.text(content) }
        switch key {
        case HTMLName.meta:
            return ""
        case HTMLName.link, HTMLName.area:
            return tokenizer.attribute("href").map { tokenizer.text($0) } ?? ""
        case HTMLName.a:
            guard names.contains(where: Self.isAddressProperty) else { return nil }
            return tokenizer.attribute("href").map { tokenizer.text($0) }
        case HTMLName.img, HTMLName.audio, HTMLName.video, HTMLName.source,
            HTMLName.embed, HTMLName.iframe, HTMLName.track:
            let source = tokenizer.attribute("src").map { tokenizer.text($0) } ?? ""
            if source.isEmpty || source.hasPrefix("data:") {
                for lazy in [tokenizer.attribute("data-src"), tokenizer.attribute("data-lazy-src")] {
                    if let lazy { return tokenizer.text(lazy) }
                }
            }
            return source
        case HTMLName.object:
            return tokenizer.attribute("data").map { tokenizer.text($0) } ?? ""
        case HTMLName.time:
            return tokenizer.attribute("datetime").map { tokenizer.text($0) }
        case HTMLName.data, HTMLName.meter, HTMLName.input:
            return tokenizer.attribute("value").map { tokenizer.text($0) } ?? ""
        default:
            return nil
        }
    }

    private static let addressProperties: Set<String> = [
        "url", "image", "thumbnailurl", "contenturl", "embedurl", "sameas", "mainentityofpage", "isbasedon", "logo", "video",
    ]

    private static func isAddressProperty(_ name: String) -> Bool {
        addressProperties.contains(name.lowercased())
    }

    /// `itemprop="name headline"` names two properties; a name written as an address
    /// (`https://schema.org/name`) is its last part.
    private static func propertyNames(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{0C}" })
            .map(shortName).filter { !$0.isEmpty }
    }

    private static func shortName(_ text: Substring) -> String {
        if let cut = text.lastIndex(where: { $0 == "/" || $0 == "#" }) { return String(text[text.index(after: cut)...]) }
        return String(text)
    }

    // MARK: As JSON-LD

    func json(item index: Int, depth: Int) -> JSONValue {
        guard depth < Self.maxDepth else { return .object(JSONObject()) }
        let item = items[index]
        var object = JSONObject()
        if !item.types.isEmpty {
            object.keys.append("@type")
            object.values.append(item.types.count == 1 ? .string(item.types[0]) : .array(item.types.map(JSONValue.string)))
        }
        if let id = item.id {
            object.keys.append("@id")
            object.values.append(.string(id))
        }
        // Each property once, in the order first given; given twice, a list (gathered apart,
        // then put in: appending to a list held in the object copied it every time).
        let ingredientProperties = item.names.lazy.filter(Self.isIngredients).count
        var position: [String: Int] = [:]
        var values: [[JSONValue]] = []
        for (name, value) in zip(item.names, item.values) {
            var converted = json(value, depth: depth)
            if name == "recipeInstructions", case .text(let text) = value, let sections = Self.sections(text) { converted = sections }
            if ingredientProperties == 1, Self.isIngredients(name), case .attribute(let text) = value, let list = Self.commaList(text) {
                converted = list
            }
            if let at = position[name] {
                values[at].append(converted)
            } else {
                position[name] = values.count
                object.keys.append(name)
                values.append([converted])
            }
        }
        object.values += values.map { $0.count == 1 ? $0[0] : .array($0) }
        return .object(object)
    }

    /// Starts a heading's line in a property's text: a control character, which cleaning
    /// (`HTMLText`) turns into a space, so it shows nowhere but where `sections` looks for it.
    static let headingMark: UInt8 = 0x01

    private static func isHeading(_ key: UInt64) -> Bool {
        switch key {
        case HTMLName.h1, HTMLName.h2, HTMLName.h3, HTMLName.h4,
            HTMLName.h5, HTMLName.h6:
            return true
        default:
            return false
        }
    }

    /// Steps with headings among them (`<h3>Preparation</h3>` inside the element holding
    /// them): each heading names the steps after it, as a HowToSection.
    private static func sections(_ text: String) -> JSONValue? {
        guard text.utf8.contains(headingMark) else { return nil }
        var parts: [JSONValue] = []
        var section: (name: String, steps: [JSONValue])?
        func finish() {
            if let section {
                parts.append(.object(JSONObject(keys: ["@type", "name", "itemListElement"], values: [.string("HowToSection"), .string(section.name), .array(section.steps)])))
            }
        }
        for line in text.split(separator: "\n") {
            if line.utf8.first == headingMark {
                finish()
                section = (String(line.dropFirst()), [])
            } else if section != nil {
                section?.steps.append(.string(String(line)))
            } else {
                parts.append(.string(String(line)))
            }
        }
        finish()
        return .array(parts)
    }

    private static func isIngredients(_ name: String) -> Bool {
        name == "recipeIngredient" || name == "ingredients"
    }

    /// The whole ingredient list in one `content=` with commas between the lines
    /// (`content="125ml milk, 1 tsp vinegar, 60ml oil"`): the lines. One line with fewer
    /// than two commas is one ingredient ("2 leeks, sliced").
    private static func commaList(_ text: String) -> JSONValue? {
        guard !text.contains("\n"), !text.contains("<"), text.utf8.count(where: { $0 == UInt8(ascii: ",") }) >= 2 else { return nil }
        return .array(text.split(separator: ",").map { .string(String($0)) })
    }

    private func json(_ value: Value, depth: Int) -> JSONValue {
        switch value {
        case .text(let text):
            return .string(text)
        case .item(let index):
            return json(item: index, depth: depth + 1)
        case .attribute(let text):
            let start = text.utf8.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
            guard start == UInt8(ascii: "[") || start == UInt8(ascii: "{") else { return .string(text) }
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { LenientJSON.parse($0, from: 0, to: $0.count) }
            if case .success(let json) = parsed, json.array != nil || json.object != nil { return json }
            return .string(text)
        }
    }
}
