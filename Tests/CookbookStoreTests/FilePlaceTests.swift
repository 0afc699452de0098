import CookbookModel
@testable import CookbookStore
import Testing

/// A file's place, id base and folder category are what its components say, as they were
/// worked out from the components one by one.
@Suite struct FilePlaceTests {
    /// The place as worked out from the file's components as strings (the way it was before
    /// it was read from their bytes), with the name's extension found as Characters.
    private func fromComponents(_ file: ScannedFile) -> FilePlace {
        let name = file.name
        let folders = file.folders
        let nextcloud = name.utf8.count == 11 && name.lowercased() == "recipe.json" && !folders.isEmpty
        let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : String(name[..<$0]) } ?? name
        let parts = nextcloud ? folders : folders + [stem]
        let categoryFolders = nextcloud ? Array(folders.dropLast()) : folders
        return FilePlace(
            place: parts.joined(separator: "/"), base: Slug.make(parts.joined(separator: "-")),
            folderCategory: categoryFolders.isEmpty ? nil : categoryFolders.joined(separator: " › "))
    }

    @Test func everyKindOfPlaceIsWhatItsComponentsSay() {
        let long = String(repeating: "Very Long Folder Name ", count: 6)
        let components: [[String]] = [
            ["Pesto.cook"], ["Sauces", "Pesto.cook"], ["Baking", "Bread", "Rye.COOK"], ["Pesto", "recipe.json"],
            ["A", "Pesto", "Recipe.JSON"], ["recipe.json"], ["Crème", "Brûlée.cook"], ["a", ".hidden"], ["noext"],
            ["x", "y.tar.gz"], ["日本", "料理.cook"], ["a", "\u{301}x.cook"], ["a.\u{301}b", "c.\u{301}cook"],
            ["a-b", "c.cook"], ["a", "b-c.cook"], [long, long + ".cook"], ["", "x.cook"], ["a", "", "b.cook"], ["A", "recipe.json"],
        ]
        for parts in components {
            let file = ScannedFile(path: "/root/" + parts.joined(separator: "/"), root: "/root", components: parts)
            #expect(FilePlace(file) == fromComponents(file), "\(parts)")
        }
        // Components that are not the path's end, and none at all.
        for file in [
            ScannedFile(path: "/x/y.txt", root: "/x", components: ["z", "w.cook"]),
            ScannedFile(path: "/x/Soup.cook", root: "/x/Soup.cook", components: []),
        ] {
            #expect(FilePlace(file) == fromComponents(file), "\(file.path)")
        }
        let rye = FilePlace(ScannedFile(path: "/r/Baking/Bread/Rye.cook", root: "/r", components: ["Baking", "Bread", "Rye.cook"]))
        #expect(rye == FilePlace(place: "Baking/Bread/Rye", base: "baking-bread-rye", folderCategory: "Baking › Bread"))
    }
}
