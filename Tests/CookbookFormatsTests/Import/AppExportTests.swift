@testable import CookbookFormats
import CookbookFixtures
import CookbookModel
import Foundation
import Testing

/// Exports written here, member by member, each format told apart by what it holds, and
/// archives made to hurt: names that climb out, bombs, zips in zips in zips, lies in the
/// directory, deflate data that never ends.
@Suite struct AppExportTests {
    static let paprikaPie = """
        {"name": "Plum Pie", "ingredients": "500 g plums\\n2 eggs\\n\\nSalt", "directions": "1. Halve the plums.\\n\\n2. Bake them.",
         "notes": "Good cold.", "servings": "4", "prep_time": "15 mins", "cook_time": "1 hr 20 min", "total_time": "",
         "categories": ["Cakes", "Autumn"], "source_url": "https://example.org/plum-pie", "source": "Example",
         "photo_data": "\(Data(ZipFixture.png).base64EncodedString())"}
        """

    static let tandoorStew = """
        {"name": "Stew", "description": "", "keywords": [{"name": "Winter"}], "working_time": 20, "waiting_time": 90,
         "servings": 4, "servings_text": "bowls",
         "steps": [{"name": "", "instruction": "Brown the beef.\\n\\nSimmer it.", "ingredients": [
            {"food": {"name": "beef"}, "unit": {"name": "kg"}, "amount": 1.5, "note": "in cubes", "is_header": false, "no_amount": false},
            {"food": null, "unit": null, "amount": 0, "note": "For the broth", "is_header": true, "no_amount": true},
            {"food": {"name": "water"}, "unit": null, "amount": 0, "note": "", "is_header": false, "no_amount": true}]}]}
        """

    static func read(_ bytes: [UInt8], name: String = "export.zip", limits: ArchiveLimits = .standard) throws -> ImportReading {
        let result = try #require(AppExport.read(bytes, name: name, limits: limits), "\(name) is read as an export")
        return try result.get()
    }

    static func refusal(_ bytes: [UInt8], name: String = "export.zip", limits: ArchiveLimits = .standard) throws -> String {
        let result = try #require(AppExport.read(bytes, name: name, limits: limits), "\(name) is read as an export")
        guard case .failure(let problem) = result else {
            Issue.record("\(name) was read, not refused")
            return ""
        }
        return problem.message
    }

    // MARK: Formats

    @Test func aSinglePaprikaRecipeIsGzipJSONWithItsPhoto() throws {
        let reading = try Self.read(ZipFixture.gzip(Array(Self.paprikaPie.utf8)), name: "Plum Pie.paprikarecipe")
        let recipe = try #require(reading.recipes.first)
        #expect(reading.recipes.count == 1 && reading.failures.isEmpty)
        #expect(recipe.origin == "Plum Pie.paprikarecipe")
        #expect(recipe.read.recipe.name == "Plum Pie")
        #expect(recipe.read.recipe.ingredients.map(\.item) == ["plums", "eggs", "Salt"])
        #expect(recipe.read.recipe.ingredients.first?.quantity == 500)
        #expect(recipe.read.recipe.steps == ["Halve the plums.", "Bake them."])
        #expect(recipe.read.recipe.notes == ["Good cold."])
        #expect(recipe.read.recipe.servings == 4)
        #expect(recipe.read.recipe.prepMinutes == 15 && recipe.read.recipe.cookMinutes == 80)
        #expect(recipe.read.recipe.statedTotalMinutes == nil)
        #expect(recipe.read.categories == ["Cakes", "Autumn"])
        #expect(recipe.read.recipe.sourceURL == "https://example.org/plum-pie" && recipe.read.recipe.sourceName == "Example")
        #expect(recipe.picture == RecipePicture(bytes: ZipFixture.png))
    }

    @Test func aPaprikaPhotoThatIsNoImageIsNotKept() throws {
        let text = Self.paprikaPie.replacingOccurrences(of: Data(ZipFixture.png).base64EncodedString(), with: Data("<html>".utf8).base64EncodedString())
        let reading = try Self.read(ZipFixture.gzip(Array(text.utf8)), name: "pie.paprikarecipe")
        #expect(reading.recipes.count == 1)
        #expect(reading.recipes.first?.picture == nil)
    }

    @Test func aPaprikarecipesZipIsReadByItsContentsWhateverItsName() throws {
        var zip = ZipFixture()
        zip.add("Plum Pie.paprikarecipe", ZipFixture.gzip(Array(Self.paprikaPie.utf8)))
        zip.add("Notes.paprikarecipe", "not gzip", deflated: true)
        let reading = try Self.read(zip.bytes, name: "My Recipes.data")
        #expect(reading.recipes.map(\.read.recipe.name) == ["Plum Pie"])
        #expect(reading.recipes.first?.origin == "My Recipes.data › Plum Pie.paprikarecipe")
        #expect(reading.failures.map(\.origin) == ["My Recipes.data › Notes.paprikarecipe"], "the others still come")
    }

