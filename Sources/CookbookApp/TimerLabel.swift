import FoundationEssentials

/// A timer's words cut short enough for the status bar.
enum TimerLabel {
    static func short(_ label: String) -> String {
        label.count <= 16 ? label : String(label.prefix(15)) + "…"
    }
}
