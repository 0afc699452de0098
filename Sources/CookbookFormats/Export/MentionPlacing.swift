/// Where a recipe's steps name its ingredients, for `CooklangWriter` to mark them: each
/// ingredient placed at one mention, a whole word, not inside a mention already placed.
struct MentionPlacing {
    enum Piece: Equatable {
        case text(String)
        /// The ingredient at this index of the recipe's list.
        case mention(Int)
    }

    private var steps: [[Character]]
    /// Per step, the mentions placed: where each begins and ends, and whose it is.
    private var mentions: [[(range: Range<Int>, ingredient: Int)]]

    init(steps: [String]) {
        self.steps = steps.map(Array.init)
        mentions = Array(repeating: [], count: steps.count)
    }

    /// Places `item` (the ingredient at `ingredient`) at its first free mention written as it
    /// is, else at its first in any case; false when no step names it.
    mutating func place(_ item: String, as ingredient: Int) -> Bool {
        let wanted = Array(item)
        guard !wanted.isEmpty else { return false }
        for exact in [true, false] {
            for s in steps.indices {
                if let range = find(wanted, in: s, exact: exact) {
                    mentions[s].append((range, ingredient))
                    return true
                }
            }
        }
        return false
    }

    private func find(_ wanted: [Character], in s: Int, exact: Bool) -> Range<Int>? {
        let step = steps[s]
        guard step.count >= wanted.count else { return nil }
        let lowered = exact ? [] : wanted.map { $0.lowercased() }
        search: for start in 0...(step.count - wanted.count) {
            let end = start + wanted.count
            // A whole word, not followed by `(` (which would read as the mention's note).
            if start > 0, Self.isWord(step[start - 1]) { continue }
            if end < step.count, Self.isWord(step[end]) || step[end] == "(" { continue }
            for k in 0..<wanted.count {
                let c = step[start + k]
                if exact ? c != wanted[k] : c.lowercased() != lowered[k] { continue search }
            }
            if mentions[s].contains(where: { $0.range.overlaps(start..<end) }) { continue }
            return start..<end
        }
        return nil
    }

    private static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// Step `s` as its text and the mentions placed in it, in order.
    func pieces(ofStep s: Int) -> [Piece] {
        let step = steps[s]
        var pieces: [Piece] = []
        var at = 0
        for mention in mentions[s].sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if mention.range.lowerBound > at { pieces.append(.text(String(step[at..<mention.range.lowerBound]))) }
            pieces.append(.mention(mention.ingredient))
            at = mention.range.upperBound
        }
        if at < step.count { pieces.append(.text(String(step[at...]))) }
        return pieces
    }
}
