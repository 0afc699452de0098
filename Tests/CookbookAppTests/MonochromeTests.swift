import CookbookFixtures
@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

/// The frame's styles as text, one character a cell: `.` plain; otherwise the sum of
/// bold 1, dim 2, reverse 4, underline 8 as a hex digit (5: bold and reverse); `!` a cell
/// with a colour, whatever its attributes. The second layer of a snapshot, for what the
/// text layer cannot show.
func attributeLayer(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
        String((0..<canvas.width).map { x -> Character in
            let style = canvas[x, y].style
            if style.foreground != .default || style.background != .default { return "!" }
            let bits = (style.bold ? 1 : 0) + (style.dim ? 2 : 0) + (style.reverse ? 4 : 0) + (style.underline ? 8 : 0)
            return bits == 0 ? "." : Character(String(bits, radix: 16))
        })
    }
}

/// `NO_COLOR` and terminals without colours get `Theme.monochrome`: attributes only, and
/// every state that colour shows still shows.
@Suite struct MonochromeTests {
    let cookbook = Fixtures.catalog

    func model(_ actions: Action...) -> NavigationModel {
        var model = NavigationModel.start(in: cookbook)
        for action in actions { model.reduce(action, in: cookbook) }
        return model
    }

    @Test func theFirstScreenAt80x24HasAttributesAndNoColour() {
        let frame = render(model(), Fixtures.library, width: 80, height: 24, theme: .monochrome)
        expectSnapshot(attributeLayer(frame), named: "three-column-start-80x24-monochrome-attributes")
    }

    @Test func theSelectionTheFocusedTitleAndTheStatusLineAreReverse() {
        let start = model()
        let frame = render(start, Fixtures.library, width: 80, height: 24, theme: .monochrome)
        let text = frame.lines()
        // The selected category, in the focused column: its whole row inside the column.
        let row = text.firstIndex { $0.hasPrefix("›Dessert") }!
        let separator = text[row].firstIndex(of: "│").map { text[row].distance(from: text[row].startIndex, to: $0) }!
        for x in 0..<separator { #expect(frame[x, row].style.reverse, "selected row at \(x)") }
        #expect(!frame[separator + 2, row].style.reverse, "the recipes column's rows are not selected")
        #expect(frame[1, 0].style.reverse && frame[1, 0].style.bold, "the focused column's title")
        #expect((0..<80).allSatisfy { frame[$0, 23].style.reverse }, "the status line")
        // The selection in a column without focus: bold and underlined, not reverse.
        let recipes = render(model(.forward, .forward), Fixtures.library, width: 80, height: 24, theme: .monochrome)
        #expect(recipes[1, row].style.bold && recipes[1, row].style.underline && !recipes[1, row].style.reverse)
    }

    /// Every frame of a walk through every action, and every style of the theme: no colour.
    @Test func noCellOfAnyFrameHasAColour() {
        let theme = Theme.monochrome
        let styles = [theme.text, theme.muted, theme.title, theme.focusedTitle, theme.separator, theme.selection,
                      theme.inactiveSelection, theme.heading, theme.amount, theme.link, theme.statusBar,
                      theme.statusKey, theme.statusMessage, theme.overlay, theme.overlayTitle]
        #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
        var model = NavigationModel.start(in: cookbook)
        for action in Fixtures.everyAction + [.present(.help(TextEntry()))] {
            model.reduce(action, in: cookbook)
            let frame = render(model, Fixtures.library, width: 80, height: 24, theme: theme, message: "a message")
            #expect(!attributeLayer(frame).joined().contains("!"), "\(action)")
        }
        // The check can tell: the colour theme's first screen has colours.
        let coloured = render(NavigationModel.start(in: cookbook), Fixtures.library, width: 80, height: 24, theme: .dark)
        #expect(attributeLayer(coloured).joined().contains("!"))
    }
}
