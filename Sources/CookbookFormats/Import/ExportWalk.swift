import CookbookModel

/// The members of an export opened one at a time, nested zips within `zipLevels`, each read
/// by what it holds, and the pictures beside the recipes found: what `AppExport` reads.
struct ExportWalk {
    var budget: UnpackBudget
    var reading = ImportReading()

    /// Where a member lies, for the files beside it.
    struct Place {
        var archive: ZipArchive
        var origin: String
        /// The member's folder, `""` or ending in `/`.
        var folder: String
        var files: Files
    }

    /// An archive's files (not folders, not macOS's leftovers) by path, by folder and by last
    /// name, made once: a recipe finds its picture without going through them all.
    struct Files {
        var all: [ZipArchive.Entry] = []
        var byPath: [String: Int] = [:]
        var byFolder: [String: [Int]] = [:]
        var byName: [String: [Int]] = [:]

        init(_ entries: [ZipArchive.Entry]) {
            for entry in entries where !entry.isDirectory && !ExportWalk.isJunk(entry.name) {
                let index = all.count
                all.append(entry)
                if byPath[entry.name] == nil { byPath[entry.name] = index }
                byFolder[ExportWalk.folder(of: entry.name), default: []].append(index)
                byName[ExportWalk.lastComponent(entry.name), default: []].append(index)
            }
        }
    }

    /// Reads every member of a zip worth opening.
    mutating func read(zip bytes: [UInt8], origin: String, level: Int) throws(ArchiveRefusal) {
        let archive = try ZipArchive(bytes, label: origin, budget: &budget)
        let files = Files(archive.entries)
        // A folder's recipe files, to give a folder that holds one recipe its picture.
        var byFolder: [String: [Int]] = [:]
        for entry in files.all where Self.worthOpening(entry.name) {
            let memberOrigin = "\(origin) › \(entry.name)"
            let bytes: [UInt8]
            switch try archive.contents(of: entry, label: memberOrigin, budget: &budget) {
            case .failure(let problem):
                reading.failures.append(ImportFailure(origin: memberOrigin, reason: problem.reason))
                continue
            case .success(let contents):
                bytes = contents
            }
            if ZipArchive.isZip(bytes) {
                if level < budget.limits.zipLevels {
                    do throws(ArchiveRefusal) {
                        try read(zip: bytes, origin: memberOrigin, level: level + 1)
                    } catch {
                        guard let damage = error.damage else { throw error }
                        fail(memberOrigin, "a zip that does not read: \(damage)")
                    }
                } else {
                    reading.failures.append(ImportFailure(
                        origin: memberOrigin, reason: "a zip inside a zip inside a zip, not opened (at most \(budget.limits.zipLevels) levels)"))
                }
                continue
            }
            let place = Place(archive: archive, origin: origin, folder: Self.folder(of: entry.name), files: files)
            let before = reading.recipes.count
            let byFolderKind = Self.readsByFolder(bytes)
            if try !read(member: bytes, name: entry.name, origin: memberOrigin, place: place), Self.saysRecipe(entry.name) {
                reading.failures.append(ImportFailure(origin: memberOrigin, reason: "not a recipe of an app known (\(AppExport.known))"))
            }
            if byFolderKind, reading.recipes.count == before + 1 { byFolder[place.folder, default: []].append(before) }
        }
        for (folder, recipes) in byFolder where recipes.count == 1 && reading.recipes[recipes[0]].picture == nil {
            let place = Place(archive: archive, origin: origin, folder: folder, files: files)
            reading.recipes[recipes[0]].picture = try picture(in: place)
        }
    }

