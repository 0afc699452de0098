import CookbookKit
@testable import CookbookUI
import Testing

@Suite struct KeyMapTests {
    let model = NavigationModel(selectedCategory: "dessert")

    @Test func arrowsAndVimKeysMapToTheSameActions() {
        for (a, b) in [(Key.up, Key.character("k")), (.down, .character("j")), (.right, .character("l")),
                       (.left, .character("h")), (.home, .character("g")), (.end, .character("G"))] {
            #expect(KeyMap.command(for: a, in: model, context: KeyContext(pageSize: 10)) == KeyMap.command(for: b, in: model, context: KeyContext(pageSize: 10)))
            #expect(KeyMap.command(for: a, in: model, context: KeyContext(pageSize: 10)) != nil)
        }
        #expect(KeyMap.command(for: .enter, in: model, context: KeyContext(pageSize: 10)) == .navigate(.forward))
        #expect(KeyMap.command(for: .backspace, in: model, context: KeyContext(pageSize: 10)) == .navigate(.back))
        #expect(KeyMap.command(for: .escape, in: model, context: KeyContext(pageSize: 10)) == .navigate(.back))
    }

    @Test func pagesMoveByThePageSize() {
        #expect(KeyMap.command(for: .pageDown, in: model, context: KeyContext(pageSize: 18)) == .navigate(.move(18)))
        #expect(KeyMap.command(for: .pageUp, in: model, context: KeyContext(pageSize: 18)) == .navigate(.move(-18)))
        #expect(KeyMap.command(for: .character("\u{04}"), in: model, context: KeyContext(pageSize: 18)) == .navigate(.move(9)))
        #expect(KeyMap.command(for: .character("\u{15}"), in: model, context: KeyContext(pageSize: 18)) == .navigate(.move(-9)))
    }

    @Test func quitRedrawAndHelp() {
        #expect(KeyMap.command(for: .character("q"), in: model, context: KeyContext(pageSize: 1)) == .quit)
        #expect(KeyMap.command(for: .character("\u{0C}"), in: model, context: KeyContext(pageSize: 1)) == .redraw)
        #expect(KeyMap.command(for: .character("?"), in: model, context: KeyContext(pageSize: 1)) == .navigate(.present(.help)))
        #expect(KeyMap.command(for: .character("z"), in: model, context: KeyContext(pageSize: 1)) == nil)
    }

    @Test func anyKeyClosesHelpButAResizeDoesNot() {
        var help = model
        help.destination = .help
        #expect(KeyMap.command(for: .character("q"), in: help, context: KeyContext(pageSize: 1)) == .navigate(.dismiss))
        #expect(KeyMap.command(for: .down, in: help, context: KeyContext(pageSize: 1)) == .navigate(.dismiss))
        #expect(KeyMap.command(for: .resize, in: help, context: KeyContext(pageSize: 1)) == nil)
    }
}

