/// A duration a step names, for a kitchen timer.
public struct FoundDuration: Equatable, Hashable, Sendable {
    /// Where it is in the text searched: from its first digit to the end of its last unit
    /// word, a final dot left out (`10 min.` covers "10 min": the dot may end the sentence).
    public var range: Range<String.Index>
    public var seconds: Int
    /// The upper end of a range ("3-4 min": 180, up to 240); nil for one duration.
    public var upToSeconds: Int?
    /// The text the range covers: "1 hour 10 min".
    public var text: String

    public init(range: Range<String.Index>, seconds: Int, upToSeconds: Int? = nil, text: String) {
        self.range = range
        self.seconds = seconds
        self.upToSeconds = upToSeconds
        self.text = text
    }
}
