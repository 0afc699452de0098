import CookbookRender

/// How readable a frame is on a terminal: each cell's contrast (WCAG's ratio) from its
/// style, against its own background, in a terminal's palette (`TerminalPalette`).
///
/// The goal (issue 22): at least 99 % of the text cells at 4.5:1 and none under 3:1. Lines
/// (box drawing, the text cursor's block) are not text: they are held to 3:1, as WCAG holds
/// the parts of an interface. A cell is judged at its worst: a bold colour 0–7 both as it
/// is and as its bright twin (xterm and many others draw it so), faint text half way to
/// its background, reverse video with its colours swapped.
public enum Contrast {
    public static let goal = 4.5
    public static let floor = 3.0
    public static let share = 0.99

    /// WCAG's contrast ratio, from 1 to 21.
    public static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (l1, l2) = (a.luminance, b.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// The goal on a palette: 4.5:1, or the ratio of the palette's own text when that is
    /// lower. Solarized light's text (base00 on base3) is 4.1:1: text in the terminal's
    /// foreground is as readable as the terminal makes it, and no theme drawn on the
    /// terminal's own colours can do better.
    public static func goal(on palette: TerminalPalette) -> Double {
        min(goal, palette.textRatio)
    }

    /// The lowest contrast a cell in this style has on this palette, on a terminal of this
    /// depth (which decides how an accent is drawn).
    public static func worst(_ style: Style, on palette: TerminalPalette, depth: ColourDepth = .ansi) -> Double {
        let brightens = style.bold && TerminalPalette.isOneOfTheEight(style.foreground, depth: depth)
        var lowest = Double.infinity
        for bright in brightens ? [false, true] : [false] {
            var ink = palette.colour(style.foreground, depth: depth, bright: bright, default: palette.foreground)
            var paper = palette.colour(style.background, depth: depth, default: palette.background)
            if style.reverse { swap(&ink, &paper) }
            if style.dim { ink = ink.halfWay(to: paper) }
            lowest = min(lowest, ratio(ink, paper))
        }
        return lowest
    }

    public enum Kind: Sendable { case text, line }

    /// What a cell's glyph is: text, a line, or nothing to read (a blank, the right half
    /// of a wide glyph).
    public static func kind(of glyph: String) -> Kind? {
        guard let first = glyph.unicodeScalars.first, glyph != " " else { return nil }
        // Box drawing and block elements (U+2500–U+259F): rules, borders, the cursor.
        return (0x2500...0x259F).contains(first.value) ? .line : .text
    }

    /// A cell under the goal: where, the text around it (its run of one style), how much.
    public struct Finding: Sendable, CustomStringConvertible {
        public var x: Int, y: Int
        public var text: String
        public var ratio: Double
        public var kind: Kind
        public var style: Style

        public var description: String {
            let ratio = (ratio * 100).rounded() / 100
            return "'\(text)' at column \(x), row \(y): \(ratio):1 (\(kind == .line ? "a line" : "text") in \(Contrast.describe(style)))"
        }
    }

    /// What a frame comes to on one palette.
    public struct Report: Sendable {
        public var palette: String
        public var goal: Double
        public var textCells = 0
        /// Text under the goal (not under the floor).
        public var belowGoal: [Finding] = []
        /// Text or lines under 3:1.
        public var belowFloor: [Finding] = []
        /// The lowest ratio of a text cell.
        public var lowest = Double.infinity

        /// The share of text cells at the goal.
        public var reaching: Double {
            textCells == 0 ? 1 : Double(textCells - belowGoal.count - belowFloor.filter { $0.kind == .text }.count) / Double(textCells)
        }

        public var passes: Bool { belowFloor.isEmpty && reaching >= Contrast.share }

        /// The first cell that makes it fail: under the floor, else the first under the goal.
        public var failure: Finding? {
            belowFloor.first ?? (reaching >= Contrast.share ? nil : belowGoal.first)
        }
    }

    /// Every cell of a frame (rows of cells) judged on a palette, on a terminal of this depth.
    public static func check(_ rows: [[Cell]], on palette: TerminalPalette, depth: ColourDepth = .ansi) -> Report {
        var report = Report(palette: "\(palette.name) (\(depth))", goal: goal(on: palette))
        for (y, row) in rows.enumerated() {
            for (x, cell) in row.enumerated() {
                guard let kind = kind(of: cell.text) else { continue }
                let ratio = worst(cell.style, on: palette, depth: depth)
                if kind == .text {
                    report.textCells += 1
                    report.lowest = min(report.lowest, ratio)
                }
                guard ratio < (kind == .text ? report.goal : floor) else { continue }
                let finding = Finding(x: x, y: y, text: run(in: row, at: x), ratio: ratio, kind: kind, style: cell.style)
                if ratio < floor { report.belowFloor.append(finding) } else { report.belowGoal.append(finding) }
            }
        }
        return report
    }

    /// A style in words: `yellow on default, bold, reverse`.
    public static func describe(_ style: Style) -> String {
        var words = ["\(style.foreground) on \(style.background)"]
        for (on, name) in [(style.bold, "bold"), (style.dim, "faint"), (style.underline, "underlined"), (style.reverse, "reverse")] where on {
            words.append(name)
        }
        return words.joined(separator: ", ")
    }

    /// The text of the run of cells in one style around column `x`, trimmed.
    static func run(in row: [Cell], at x: Int) -> String {
        let style = row[x].style
        var start = x, end = x
        while start > 0, row[start - 1].style == style { start -= 1 }
        while end + 1 < row.count, row[end + 1].style == style { end += 1 }
        return String(row[start...end].map(\.text).joined().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
