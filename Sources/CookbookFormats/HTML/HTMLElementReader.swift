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
