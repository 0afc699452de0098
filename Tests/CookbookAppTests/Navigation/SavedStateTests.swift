import CookbookFixtures
@testable import CookbookApp
import CookbookTerminal
import Foundation
import Testing

@Suite struct SavedStateTests {
    let cookbook = Fixtures.library

    func decode(_ json: String) throws -> NavigationModel {
        try JSONDecoder().decode(NavigationModel.self, from: Data(json.utf8))
    }

    @Test func theFormatIsSmallStableAndIdsOnly() throws {
        let model = NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: .detail,
                                    layout: .twoColumn, columnVisibility: .doubleColumn)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(model), as: UTF8.self)
        #expect(json == #"{"columnVisibility":"doubleColumn","detailCursor":0,"focus":"detail","layout":"twoColumn","recipePathIds":["apple-pie","pie-crust"],"selectedCategory":"dessert","version":1}"#)
        #expect(try decode(json) == model)
    }

    @Test func anOlderFileWithFewerFieldsStillReads() throws {
        #expect(try decode(#"{"selectedCategory":"salad"}"#) == NavigationModel(selectedCategory: "salad"))
    }

    /// A place saved before the layout was called so (`experience`, `experiencePicker`):
    /// written by cookbook until the rename, byte for byte.
    @Test func aFileThatSaysExperienceStillReads() throws {
        let older = #"{"columnVisibility":"doubleColumn","destination":{"experiencePicker":{"_0":"twoColumn"}},"#
            + #""detailCursor":0,"experience":"stack","focus":"recipes","recipePathIds":[],"selectedCategory":"dessert","version":1}"#
        let model = try decode(older)
        #expect(model.layout == .stack)
        #expect(model.destination == .layoutPicker(.twoColumn))
        #expect(model == NavigationModel(selectedCategory: "dessert", focus: .recipes, layout: .stack,
                                         columnVisibility: .doubleColumn, destination: .layoutPicker(.twoColumn)))
        for layout in Layout.allCases {
            #expect(try decode(#"{"experience":"\#(layout.rawValue)"}"#).layout == layout)
        }
        #expect(try decode(#"{"layout":"twoColumn","experience":"stack"}"#).layout == .twoColumn, "the new name wins")
        // Written again, it says layout.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(model), as: UTF8.self)
        #expect(json.contains(#""layout":"stack""#) && json.contains(#""layoutPicker""#) && !json.contains("experience"))
    }

    @Test func anotherVersionOrGarbageIsRefused() {
        #expect(throws: DecodingError.self) { try decode(#"{"version":2,"selectedCategory":"salad"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"focus":"sideways"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"recipePathIds":"apple-pie"}"#) }
        #expect(throws: (any Error).self) { try decode("not json") }
    }

    @Test func restoringDropsWhatIsGoneAndCountsIt() throws {
        let saved = try decode(#"{"selectedCategory":"dessert","recipePathIds":["apple-pie","gone","pie-crust"],"focus":"detail"}"#)
        let (model, missing) = saved.restored(in: cookbook.catalog)
        #expect(model.path == ["apple-pie", "pie-crust"])
        #expect(missing == 1)
        let goneFirst = try decode(#"{"selectedCategory":"dessert","recipePathIds":["gone","pie-crust"],"focus":"detail"}"#)
        #expect(goneFirst.restored(in: cookbook.catalog).model.path.isEmpty, "a path whose first recipe is gone is cleared")
        let goneCategory = try decode(#"{"selectedCategory":"gone","recipePathIds":["apple-pie"]}"#)
        #expect(goneCategory.restored(in: cookbook.catalog) == (NavigationModel(selectedCategory: "dessert", path: ["apple-pie"]), 1),
                "the recipe opens in its own category")
    }

    @Test func theStoreWritesAtomicallyAndReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(url: folder.appendingPathComponent("cookbook/navigation.json"))
        #expect(store.load() == .none)
        let model = NavigationModel(selectedCategory: "salad", path: ["coban-salatasi"], focus: .detail)
        _ = try store.save(SavedChange(base: nil, now: model), at: Date())
        #expect(store.load() == .loaded(model))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cookbook").path)
        #expect(leftovers == ["navigation.json"], "no temporary file left behind")
        try "{broken".write(to: store.url, atomically: true, encoding: .utf8)
        #expect(store.load() == .unreadable("saved state is not valid"))
    }

    @Test func aStoreThatCannotBeWrittenThrows() {
        let store = StateStore(url: URL(fileURLWithPath: "/proc/cookbook-cannot-write-here/navigation.json"))
        #expect(throws: (any Error).self) { try store.save(SavedChange(base: nil, now: NavigationModel()), at: Date()) }
    }

    @Test func eachDataSourceHasItsOwnFile() {
        let environment = ["HOME": "/home/cook"]
        let bundled = StateStore.standard(dataFile: nil, environment: environment).url.path
        #expect(bundled == "/home/cook/.local/state/cookbook/navigation.json")
        let other = StateStore.standard(dataFile: "/tmp/mine.json", environment: environment).url.path
        let another = StateStore.standard(dataFile: "/tmp/yours.json", environment: environment).url.path
        #expect(other != bundled && other != another)
        #expect(other.hasPrefix("/home/cook/.local/state/cookbook/navigation-"))
        #expect(StateStore.standard(dataFile: nil, environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]).url.path
            == "/x/state/cookbook/navigation.json")
    }
}
