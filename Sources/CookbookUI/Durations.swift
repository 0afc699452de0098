/// Minutes as people read them.
enum Durations {
    /// "45m", "1h20", "3h": compact, for list notes.
    static func short(_ minutes: Int?) -> String {
        guard let minutes, minutes > 0 else { return "" }
        if minutes < 60 { return "\(minutes)m" }
        let hours = minutes / 60, rest = minutes % 60
        if hours >= 100 { return "\(hours)h" }
        return rest == 0 ? "\(hours)h" : "\(hours)h\(rest < 10 ? "0" : "")\(rest)"
    }

    /// "45 min", "1 h 20 min": for the detail.
    static func long(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
