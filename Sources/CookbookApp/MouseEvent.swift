import FoundationEssentials

public struct MouseEvent: Equatable, Hashable, Sendable {
    public enum Kind: Sendable, Hashable { case press, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
