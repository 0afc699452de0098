/// Every style the views use, named by what it shows. One place to change the look.
///
/// Three themes, each drawn on the terminal's own colours: text is in the terminal's default
/// foreground on its default background, emphasis is bold, underline and reverse video, and
/// colour is an accent chosen to read on the background the theme is made for. Which one a
/// session uses is the app's decision (`App.theme`, by `ThemeName.resolved`).
///
/// The accents (headings, lines) are colours of their own (`Color.gold`, `.teal`, `.plum`,
/// `.steel`) sent as the terminal takes them (`ColourDepth`): their RGB in true colour, one
/// of xterm's 256 near it (the same RGB in every terminal's profile), else the ANSI colour
/// they stand for. Each keeps 4.5:1 (lines 3:1) against that background in xterm's, GNOME's
/// Tango and Solarized's palettes in all three forms, the RGB and the 256 with more to spare
/// than the ANSI colour (checked by `ContrastTests`), and none is bold: many terminals draw a
/// bold colour 0–7 in its bright twin (bold black becomes grey, bold yellow pale yellow),
/// which would not. There is no faint text: Solarized's default foreground is already as
/// light as text can be on its background.
public struct Theme: Equatable, Sendable {
    public var text: Style
    public var muted: Style
    public var title: Style
    public var focusedTitle: Style
    /// The rules between columns and the borders of boxes: lines, not text.
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
    /// The text of a box presented over the columns (its border is a `separator`).
    public var overlay: Style
    public var overlayTitle: Style

    /// For a dark background: the accent is gold (yellow in eight colours; not bold:
    /// Solarized's bright yellow is its grey), the lines teal (cyan).
    public static let dark = Theme(
        text: .plain,
        muted: .plain,
        title: Style(bold: true),
        focusedTitle: Style(bold: true, reverse: true),
        separator: Style(foreground: .teal),
        selection: Style(reverse: true),
        inactiveSelection: Style(bold: true, underline: true),
        heading: Style(foreground: .gold),
        amount: Style(bold: true),
        link: Style(underline: true),
        statusBar: Style(reverse: true),
        statusKey: Style(bold: true, reverse: true),
        statusMessage: Style(foreground: .gold, reverse: true),
        overlay: .plain,
        overlayTitle: Style(bold: true)
    )

    /// For a light background: the accent is plum (magenta in eight colours; yellow, green
    /// and cyan are pale on white), the lines steel (blue).
    public static let light = Theme(
        text: .plain,
        muted: .plain,
        title: Style(bold: true),
        focusedTitle: Style(bold: true, reverse: true),
        separator: Style(foreground: .steel),
        selection: Style(reverse: true),
        inactiveSelection: Style(bold: true, underline: true),
        heading: Style(foreground: .plum),
        amount: Style(bold: true),
        link: Style(underline: true),
        statusBar: Style(reverse: true),
        statusKey: Style(bold: true, reverse: true),
        statusMessage: Style(foreground: .plum, reverse: true),
        overlay: .plain,
        overlayTitle: Style(bold: true)
    )

    /// For `NO_COLOR` and monochrome terminals: attributes only.
    public static let monochrome = Theme(
        text: .plain,
        muted: .plain,
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
        overlay: .plain,
        overlayTitle: Style(bold: true)
    )
}
