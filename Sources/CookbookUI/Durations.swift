/// Minutes as people read them.
enum Durations {
    /// "45m", "1h20", "3h": compact, for list notes.
    static func short(_ minutes: Int?) -> String {
        // Joined with `+`, not interpolated: a list row each, and interpolation cost five
        // times as much.
        guard let minutes, minutes > 0 else { return "" }
        if minutes < 60 { return String(minutes) + "m" }
        let hours = minutes / 60, rest = minutes % 60
        if hours >= 100 || rest == 0 { return String(hours) + "h" }
        return String(hours) + (rest < 10 ? "h0" : "h") + String(rest)
    }

    /// "45 min", "1 h 20 min": for the detail.
    static func long(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
