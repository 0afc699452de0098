import CookbookFixtures
import CookbookKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The repository, found from this file's place in it.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The files in Tests/Fuzz/regressions/TARGET: inputs that once crashed or hung a fuzz target.
func fuzzRegressions(_ target: String) throws -> [URL] {
    let directory = repository.appendingPathComponent("Tests/Fuzz/regressions/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { directory.appendingPathComponent($0) }
}

/// Files no one should have to write, and what the loader says about them.
@Suite struct HostileFileTests {
    func error(_ data: Data) -> CookbookLoadError? {
        do {
            _ = try CookbookLoader.decode(data, file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    func cookbookJSON(categories: String = #"[{"id": "a", "name": "A"}]"#, recipes: String) -> Data {
        Data(#"{"version": 1, "categories": \#(categories), "recipes": \#(recipes)}"#.utf8)
    }

    @Test func everyFuzzRegressionLoadsOrFailsCleanly() throws {
        let files = try fuzzRegressions("loader") + fuzzRegressions("render")
        #expect(!files.isEmpty, "the regressions are where this test looks")
        for file in files {
            let data = try Data(contentsOf: file)
            do {
                _ = try CookbookLoader.decode(data, file: file.lastPathComponent)
            } catch {
                #expect(error.description.hasPrefix("\(file.lastPathComponent): "), "\(error)")
            }
        }
    }

    @Test func deepNestingAnywhereIsAQuickClearError() {
        let depth = 100_000
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        for (name, json) in [
            ("arrays", arrays), ("objects", objects),
            ("arrays in a field", #"{"version": 1, "categories": "# + arrays + #", "recipes": []}"#),
        ] {
            let start = Date()
            let e = error(Data(json.utf8))
            #expect(e != nil, "\(name)")
            #expect(e?.description.hasPrefix("bad.json: ") == true, "\(name): \(String(describing: e))")
            #expect(e?.description.contains("\n") == false)
            #expect(Date().timeIntervalSince(start) < 2, "\(name) took \(Date().timeIntervalSince(start)) s")
        }
    }

    @Test func numbersThatDoNotFitSayWhereTheyAre() {
        // JSONDecoder itself calls these "not valid JSON" and gives no place.
        let fraction = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 2.5}]"#)
        #expect(error(fraction)?.description == "bad.json: at recipes[0].servings: expected a whole number")
        let huge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "ingredients": [{"item": "x"}, {"item": "y", "quantity": 1e400}]}]"#)
        #expect(error(huge)?.description == "bad.json: at recipes[0].ingredients[1].quantity: the number is too large")
        #expect(error(Data(#"{"version": 1.5, "categories": [], "recipes": []}"#.utf8))?.description == "bad.json: at version: expected a whole number")
        #expect(error(Data(#"{"categories": [], "recipes": []}"#.utf8))?.description == #"bad.json: at the top level: missing required field "version""#)
        #expect(error(Data(#"{"version": null, "categories": [], "recipes": []}"#.utf8))?.description == "bad.json: at version: expected a whole number, found null")
    }

    @Test func aBOMOnlyOrWhitespaceFileIsEmpty() {
        #expect(error(Data([0xEF, 0xBB, 0xBF]))?.reason == .notJSON("the file is empty"))
        #expect(error(Data(" \n\t".utf8))?.reason == .notJSON("the file is empty"))
    }

    @Test func timesAndServingsOutOfRangeAreFatalBeforeTheyCanOverflowASum() {
        let huge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "prepMinutes": 9223372036854775807, "cookMinutes": 1}]"#)
        #expect(error(huge)?.reason == .invalid(["recipes[0] ('r').prepMinutes: 9223372036854775807 is not between 0 and 1000000"]))
        let negative = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": -2, "cookMinutes": -1}]"#)
        #expect(error(negative)?.reason == .invalid([
            "recipes[0] ('r').servings: -2 is not between 0 and 1000000",
            "recipes[0] ('r').cookMinutes: -1 is not between 0 and 1000000",
        ]))
        let tooBigForInt = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 1e30}]"#)
        #expect(error(tooBigForInt)?.description == "bad.json: at recipes[0].servings: expected a whole number")
        let edge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 0, "prepMinutes": 1000000, "cookMinutes": 1000000}]"#)
        #expect(error(edge) == nil)
    }

    @Test func aHugeNameAndTenThousandIngredientsLoad() throws {
        let name = String(repeating: "n", count: 100_000)
        let ingredients = (0..<10_000).map { #"{"quantity": \#($0), "item": "ingredient \#($0)"}"# }.joined(separator: ",")
        let data = cookbookJSON(recipes: #"[{"id": "big", "name": "\#(name)", "category": "a", "ingredients": [\#(ingredients)]}]"#)
        let cookbook = try CookbookLoader.decode(data, file: "big.json")
        #expect(cookbook.recipe(id: "big")?.name.count == 100_000)
        #expect(cookbook.recipe(id: "big")?.ingredients.count == 10_000)
    }

    @Test func anEmptyCookbookAndAnEmptyCategoryLoad() throws {
        let empty = try CookbookLoader.decode(Data(#"{"version": 1, "categories": [], "recipes": []}"#.utf8), file: "empty.json")
        #expect(empty.catalog.categories.isEmpty && empty.catalog.recipes.isEmpty)
        let emptyCategory = try CookbookLoader.decode(cookbookJSON(recipes: "[]"), file: "shelf.json")
        #expect(emptyCategory.catalog.recipes(in: "a").isEmpty)
        #expect(emptyCategory.catalog.recipeCount(in: "a") == 0)
    }

    @Test func controlsInIdsStayInTheMessageForTheCommandLineToShowSafely() {
        // The loader reports what the file says; `cookbook` prints it through
        // TerminalText.visible (see the end-to-end tests), which turns a line break into ^J.
        let e = error(cookbookJSON(recipes: #"[{"id": "x", "name": "X", "category": "a\nb"}]"#))
        #expect(e?.reason == .invalid(["recipes[0] ('x'): category 'a\nb' does not exist"]))
    }
}

/// What can be wrong with the file itself, rather than its contents.
@Suite struct FileAccessTests {
    @Test func devicesAreRefusedRatherThanReadForever() {
        do {
            _ = try CookbookLoader.load(path: "/dev/zero")
            Issue.record("read /dev/zero")
        } catch {
            #expect(error.description == "/dev/zero: cannot read the file: it is not a regular file")
        }
    }

    @Test func aFileThatCannotBeReadSaysWhy() {
        // As root, permissions cannot make a file unreadable; reading /proc/self/mem at
        // offset 0 fails with an I/O error for anyone.
        do {
            _ = try CookbookLoader.load(path: "/proc/self/mem")
            Issue.record("read /proc/self/mem")
        } catch {
            #expect(error.description == "/proc/self/mem: cannot read the file: Input/output error")
        }
        guard getuid() != 0 else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0]))
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try CookbookLoader.load(path: url.path)
            Issue.record("read a file with mode 000")
        } catch {
            #expect(error.description == "\(url.path): cannot read the file: permission denied")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CookbookLoader.maximumFileSize + 1))  // sparse: no disk used
        try handle.close()
        do {
            _ = try CookbookLoader.load(path: url.path)
            Issue.record("loaded a file over the limit")
        } catch {
            #expect(error.description == "\(url.path): cannot read the file: it is larger than \(CookbookLoader.maximumFileSize >> 20) MB")
        }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let json = Array(#"{"version": 1, "categories": [{"id": "a", "name": "A"}], "recipes": []}"#.utf8)
        #expect(json.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == json.count)
        close(fds[1])
        let cookbook = try CookbookLoader.load(path: "/dev/fd/\(fds[0])")
        #expect(cookbook.catalog.categories.map(\.id) == ["a"])
    }
}

/// The start argument and saved screens: any text gives a valid screen or nothing.
@Suite struct HostileArgumentTests {
    let cookbook = Fixtures.library

    @Test func everyFuzzRegressionResolvesToAValidScreenOrNothing() throws {
        for file in try fuzzRegressions("deeplink") {
            let bytes = try Data(contentsOf: file)
            guard let first = bytes.first else { continue }
            let kind: DeepLink.Kind = [.any, .recipe, .category][Int(first) % 3]
            let argument = String(decoding: bytes.dropFirst(), as: UTF8.self)
            if let model = DeepLink.resolve(argument, as: kind, in: cookbook.catalog) {
                #expect(model.validated(in: cookbook.catalog) == model)
            }
            for id in DeepLink.suggestions(for: argument, as: kind, in: cookbook.catalog) {
                #expect(cookbook.recipe(id: id) != nil || cookbook.catalog.category(id: id) != nil)
            }
        }
    }

    @Test func longAndStrangeArgumentsAreQuick() {
        let start = Date()
        for argument in [String(repeating: "a", count: 100_000), String(repeating: "é", count: 200), "\u{0}", "\u{1B}[2J", "apple-pie\n"] {
            #expect(DeepLink.resolve(argument, in: cookbook.catalog) == nil)
            _ = DeepLink.suggestions(for: argument, in: cookbook.catalog)
        }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func savedScreensWithAnythingInThemValidate() throws {
        let texts = [
            #"{"selectedCategory": "ghost", "recipePathIds": ["apple-pie", "ghost"], "focus": "detail", "detailCursor": -9223372036854775808}"#,
            #"{"selectedCategory": "dessert", "recipePathIds": ["apple-pie", "pie-crust", "apple-pie", "okonomiyaki"], "focus": "detail", "detailCursor": 9223372036854775807, "destination": {"help": {}}}"#,
            #"{"destination": {"search": {"_0": {"query": "\u001b]0;x\u0007", "selected": -3}}}, "lastSearch": "\u009b", "experience": "stack"}"#,
            #"{"recipePathIds": [], "focus": "recipes", "detailCursor": 0}"#,
        ]
        for text in texts {
            let model = try JSONDecoder().decode(NavigationModel.self, from: Data(text.utf8)).validated(in: cookbook.catalog)
            #expect(model.validated(in: cookbook.catalog) == model)
            #expect(model.path.allSatisfy { cookbook.recipe(id: $0) != nil })
            #expect(model.detailCursor >= 0)
        }
        for file in try fuzzRegressions("savedstate") {
            if let model = try? JSONDecoder().decode(NavigationModel.self, from: Data(contentsOf: file)) {
                #expect(model.validated(in: cookbook.catalog).validated(in: cookbook.catalog) == model.validated(in: cookbook.catalog))
            }
        }
    }
}
