import CookbookFixtures
@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

/// `--ascii`: the same frames, their borders, markers and arrows in ASCII, the recipes'
/// own text as it was.
@Suite struct ASCIIStandInsTests {
    let cookbook = Fixtures.catalog

    func model(_ actions: Action...) -> NavigationModel {
        var model = NavigationModel.start(in: cookbook)
        for action in actions { model.reduce(action, in: cookbook) }
        return model
    }

    func asciiSnapshot(_ model: NavigationModel, width: Int, height: Int) -> [String] {
        ASCIIStandIns.convert(render(model, Fixtures.library, width: width, height: height)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var pushed: NavigationModel { model(.forward, .forward, .moveToLast, .forward) }

    @Test func aFollowedRelatedRecipeAt80x24() {
        expectSnapshot(asciiSnapshot(pushed, width: 80, height: 24), named: "three-column-pushed-80x24-ascii")
    }

    @Test func theSearchBoxAt80x24() {
        var search = model(.present(.recipeSearch(SearchState())))
        for letter in "cr" { search.reduce(.input(String(letter)), in: cookbook) }
        expectSnapshot(asciiSnapshot(search, width: 80, height: 24), named: "search-cr-80x24-ascii")
    }

    @Test func theLayoutPickerAt80x24() {
        expectSnapshot(asciiSnapshot(model(.present(.layoutPicker(.twoColumn))), width: 80, height: 24), named: "picker-80x24-ascii")
    }

    /// Every frame a walk through every action draws, at three sizes: no decorative glyph
    /// is left, and every other cell, the recipes' text among them, is as it was.
    @Test func onlyDecorationsChangeInEveryFrame() {
        var model = NavigationModel.start(in: cookbook)
        var replaced = Set<String>()
        for action in Fixtures.everyAction + [.openRecipe("okonomiyaki"), .present(.help(TextEntry()))] + Fixtures.everyAction.reversed() {
            model.reduce(action, in: cookbook)
            for (width, height) in [(80, 24), (40, 20), (120, 40)] {
                let frame = render(model, Fixtures.library, width: width, height: height)
                let ascii = ASCIIStandIns.convert(frame)
                #expect(ascii.zones == frame.zones)
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let before = frame[x, y], after = ascii[x, y]
                        #expect(after.style == before.style)
                        if let stand = ASCIIStandIns.replacements[before.text] {
                            #expect(after.text == stand)
                            replaced.insert(before.text)
                        } else {
                            #expect(after.text == before.text, "\(action) \(width)x\(height) at \(x),\(y)")
                        }
                    }
                }
            }
        }
        // A folder open and one closed (the walk's book has no folders).
        let folders = Fixtures.folders.catalog.grouped(by: .folder)
        let tree = NavigationModel(collapsed: ["breakfast"]).validated(in: folders)
        let treeFrame = Screen.render(tree, ScreenData(catalog: folders), width: 80, height: 24, theme: .monochrome)
        for y in 0..<treeFrame.canvas.height {
            for x in 0..<treeFrame.canvas.width where ASCIIStandIns.replacements[treeFrame.canvas[x, y].text] != nil {
                #expect(ASCIIStandIns.convert(treeFrame.canvas)[x, y].text == ASCIIStandIns.replacements[treeFrame.canvas[x, y].text])
                replaced.insert(treeFrame.canvas[x, y].text)
            }
        }
        // The walk meets each glyph, so the checks above ran on every one.
        #expect(replaced == Set(ASCIIStandIns.replacements.keys), "not met: \(Set(ASCIIStandIns.replacements.keys).subtracting(replaced))")
        #expect(ASCIIStandIns.replacements.values.allSatisfy { $0.utf8.count == 1 && TerminalText.width($0) == 1 })
        #expect(ASCIIStandIns.replacements.keys.allSatisfy { TerminalText.width($0) == 1 }, "the same width")
    }

    @Test func recipeTextKeepsItsOwnCharacters() {
        let frame = ASCIIStandIns.convert(render(DeepLink.resolve("okonomiyaki", in: cookbook)!, Fixtures.library, width: 120, height: 40)).text
        #expect(frame.contains("お好み焼き"))
        #expect(frame.contains("|"))
        #expect(!frame.contains("│"))
    }

    /// A glyph a view draws that is neither replaced nor known to be kept fails here, so a
    /// new decoration cannot miss `--ascii`. String literals of the app and its drawing (every
    /// folder, the screens' too), comments aside.
    @Test func everyNonASCIICharacterTheViewsWriteIsReplacedOrKept() throws {
        let kept: Set<Character> = ["—", "–", "×"]
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var files: [URL] = []
        for module in ["CookbookApp", "CookbookRender"] {
            let folder = sources.appendingPathComponent(module)
            let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            files += paths.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
        }
        #expect(files.count > 50)
        var found = Set<Character>()
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for line in source.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
                for character in code where !character.isASCII {
                    found.insert(character)
                    #expect(ASCIIStandIns.replacements[String(character)] != nil || kept.contains(character),
                            "\(file.lastPathComponent): '\(character)' has no ASCII stand-in in ASCIIStandIns.replacements")
                }
            }
        }
        #expect(found.contains("│") && found.contains("…"))
    }
}