    /// Reads one file by what it holds; false when it is none of the kinds read here.
    mutating func read(member bytes: [UInt8], name: String, origin: String, place: Place?) throws(ArchiveRefusal) -> Bool {
        if Inflate.isGzip(bytes) {
            let limit = min(budget.limits.gzipBytes, budget.remaining)
            let json: [UInt8]
            switch Inflate.unpack(bytes[...], format: .gzip, limit: limit) {
            case .failure(.damaged):
                fail(origin, "damaged gzip data")
                return true
            case .failure(.tooLarge):
                try budget.check(packed: bytes.count, unpacked: limit + 1, what: origin)
                fail(origin, "it unpacks to more than \(UnpackBudget.size(limit))")
                return true
            case .success(let unpacked):
                try budget.check(packed: bytes.count, unpacked: unpacked.count, what: origin)
                budget.spend(unpacked.count)
                json = unpacked
            }
            guard case .success(.object(let object)) = LenientJSON.parse(json), PaprikaRecipe.fits(object) else {
                // A gzip file of something else is not an export; a zip's member that is one is.
                guard place != nil else { return false }
                fail(origin, "gzip data that is no Paprika recipe")
                return true
            }
            let (read, picture) = PaprikaRecipe.read(object)
            add(read, picture: picture, origin: origin)
            return true
        }
        if Self.startsJSON(bytes) {
            guard case .success(let value) = LenientJSON.parse(bytes), let object = value.object else { return false }
            if PaprikaRecipe.fits(object) {
                let (read, picture) = PaprikaRecipe.read(object)
                add(read, picture: picture, origin: origin)
            } else if MealieRecipe.fits(object) {
                add(MealieRecipe.read(object), origin: origin)
            } else if TandoorRecipe.fits(object) {
                add(TandoorRecipe.read(object), origin: origin)
            } else if place != nil, case .success(let recipes) = SchemaOrgReader.read(json: bytes) {
                // Nextcloud Cookbook's `recipe.json`; a bare one is the JSON-LD reader's.
                for read in recipes { add(read, origin: origin) }
            } else {
                return false
            }
            return true
        }
        if let place, Self.lastComponent(name).lowercased() == "recipes.html" {
            var refusal: ArchiveRefusal?
            let found = CopyMeThatReader.read(html: bytes) { path in
                guard refusal == nil else { return nil }
                do throws(ArchiveRefusal) {
                    return try picture(named: path, in: place)
                } catch {
                    refusal = error
                    return nil
                }
            }
            if let refusal { throw refusal }
            for var recipe in found.recipes {
                recipe.origin = Self.join(origin, recipe.origin)
                reading.recipes.append(recipe)
            }
            for var failure in found.failures {
                failure.origin = Self.join(origin, failure.origin)
                reading.failures.append(failure)
            }
            return true
        }
        if RecipeCSV.columns(bytes) != nil {
            switch RecipeCSV.read(bytes, origin: origin) {
            case .success(let found):
                for recipe in found.recipes { add(recipe.read, origin: recipe.origin) }
                reading.failures += found.failures
            case .failure(let problem):
                reading.failures.append(ImportFailure(origin: origin, reason: problem.reason))
            }
            return true
        }
        if let (mapping, body) = ChowdownRecipe.frontMatter(bytes) {
            let read = ChowdownRecipe.read(mapping, body: body)
            var picture: RecipePicture?
            if let place, let image = read.image { picture = try self.picture(named: image, in: place, anywhere: true) }
            add(read, picture: picture, origin: origin)
            return true
        }
        return false
    }

    private mutating func add(_ read: ReadRecipe, picture: RecipePicture? = nil, origin: String) {
        guard !read.recipe.name.isEmpty else {
            fail(origin, "a recipe with no name")
            return
        }
        guard !read.recipe.ingredients.isEmpty || !read.recipe.steps.isEmpty else {
            fail(origin, "“\(read.recipe.name)” has neither ingredients nor steps")
            return
        }
        reading.recipes.append(ImportedRecipe(read: read, picture: picture, origin: origin))
    }

    private mutating func fail(_ origin: String, _ reason: String) {
        reading.failures.append(ImportFailure(origin: origin, reason: reason))
    }

    // MARK: Pictures

