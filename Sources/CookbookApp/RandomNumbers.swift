/// The app's chance, as a value: numbers from a seed (SplitMix64), so that `:random` is a
/// change of the app like any other, and a test that gives the seed knows what it picks.
/// The program seeds it from the system's randomness at start.
public struct RandomNumbers: Equatable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<count` (`count` > 0).
    public mutating func below(_ count: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(count))
    }
}
