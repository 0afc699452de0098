@testable import CookbookRender
import Foundation
import Testing

@Suite struct ClusterTests {
    @Test func everySpacingCharacterOfAClusterIsKept() {
        // ต and ำ form one Swift Character but take two cells, as curses counts them.
        #expect(TerminalText.visible("ส้มตำ") == "ส้มตำ")
        #expect(TerminalText.width("ส้มตำ") == 4)
        #expect(TerminalText.glyphs("ส้มตำ").map(\.text) == ["ส้", "ม", "ต", "ำ"])
    }
}