    /// The best image in a recipe's folder or its `images/`: one named `full`, `original` or
    /// `image` before others, thumbnails (`thumb`, `tiny`, `min-`) last; the first whose bytes
    /// are an image.
    private mutating func picture(in place: Place) throws(ArchiveRefusal) -> RecipePicture? {
        let candidates = ((place.files.byFolder[place.folder] ?? []) + (place.files.byFolder[place.folder + "images/"] ?? []))
            .map { place.files.all[$0] }.filter { Self.isImageName($0.name) }
        func rank(_ entry: ZipArchive.Entry) -> Int {
            let base = Self.lastComponent(entry.name).lowercased().split(separator: ".").first.map(String.init) ?? ""
            if ["full", "original", "image", "cover", "photo"].contains(base) { return 0 }
            if base.contains("thumb") || base.contains("tiny") || base.hasPrefix("min") { return 2 }
            return 1
        }
        for entry in candidates.sorted(by: { rank($0) < rank($1) }).prefix(4) {
            if let picture = try load(entry, in: place) { return picture }
        }
        return nil
    }

    /// The image a recipe names: a path from its folder (`images/pie.jpg`, `./pie.jpg`), or,
    /// `anywhere`, the member with its last name (Chowdown names `pie.jpg` in the site's `images/`).
    private mutating func picture(named path: String, in place: Place, anywhere: Bool = false) throws(ArchiveRefusal) -> RecipePicture? {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        guard !relative.isEmpty, !relative.contains("://") else { return nil }
        if let index = place.files.byPath[place.folder + relative] { return try load(place.files.all[index], in: place) }
        guard anywhere else { return nil }
        let named = (place.files.byName[Self.lastComponent(String(relative))] ?? []).map { place.files.all[$0] }
        guard let entry = named.first(where: { $0.name.contains("images/") }) ?? named.first else { return nil }
        return try load(entry, in: place)
    }

    private mutating func load(_ entry: ZipArchive.Entry, in place: Place) throws(ArchiveRefusal) -> RecipePicture? {
        guard case .success(let bytes) = try place.archive.contents(of: entry, label: "\(place.origin) › \(entry.name)", budget: &budget) else { return nil }
        return RecipePicture(bytes: bytes)
    }

    // MARK: Names (labels only)

    /// macOS's `__MACOSX/` and `._` resource forks, `.DS_Store`, Windows' `Thumbs.db`.
    static func isJunk(_ name: String) -> Bool {
        let last = lastComponent(name)
        return name.hasPrefix("__MACOSX/") || name.contains("/__MACOSX/") || last.hasPrefix("._") || last == ".DS_Store" || last == "Thumbs.db"
    }

    /// Kinds of member that may hold recipes (what they hold decides what they are).
    static func worthOpening(_ name: String) -> Bool {
        let kinds: Set<String> = ["paprikarecipe", "paprikarecipes", "zip", "json", "csv", "html", "htm", "md", "markdown", "gz"]
        return kinds.contains(fileExtension(name))
    }

    /// Names that say the member is a recipe: one that gives none is a failure.
    static func saysRecipe(_ name: String) -> Bool {
        ["paprikarecipe", "paprikarecipes", "json", "csv", "gz"].contains(fileExtension(name))
    }

    static func isImageName(_ name: String) -> Bool {
        ["jpg", "jpeg", "png", "webp", "gif"].contains(fileExtension(name))
    }

    /// Whether a member's recipe takes its picture from its folder: a JSON file (Mealie,
    /// Tandoor, Nextcloud), not a Paprika recipe (its photo is inside) or a CSV.
    static func readsByFolder(_ bytes: [UInt8]) -> Bool {
        startsJSON(bytes)
    }

    static func startsJSON(_ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "{")
    }

    static func fileExtension(_ name: String) -> String {
        let last = lastComponent(name)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }

    static func lastComponent(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// `a/b/c.json` → `a/b/`.
    static func folder(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[...slash])
    }

    static func join(_ origin: String, _ inner: String) -> String {
        inner.isEmpty ? origin : "\(origin) › \(inner)"
    }
}
