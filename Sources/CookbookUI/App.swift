import CookbookKit

/// The running program without the terminal: the model, a status message, the size.
/// The terminal layer feeds it keys and draws its frames.
public struct App: Sendable {
    public private(set) var model: NavigationModel
    public let cookbook: Cookbook
    /// Shown on the right of the status line until the next key.
    public var message: String?
    public var width: Int
    public var height: Int

    public init(model: NavigationModel, cookbook: Cookbook, message: String? = nil, width: Int = 80, height: Int = 24) {
        self.model = model.validated(in: cookbook)
        self.cookbook = cookbook
        self.message = message
        self.width = width
        self.height = height
    }

    public enum Effect: Equatable, Sendable {
        case none, redraw, quit
    }

    public mutating func handle(_ key: Key) -> Effect {
        if key != .resize { message = nil }
        let pageSize = Layout(width: width, height: height)?.pageSize ?? 1
        switch KeyMap.command(for: key, in: model, pageSize: pageSize) {
        case .navigate(let action)?:
            model.reduce(action, in: cookbook)
            return .none
        case .quit?:
            return .quit
        case .redraw?:
            return .redraw
        case nil:
            return .none
        }
    }

    public mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public func frame(theme: Theme) -> Canvas {
        Screen.render(model, cookbook, width: width, height: height, theme: theme, message: message)
    }
}
