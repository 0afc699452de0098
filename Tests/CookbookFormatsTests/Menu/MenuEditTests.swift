import CookbookFormats
import Foundation
import Testing

@Suite struct MenuEditTests {
    static let seedNote = "../shared/cooklang/examples/cookcli-seed is not there: the seed menus are not changed"

    func apply(_ edit: MenuEdit, _ text: String) -> String? {
        (try? edit.applied(to: Array(text.utf8)).get()).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines of `after` that `before` does not have, and those it lost (as a diff sees them).
    func changed(_ before: [UInt8], _ after: [UInt8]) -> (added: [String], removed: [String]) {
        let a = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = b.difference(from: a)
        var added: [String] = [], removed: [String] = []
        for change in difference {
            switch change {
            case .insert(_, let line, _): added.append(line)
            case .remove(_, let line, _): removed.append(line)
            }
        }
        return (added, removed)
    }

    @Test(.enabled(if: SeedMenus.isThere, Comment(rawValue: seedNote)))
    func addingToTheSeedChangesOnlyTheLinesAdded() throws {
        let before = SeedMenus.bytes("Weekly Plan.menu")
        let after = try MenuEdit.add(reference: "@./Risotto{4%servings}", day: "Sunday").applied(to: before).get()
        let (added, removed) = changed(before, after)
        #expect(removed.isEmpty)
        #expect(added.sorted() == ["", "- @./Risotto{4%servings}"])
        // The rest byte for byte: what is before the insertion and after it.
        let menu = MenuFile(bytes: after)
        #expect(menu.day(named: "Sunday")?.references.map(\.path).last == "./Risotto")
        #expect(menu.day(named: "Sunday")?.meals.last?.references.first?.quantity == .servings(4))
        let newDay = try MenuEdit.add(reference: "@./Risotto{}", day: "Tuesday").applied(to: before).get()
        #expect(changed(before, newDay).added.sorted() == ["", "", "- @./Risotto{}", "==Tuesday=="])
        #expect(Array(newDay.prefix(before.count)) == before)
    }

    @Test(.enabled(if: SeedMenus.isThere, Comment(rawValue: seedNote)))
    func removingFromTheSeedTakesOutOnlyItsLines() throws {
        let before = SeedMenus.bytes("Weekly Plan.menu")
        // A meal with one recipe goes whole, with the blank line that set it apart.
        let lunch = try MenuEdit.remove(path: "./Salads/Caprese", day: "Sunday").applied(to: before).get()
        let (added, removed) = changed(before, lunch)
        #expect(added.isEmpty)
        #expect(removed.sorted() == ["", "- @./Salads/Caprese{}", "Lunch: \\"])
        #expect(MenuFile(bytes: lunch).day(named: "Sunday")?.meals.map(\.label) == ["Breakfast", "Dinner"])
        // One line of a meal that keeps others: the `\` before it goes when it was the last.
        let two = SeedMenus.bytes("2 Day Plan.menu")
        let dinner = try MenuEdit.remove(path: "./Risotto", day: "Day 2").applied(to: two).get()
        #expect(changed(two, dinner).removed == ["- @./Risotto{} \\"])
        #expect(changed(two, dinner).added.isEmpty)
        let pizza = try MenuEdit.remove(path: "./Neapolitan Pizza", day: "Day 1").applied(to: two).get()
        #expect(changed(two, pizza).removed == ["- @./Neapolitan Pizza{} \\"])
        #expect(MenuFile(bytes: pizza).day(named: "Day 1")?.meals.last?.entries.map(\.text) == ["@soy sauce{1%tbsp}"])
    }

    @Test(.enabled(if: SeedMenus.isThere, Comment(rawValue: seedNote)))
    func movingInTheSeedKeepsTheBraces() throws {
        let before = SeedMenus.bytes("2 Day Plan.menu")
        let after = try MenuEdit.move(path: "./Breakfast/Easy Pancakes", from: "Day 1", to: "Day 2").applied(to: before).get()
        let (added, removed) = changed(before, after)
        #expect(removed == ["- @./Breakfast/Easy Pancakes{10%servings} with @maple syrup{2%tbsp} \\"])
        #expect(added.sorted() == ["", "- @./Breakfast/Easy Pancakes{10%servings}"])
        let menu = MenuFile(bytes: after)
        #expect(menu.day(named: "Day 1")?.references.map(\.name) == ["lamb-chops", "Neapolitan Pizza"])
        #expect(menu.day(named: "Day 2")?.references.last?.quantity == .servings(10))
    }

    @Test func addsToAConventionsMenuLineAfterLine() {
        let text = "= Monday\n\n@./a{2}\n@./b{}\n\n= Tuesday\n\n@./c{4}\n"
        #expect(apply(.add(reference: "@./d{}", day: "monday"), text) == "= Monday\n\n@./a{2}\n@./b{}\n@./d{}\n\n= Tuesday\n\n@./c{4}\n")
        #expect(apply(.remove(path: "./b", day: "Monday"), text) == "= Monday\n\n@./a{2}\n\n= Tuesday\n\n@./c{4}\n")
        #expect(apply(.remove(path: "./c", day: "Tuesday"), text) == "= Monday\n\n@./a{2}\n@./b{}\n\n= Tuesday\n")
        #expect(apply(.add(reference: "@./e{}", day: "Friday"), "= Monday\n@./a") == "= Monday\n@./a\n\n= Friday\n\n@./e{}\n")
        #expect(apply(.add(reference: "@./e{}", day: "Friday"), "") == "= Friday\n\n@./e{}\n")
        #expect(apply(.add(reference: "@./e{}", day: "Friday"), "= Friday\n") == "= Friday\n\n@./e{}\n")
    }

    @Test func theMealOfARecipeNamedTwiceInADayIsTheOneAsked() {
        let text = "= Monday\nLunch: @./soup{1}\nDinner: @./soup.cook{3}\n= Tuesday\n@./soup{2}\n"
        let menu = MenuFile(bytes: Array(text.utf8))
        let dinner = menu.days[0].references[1]
        #expect(MenuEditing.occurrence(of: dinner, inDay: "Monday", of: menu) == 1)
        #expect(apply(.remove(path: "./soup.cook", day: "Monday", occurrence: 1), text) == "= Monday\nLunch: @./soup{1}\n= Tuesday\n@./soup{2}\n")
        #expect(apply(.move(path: "./soup", from: "Monday", to: "Tuesday", occurrence: 1), text)
                == "= Monday\nLunch: @./soup{1}\n= Tuesday\n@./soup{2}\n@./soup.cook{3}\n")
        #expect(throws: MenuEditFailure.notFound(path: "./soup", day: "Tuesday")) {
            try MenuEdit.remove(path: "./soup", day: "Tuesday", occurrence: 1).applied(to: Array(text.utf8)).get()
        }
    }

    @Test func aDayIsFoundByItsDateAndAMissingReferenceIsSaid() {
        let text = "== Saturday (2026-03-07) ==\n- @./a{}\n"
        #expect(apply(.remove(path: "./a", day: "2026-03-07"), text) == "== Saturday (2026-03-07) ==\n")
        #expect(throws: MenuEditFailure.notFound(path: "./b", day: "Saturday")) {
            try MenuEdit.remove(path: "./b", day: "Saturday").applied(to: Array(text.utf8)).get()
        }
    }

    @Test func refusesToAddWhereAnUnclosedCommentWouldSwallowTheLine() {
        let text = "= Monday\n@./a{} [- not closed\n\n= Tuesday\n"
        #expect(MenuFile(bytes: Array(text.utf8)).problems.map(\.line) == [2])
        #expect(throws: MenuEditFailure.unreadable(day: "Monday")) {
            try MenuEdit.add(reference: "@./b{}", day: "Monday").applied(to: Array(text.utf8)).get()
        }
    }

    @Test func aSectionWithoutANameIsTheDayNamedNothing() {
        #expect(apply(.remove(path: "./a", day: ""), "=\n@./a{}\n@./b{}\n") == "=\n@./b{}\n")
        #expect(apply(.remove(path: "./a", day: ""), "@./a{}\n= Monday\n@./b{}\n") == "= Monday\n@./b{}\n")
    }

    @Test func theBackslashThatJoinedTheLastLineGoesWithIt() {
        let text = "= Monday\nLunch: \\\n- @./a{} \\\n- @./b{}\n"
        #expect(apply(.remove(path: "./b", day: "Monday"), text) == "= Monday\nLunch: \\\n- @./a{}\n")
        #expect(apply(.remove(path: "./a", day: "Monday"), text) == "= Monday\nLunch: \\\n- @./b{}\n")
    }

    /// The inputs that once made the fuzz target `menu` fail (Tests/Fuzz/regressions/menu).
    @Test func theMenusThatOnceFailedAreChangedOrRefusedAsUnreadable() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/menu")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 3)
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let menu = MenuFile(bytes: bytes)
            guard let day = menu.days.first(where: { !$0.references.isEmpty }), let first = day.references.first else { continue }
            let said = day.header.isEmpty ? "" : day.name
            switch MenuEdit.remove(path: first.path, day: said).applied(to: bytes) {
            case .success(let after): #expect(MenuFile(bytes: after).references.count < menu.references.count, "\(name)")
            case .failure(let why): #expect(why == .unreadable(day: said), "\(name)")
            }
            switch MenuEdit.add(reference: "@./x{}", day: "Someday").applied(to: bytes) {
            case .success(let after): #expect(MenuFile(bytes: after).references.count == menu.references.count + 1, "\(name)")
            case .failure(let why): #expect(why == .unreadable(day: "Someday"), "\(name)")
            }
        }
    }
}