    @Test func aTandoorZipOfZipsGivesEachRecipeWithTheImageBesideIt() throws {
        var inner = ZipFixture()
        inner.add("recipe.json", Self.tandoorStew, deflated: true)
        inner.add("image.jpeg", ZipFixture.jpeg)
        var outer = ZipFixture()
        outer.add("1.zip", inner.bytes)
        let recipe = try #require(try Self.read(outer.bytes).recipes.first)
        #expect(recipe.origin == "export.zip › 1.zip › recipe.json")
        #expect(recipe.read.recipe.ingredients.map { $0.text ?? $0.item } == ["1.5 kg beef, in cubes", "water"])
        #expect(recipe.read.recipe.steps == ["Brown the beef.", "Simmer it."])
        #expect(recipe.read.recipe.prepMinutes == 20 && recipe.read.recipe.cookMinutes == 90)
        #expect(recipe.read.recipe.servings == 4 && recipe.read.recipe.yield == "4 bowls")
        #expect(recipe.read.recipe.tags == ["Winter"])
        #expect(recipe.picture?.kind == .jpeg)
    }

    @Test func aFolderImageIsKeptOnlyWhenItsBytesAreAnImageAndThumbnailsComeLast() throws {
        var zip = ZipFixture()
        zip.add("Stew/recipe.json", Self.tandoorStew)
        zip.add("Stew/thumb.jpg", ZipFixture.jpeg)
        zip.add("Stew/full.jpg", ZipFixture.png)
        zip.add("Soup/recipe.json", Self.tandoorStew.replacingOccurrences(of: "\"Stew\"", with: "\"Soup\""))
        zip.add("Soup/full.jpg", "<html>not found</html>")
        let reading = try Self.read(zip.bytes)
        #expect(reading.recipes.map(\.read.recipe.name) == ["Stew", "Soup"])
        #expect(reading.recipes[0].picture?.kind == .png, "full.jpg before thumb.jpg, known by its bytes")
        #expect(reading.recipes[1].picture == nil, "an HTML page named full.jpg is no picture")
    }

    @Test func aMealieRecipeJSONIsReadBareOrInItsFolder() throws {
        let json = """
            {"name": "Beef Stew", "slug": "beef-stew", "recipe_yield": "4 serving(s)", "total_time": "2 Hours 30 Minutes",
             "recipe_category": [{"name": "Mains"}], "tags": ["Winter"], "org_url": "https://example.org/stew",
             "recipe_ingredient": [{"title": null, "note": "1 pound beef", "disable_amount": true, "quantity": 1},
                {"quantity": 2, "unit": {"name": "cups"}, "food": {"name": "broth"}, "note": "hot", "disable_amount": false}],
             "recipe_instructions": [{"title": "Brown", "text": "Brown the beef."}, {"title": "", "text": "Simmer."}],
             "notes": [{"title": "Tip", "text": "Better the next day."}]}
            """
        let reading = try Self.read(Array(json.utf8), name: "beef-stew.json")
        let recipe = try #require(reading.recipes.first).read
        #expect(recipe.recipe.ingredients.map { $0.text ?? $0.item } == ["1 pound beef", "2 cups broth, hot"])
        #expect(recipe.recipe.steps == ["Brown the beef.", "Simmer."])
        #expect(recipe.recipe.sections == [StepSection(name: "Brown", firstStep: 0)])
        #expect(recipe.recipe.servings == 4 && recipe.recipe.statedTotalMinutes == 150)
        #expect(recipe.categories == ["Mains"] && recipe.recipe.tags == ["Winter"])
        #expect(recipe.recipe.notes == ["Tip: Better the next day."])
        #expect(recipe.recipe.sourceURL == "https://example.org/stew")
    }

    @Test func aCSVIsReadByItsHeaderAndARowWithoutATitleIsAFailure() throws {
        let csv = "\u{FEFF}Title,Course,Ingredients,Directions,Prep Time,Servings\r\n"
            + "Toast,Breakfast,\"2 slices bread\n1 tbsp butter\",\"Toast the bread.\nButter it.\",5,1\r\n"
            + ",,\"1 egg\",Boil.,,\r\n"
        let reading = try Self.read(Array(csv.utf8), name: "recipes.txt")
        #expect(reading.recipes.map(\.read.recipe.name) == ["Toast"])
        #expect(reading.recipes.first?.read.recipe.ingredients.count == 2)
        #expect(reading.recipes.first?.read.recipe.steps == ["Toast the bread.", "Butter it."])
        #expect(reading.recipes.first?.read.recipe.prepMinutes == 5)
        #expect(reading.recipes.first?.read.categories == ["Breakfast"])
        #expect(reading.failures == [ImportFailure(origin: "recipes.txt › row 3", reason: "no title")])
    }

