import FoundationEssentials

/// A countdown started from a step. Its end is a point in time, so it keeps running while
/// cookbook is closed and a relaunch knows whether it ended meanwhile.
public struct KitchenTimer: Equatable, Hashable, Codable, Sendable {
    /// What the timer is for: the step's words around the duration ("bake 25 minutes").
    public var label: String
    public var recipeID: String
    public var step: Int
    public var seconds: Int
    public var ends: Date
    /// It ended and the bell rang; it flashes until the next key acknowledges it.
    public var rang: Bool

    public init(label: String, recipeID: String, step: Int, seconds: Int, ends: Date, rang: Bool = false) {
        self.label = label
        self.recipeID = recipeID
        self.step = step
        self.seconds = seconds
        self.ends = ends
        self.rang = rang
    }

    /// Seconds left at `now`, never below 0.
    public func remaining(at now: Date) -> Int {
        max(0, Int(ends.timeIntervalSince(now).rounded(.up)))
    }

    /// The same timer of the same step: `t` on it again stops it.
    func isSame(as other: KitchenTimer) -> Bool {
        recipeID == other.recipeID && step == other.step && seconds == other.seconds && label == other.label
    }
}

extension KitchenTimer {
    /// At most this many run at once; more would not fit anywhere anyone could read them.
    public static let limit = 50

    /// "12:05", "1:02:03".
    public static func clock(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
