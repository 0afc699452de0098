/// One piece of a page as `HTMLTokenizer` cuts it: every byte of the page is in exactly one
/// token, and the tokens follow each other in page order.
package struct HTMLToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Characters between tags, entities not yet decoded (`HTMLTokenizer.text`).
        case text
        /// `<name attributes…>`; its attributes are the tokenizer's `attributes` until the
        /// next token.
        case startTag
        /// `</name …>`.
        case endTag
        /// `<!-- … -->`, and what HTML reads as one: `<!…>`, `<?…>`, `</` not followed by a letter.
        case comment
        /// The contents of `<script>`, `<style>`, `<textarea>`, `<title>` and their like, up to
        /// their end tag: text in which `<` starts no tag (possibly empty).
        case rawText
    }

    package var kind: Kind
    /// The whole token in the page.
    package var range: Range<Int>
    /// A tag's name; a comment's inside; for text and raw text, the token's range.
    package var name: Range<Int>
    /// A start tag written `<br/>`.
    package var selfClosing: Bool

    package init(kind: Kind, range: Range<Int>, name: Range<Int>, selfClosing: Bool = false) {
        self.kind = kind
        self.range = range
        self.name = name
        self.selfClosing = selfClosing
    }
}

/// An attribute of a start tag: its name as written, and its value without the quotes
/// (entities not yet decoded); an attribute written without `=` has an empty value at its end.
package struct HTMLAttribute: Equatable, Sendable {
    package var name: Range<Int>
    package var value: Range<Int>
}
