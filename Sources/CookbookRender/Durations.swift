/// Minutes as people read them.
package enum Durations {
    /// "45m", "1h20", "3h": compact, for list notes.
    package static func short(_ minutes: Int?) -> String {
        // Written as digits on the stack (`ShortNumbers`): a list row each.
        guard let minutes, minutes > 0 else { return "" }
        return ShortNumbers.make { text in
            if minutes < 60 {
                let end = ShortNumbers.write(minutes, into: text, at: 0)
                text[end] = UInt8(ascii: "m")
                return end + 1
            }
            let hours = minutes / 60, rest = minutes % 60
            var end = ShortNumbers.write(hours, into: text, at: 0)
            text[end] = UInt8(ascii: "h")
            end += 1
            if hours >= 100 || rest == 0 { return end }
            if rest < 10 {
                text[end] = UInt8(ascii: "0")
                end += 1
            }
            return ShortNumbers.write(rest, into: text, at: end)
        }
    }

    /// "45 min", "1 h 20 min": for the detail.
    package static func long(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
