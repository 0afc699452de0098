
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
                if let top = stack.last?.key, top == HTMLName.textarea || top == HTMLName.title { reader.text(token.range, in: tokenizer) }
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
                case HTMLName.li: closeNearest([name], stoppingAt: [HTMLName.ul, HTMLName.ol, HTMLName.menu, HTMLName.table])
                case HTMLName.dt, HTMLName.dd: closeNearest([HTMLName.dt, HTMLName.dd], stoppingAt: [HTMLName.dl, HTMLName.table])
                case HTMLName.td, HTMLName.th: closeNearest([HTMLName.td, HTMLName.th], stoppingAt: [HTMLName.tr, HTMLName.table])
                case HTMLName.tr: closeNearest([name], stoppingAt: [HTMLName.table])
                case HTMLName.option: closeNearest([name], stoppingAt: [HTMLName.select])
                default: break
                }
                if closesParagraph(name) { closeNearest([HTMLName.p], stoppingAt: [HTMLName.table, HTMLName.td, HTMLName.th, HTMLName.button]) }
                if isBlock(name) { reader.lineBreak() } else if name == HTMLName.td || name == HTMLName.th { reader.cell() }
                // `<div/>` ends at once as XHTML has it (a browser would leave it open).
                let isVoid = isVoid(name) || token.selfClosing
                let watched = reader.start(token, key: name, isVoid: isVoid, in: tokenizer)
                if !isVoid { stack.append(Open(key: name, watched: watched)) }
            }
        }
        close(downTo: 0)
    }

    static func isVoid(_ name: UInt64) -> Bool {
        switch name {
        case HTMLName.area, HTMLName.base, HTMLName.br, HTMLName.col, HTMLName.embed, HTMLName.hr, HTMLName.img, HTMLName.input,
            HTMLName.link, HTMLName.meta, HTMLName.param, HTMLName.source, HTMLName.track, HTMLName.wbr, HTMLName.keygen:
            return true
        default:
            return false
        }
    }

    /// Elements whose start or end ends a line of text.
    static func isBlock(_ name: UInt64) -> Bool {
        switch name {
        case HTMLName.p, HTMLName.br, HTMLName.div, HTMLName.li, HTMLName.ol, HTMLName.ul, HTMLName.dl, HTMLName.dd, HTMLName.dt,
            HTMLName.h1, HTMLName.h2, HTMLName.h3, HTMLName.h4, HTMLName.h5, HTMLName.h6, HTMLName.tr, HTMLName.table, HTMLName.tbody,
            HTMLName.thead, HTMLName.section, HTMLName.article, HTMLName.header, HTMLName.footer, HTMLName.blockquote, HTMLName.pre,
            HTMLName.hr, HTMLName.figure, HTMLName.figcaption, HTMLName.aside, HTMLName.nav, HTMLName.main, HTMLName.address,
            HTMLName.center, HTMLName.form, HTMLName.fieldset:
            return true
        default:
            return false
        }
    }

    /// Start tags that close an open `<p>`.
    private static func closesParagraph(_ name: UInt64) -> Bool {
        name != HTMLName.br && name != HTMLName.tr && isBlock(name)
    }
}