    @Test func everyInputThatOnceFailedTheFuzzTargetGivesOnlyRecipesWithSomethingInThem() throws {
        let inputs = Fixtures.fuzzRegressions("exports")
        #expect(!inputs.isEmpty)
        for url in inputs {
            guard case .success(let reading)? = AppExport.read([UInt8](try Data(contentsOf: url)), name: url.lastPathComponent) else { continue }
            for recipe in reading.recipes {
                #expect(!recipe.read.recipe.ingredients.isEmpty || !recipe.read.recipe.steps.isEmpty, "\(url.lastPathComponent)")
            }
            #expect(!reading.failures.isEmpty || !reading.recipes.isEmpty)
        }
    }

    @Test func whatIsNoExportIsLeftToTheOtherReaders() {
        #expect(AppExport.read(Array("<html><body>Pie</body></html>".utf8), name: "pie.zip") == nil)
        #expect(AppExport.read(Array(">> title: Pie\nMix @flour{200%g}.".utf8), name: "pie.csv") == nil)
        #expect(AppExport.read(Array(#"{"@type": "Recipe", "name": "Pie", "recipeIngredient": ["flour"]}"#.utf8), name: "pie.json") == nil,
                "schema.org JSON is the JSON-LD reader's")
        #expect(AppExport.read(Array(#"{"@type": "Recipe", "name": "Pie", "ingredients": "flour"}"#.utf8), name: "pie.json") == nil,
                "its legacy `ingredients` text too")
        #expect(AppExport.read(Array("a,b\n1,2\n".utf8), name: "data.csv") == nil, "a CSV of no recipes")
        #expect(AppExport.read([], name: "empty.zip") == nil)
        #expect(AppExport.read(ZipFixture.gzip(Array("<html>a page</html>".utf8)), name: "page.html.gz") == nil,
                "a gzip file of something else than a Paprika recipe")
    }

    @Test func aZipOfNoKnownExportSaysSo() throws {
        var zip = ZipFixture()
        zip.add("readme.txt", "hello")
        zip.add("photo.jpg", ZipFixture.jpeg)
        #expect(try Self.refusal(zip.bytes, name: "misc.zip").hasPrefix("no recipes of a known app in misc.zip"))
    }

    // MARK: Hostile archives

    @Test func membersNamedOutOfTheFolderAreOnlyLabels() throws {
        var zip = ZipFixture()
        zip.add("../../../etc/cron.d/pie.paprikarecipe", ZipFixture.gzip(Array(Self.paprikaPie.utf8)))
        zip.add("/etc/passwd.paprikarecipe", ZipFixture.gzip(Array(Self.paprikaPie.utf8)))
        zip.add("pie\u{1B}[2J\u{7}.paprikarecipe", ZipFixture.gzip(Array(Self.paprikaPie.utf8)))
        let reading = try Self.read(zip.bytes, name: "slip.zip")
        #expect(reading.recipes.map(\.origin) == [
            "slip.zip › ../../../etc/cron.d/pie.paprikarecipe", "slip.zip › /etc/passwd.paprikarecipe",
            "slip.zip › pie\u{FFFD}[2J\u{FFFD}.paprikarecipe",
        ], "a name is shown, never followed, and never sends the terminal a control character")
        #expect(reading.recipes.allSatisfy { $0.read.recipe.name == "Plum Pie" })
    }

    @Test func aZipBombIsRefusedWithOneLine() throws {
        // 50 MB of zeros, deflated by Python's zipfile to about 50 KB.
        let bomb = try ZipFixture.python("""
            import io, sys, zipfile
            b = io.BytesIO()
            with zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("Pie.paprikarecipe", bytes(50 * 1024 * 1024))
            sys.stdout.buffer.write(b.getvalue())
            """)
        #expect(bomb.count < 100_000)
        let message = try Self.refusal(bomb, name: "bomb.zip")
        #expect(message.hasPrefix("refused: bomb.zip › Pie.paprikarecipe unpacks to "), "\(message)")
        #expect(message.hasSuffix("times its packed size (a zip bomb?)"))
        #expect(!message.contains("\n"))
    }

    @Test func aGzipBombIsRefusedToo() throws {
        let bomb = try ZipFixture.python("import gzip, sys; sys.stdout.buffer.write(gzip.compress(bytes(20 * 1024 * 1024)))")
        let message = try Self.refusal(bomb, name: "bomb.paprikarecipe")
        #expect(message.contains("a zip bomb?"), "\(message)")
    }

    @Test func aMemberThatUnpacksToMoreThanItsDirectorySaysIsDamaged() throws {
        // The directory says 10 bytes; the data holds 100 KB.
        var zip = ZipFixture()
        zip.members.append(.init(name: "Pie.paprikarecipe", bytes: [UInt8](repeating: 0x41, count: 100_000), deflated: true, size: 10))
        let reading = try Self.read(zip.bytes)
        #expect(reading.failures.map(\.reason) == ["damaged: it unpacks to more than its stated size"])
    }

    @Test func deflateDataThatNeverEndsIsDamagedNotWaitedOn() throws {
        var zip = ZipFixture()
        zip.members.append(.init(name: "Pie.json", bytes: Array(Self.tandoorStew.utf8), deflated: true, unfinished: true))
        // A stored block of 65,535 bytes, 17 of them there: ZIPFoundation 0.9.20 reads on past the
        // end of the archive for the rest, forever.
        zip.members.append(.init(name: "Pie2.json", bytes: Array("hello hello hello".utf8), deflated: true,
                                 data: [0, 0xFF, 0xFF, 0, 0] + Array("hello hello hello".utf8)))
        let reading = try Self.read(zip.bytes)
        #expect(reading.failures.map(\.reason) == ["damaged: its deflate data does not unpack", "damaged: its deflate data does not unpack"])
    }

    @Test func aMemberWhoseCRCDoesNotMatchOrThatIsEncryptedIsAFailureOfItsOwn() throws {
        var zip = ZipFixture()
        zip.members.append(.init(name: "a.json", bytes: Array(Self.tandoorStew.utf8), crc: 1234))
        zip.members.append(.init(name: "b.json", bytes: Array(Self.tandoorStew.utf8), flags: 1))
        zip.add("c/recipe.json", Self.tandoorStew)
        let reading = try Self.read(zip.bytes)
        #expect(reading.failures.map(\.reason) == ["damaged: its CRC-32 does not match", "encrypted, not read"])
        #expect(reading.recipes.map(\.origin) == ["export.zip › c/recipe.json"])
    }

    @Test func aZipInAZipInAZipIsNotOpened() throws {
        var innermost = ZipFixture()
        innermost.add("recipe.json", Self.tandoorStew)
        var middle = ZipFixture()
        middle.add("deeper.zip", innermost.bytes)
        middle.add("recipe.json", Self.tandoorStew)
        var outer = ZipFixture()
        outer.add("middle.zip", middle.bytes)
        let reading = try Self.read(outer.bytes)
        #expect(reading.recipes.map(\.origin) == ["export.zip › middle.zip › recipe.json"], "two levels are read")
        #expect(reading.failures == [ImportFailure(
            origin: "export.zip › middle.zip › deeper.zip", reason: "a zip inside a zip inside a zip, not opened (at most 2 levels)")])
    }

    @Test func aDamagedZipInsideTheExportIsAFailureOfItsOwn() throws {
        var good = ZipFixture()
        good.add("recipe.json", Self.tandoorStew)
        var outer = ZipFixture()
        outer.add("1.zip", Array(good.bytes.dropLast(30)))
        outer.add("2.zip", good.bytes)
        let reading = try Self.read(outer.bytes)
        #expect(reading.recipes.map(\.origin) == ["export.zip › 2.zip › recipe.json"], "the others still come")
        #expect(reading.failures == [ImportFailure(origin: "export.zip › 1.zip", reason: "a zip that does not read: no end of central directory")])
    }

    @Test func whatIsUnpackedInAllAndHowManyMembersAreBounded() throws {
        var zip = ZipFixture()
        for index in 0..<10 { zip.add("r\(index)/recipe.json", Self.tandoorStew) }
        let small = ArchiveLimits(totalBytes: 3 * Self.tandoorStew.utf8.count, members: 1000, gzipBytes: 1 << 20, ratio: 200, ratioFloor: 1 << 20, zipLevels: 2)
        #expect(try Self.refusal(zip.bytes, limits: small).hasPrefix("refused: export.zip › r3/recipe.json unpacks to more than"))
        var few = small
        (few.totalBytes, few.members) = (1 << 30, 5)
        #expect(try Self.refusal(zip.bytes, limits: few) == "refused: export.zip lists more than 5 members in all")
        #expect(try Self.read(zip.bytes).recipes.count == 10, "within the standard limits")
    }

    @Test func aDamagedArchiveIsRefusedWithOneLine() throws {
        var zip = ZipFixture()
        zip.add("recipe.json", Self.tandoorStew)
        let bytes = zip.bytes
        #expect(try Self.refusal(Array(bytes.prefix(bytes.count - 30))) == "export.zip is not a readable zip: no end of central directory")
        var wrongOffset = bytes
        wrongOffset[wrongOffset.count - 3] = 0xF0
        #expect(try Self.refusal(wrongOffset) == "export.zip is not a readable zip: its directory lies outside it")
    }
}
