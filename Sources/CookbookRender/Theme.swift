/// Every style the views use, named by what it shows. One place to change the look.
public struct Theme: Equatable, Sendable {
    public var text: Style
    public var muted: Style
    public var title: Style
    public var focusedTitle: Style
    public var separator: Style
    /// The selected row of the focused column.
    public var selection: Style
    /// The selected row of a column without focus: still visible, quieter.
    public var inactiveSelection: Style
    public var heading: Style
    public var amount: Style
    public var link: Style
    public var statusBar: Style
    public var statusKey: Style
    public var statusMessage: Style
    public var overlay: Style
    public var overlayTitle: Style

    /// Colours for terminals that have them.
    public static let colour = Theme(
        text: .plain,
        muted: Style(dim: true),
        title: Style(bold: true),
        focusedTitle: Style(foreground: .black, background: .cyan, bold: true),
        separator: Style(foreground: .blue),
        selection: Style(foreground: .black, background: .cyan),
        inactiveSelection: Style(bold: true, underline: true),
        heading: Style(foreground: .yellow, bold: true),
        amount: Style(foreground: .green),
        link: Style(foreground: .cyan),
        statusBar: Style(reverse: true),
        statusKey: Style(bold: true, reverse: true),
        statusMessage: Style(foreground: .yellow, bold: true, reverse: true),
        overlay: Style(foreground: .white, background: .blue),
        overlayTitle: Style(foreground: .yellow, background: .blue, bold: true)
    )

    /// For `NO_COLOR` and monochrome terminals: attributes only.
    public static let monochrome = Theme(
        text: .plain,
        muted: Style(dim: true),
        title: Style(bold: true),
        focusedTitle: Style(bold: true, reverse: true),
        separator: .plain,
        selection: Style(reverse: true),
        inactiveSelection: Style(bold: true, underline: true),
        heading: Style(bold: true),
        amount: .plain,
        link: Style(underline: true),
        statusBar: Style(reverse: true),
        statusKey: Style(bold: true, reverse: true),
        statusMessage: Style(bold: true, reverse: true),
        overlay: Style(reverse: true),
        overlayTitle: Style(bold: true, reverse: true)
    )
}
