/// What a reader of a page's elements is told, in page order, by `HTMLElements.walk`.
protocol HTMLElementReader {
    /// An element starts (`tokenizer.attributes` are its attributes); answer true to be told
    /// when it ends (`end`). A void element (`<img>`, `<meta>`, `<br>`, `<x/>`) ends at once
    /// and is never told of.
    mutating func start(_ tag: HTMLToken, key: UInt64, isVoid: Bool, in tokenizer: HTMLTokenizer) -> Bool
    /// Text in the page's flow (entities not decoded); the text of `<title>` and
    /// `<textarea>` too, never a script's or a style's.
    mutating func text(_ range: Range<Int>, in tokenizer: HTMLTokenizer)
    /// A block element (`<p>`, `<br>`, `<li>`, `<div>`, `<tr>`…) starts or ends: a line ends.
    mutating func lineBreak()
    /// A table cell starts.
    mutating func cell()
    /// The innermost element `start` asked about that is still open ends.
    mutating func end()
}

/// A page's elements nested as a browser nests them, closely enough for reading marked-up
/// recipes: an element closes at its end tag (the nearest open element of that name, closing
/// those inside it; an end tag with none open is passed over), at the end of the page, or
/// where HTML closes it without one (a `<li>` at the next `<li>` of its list, `<dt>`/`<dd>`
/// at either, a cell at the next cell or row, a row at the next row, `<option>` at the next,
/// a `<p>` at a block). Through `HTMLTokenizer`, so comments, scripts and styles hold no
/// elements.
enum HTMLElements {
    /// How far down the open elements an end tag looks for its own: a page of unclosed tags
    /// stays linear.
    static let maxSearch = 512

    private struct Open {
        var key: UInt64
        var watched: Bool
    }

    static func walk<Reader: HTMLElementReader>(_ page: UnsafeBufferPointer<UInt8>, _ reader: inout Reader) {
        var tokenizer = HTMLTokenizer(page)
        var stack: [Open] = []
        func close(downTo index: Int) {
            while stack.count > index {
                if stack.removeLast().watched { reader.end() }
            }
        }
        func closeNearest(_ names: [UInt64], stoppingAt boundaries: [UInt64]) {
            var index = stack.count - 1
            while index >= max(0, stack.count - maxSearch) {
                let open = stack[index].key
                if names.contains(open) { return close(downTo: index) }
                if boundaries.contains(open) { return }
                index -= 1
            }
        }
        while let token = tokenizer.next() {
            switch token.kind {
            case .text:
                reader.text(token.range, in: tokenizer)
            case .rawText:
                if let top = stack.last?.key, top == key("textarea") || top == key("title") { reader.text(token.range, in: tokenizer) }
            case .comment:
                break
            case .endTag:
                let name = tokenizer.nameKey(token.name)
                if let index = stack.indices.reversed().prefix(maxSearch).first(where: { stack[$0].key == name }) {
                    close(downTo: index)
                }
                if isBlock(name) { reader.lineBreak() }
            case .startTag:
                let name = tokenizer.nameKey(token.name)
                switch name {
                case key("li"): closeNearest([name], stoppingAt: [key("ul"), key("ol"), key("menu"), key("table")])
                case key("dt"), key("dd"): closeNearest([key("dt"), key("dd")], stoppingAt: [key("dl"), key("table")])
                case key("td"), key("th"): closeNearest([key("td"), key("th")], stoppingAt: [key("tr"), key("table")])
                case key("tr"): closeNearest([name], stoppingAt: [key("table")])
                case key("option"): closeNearest([name], stoppingAt: [key("select")])
                default: break
                }
                if closesParagraph(name) { closeNearest([key("p")], stoppingAt: [key("table"), key("td"), key("th"), key("button")]) }
                if isBlock(name) { reader.lineBreak() } else if name == key("td") || name == key("th") { reader.cell() }
                // `<div/>` ends at once as XHTML has it (a browser would leave it open).
                let isVoid = isVoid(name) || token.selfClosing
                let watched = reader.start(token, key: name, isVoid: isVoid, in: tokenizer)
                if !isVoid { stack.append(Open(key: name, watched: watched)) }
            }
        }
        close(downTo: 0)
    }

    private static func key(_ literal: StaticString) -> UInt64 { HTMLTokenizer.key(literal) }

    static func isVoid(_ name: UInt64) -> Bool {
        switch name {
        case key("area"), key("base"), key("br"), key("col"), key("embed"), key("hr"), key("img"), key("input"),
            key("link"), key("meta"), key("param"), key("source"), key("track"), key("wbr"), key("keygen"):
            return true
        default:
            return false
        }
    }

    /// Elements whose start or end ends a line of text.
    static func isBlock(_ name: UInt64) -> Bool {
        switch name {
        case key("p"), key("br"), key("div"), key("li"), key("ol"), key("ul"), key("dl"), key("dd"), key("dt"),
            key("h1"), key("h2"), key("h3"), key("h4"), key("h5"), key("h6"), key("tr"), key("table"), key("tbody"),
            key("thead"), key("section"), key("article"), key("header"), key("footer"), key("blockquote"), key("pre"),
            key("hr"), key("figure"), key("figcaption"), key("aside"), key("nav"), key("main"), key("address"),
            key("center"), key("form"), key("fieldset"):
            return true
        default:
            return false
        }
    }

    /// Start tags that close an open `<p>`.
    private static func closesParagraph(_ name: UInt64) -> Bool {
        name != key("br") && name != key("tr") && isBlock(name)
    }
}

/// An element's text as a browser shows it, gathered as `HTMLElementReader` is told it: line
/// breaks, tabs and form feeds in the source are spaces; blocks end lines; a cell starts
/// after a space. Entities are left for `HTMLText` to decode. At most `limit` bytes.
struct HTMLTextBuffer {
    private(set) var bytes: [UInt8] = []
    static let limit = 1 << 20

    mutating func append(_ range: Range<Int>, of page: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < Self.limit else { return }
        for index in range {
            let byte = page[index]
            bytes.append(byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C ? 0x20 : byte)
        }
    }

    mutating func lineBreak() {
        if bytes.count < Self.limit, bytes.last != 0x0A { bytes.append(0x0A) }
    }

    /// A byte that is not text, for the reader to find again (it starts a line).
    mutating func mark(_ byte: UInt8) {
        if bytes.count < Self.limit { bytes.append(byte) }
    }

    mutating func space() {
        if bytes.count < Self.limit { bytes.append(0x20) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
