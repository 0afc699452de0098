/// The eight ANSI colours plus the terminal's own default.
public enum Color: UInt8, Equatable, Hashable, Sendable, CaseIterable {
    case `default`, black, red, green, yellow, blue, magenta, cyan, white
}
