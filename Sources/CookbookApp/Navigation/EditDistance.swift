
public enum EditDistance {
    /// Levenshtein distance; stops early and returns `limit + 1` once it must exceed `limit`.
    /// Only the diagonal band of width `2 * limit + 1` is computed: a path outside it costs
    /// more than `limit` anyway.
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let over = limit + 1
        var previous = (0...b.count).map { min($0, over) }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, over)
            if low > 1 { current[low - 1] = over }
            var rowMin = low == 1 ? current[0] : over
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
                rowMin = min(rowMin, current[j])
            }
            if high < b.count { current[high + 1] = over }
            if rowMin > limit { return over }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
