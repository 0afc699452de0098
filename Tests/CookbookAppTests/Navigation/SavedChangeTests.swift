import CookbookFixtures
import CookbookModel
import CookbookApp
import CookbookTerminal
import Foundation
import Testing

/// Two browsers on one saved file (issue 21, item 3): what each changed since it last read
/// or wrote the file is applied to the file as it is when it writes, never the whole file
/// over what the other wrote.
@Suite struct SavedChangeTests {
    let catalog = Fixtures.catalog

    func model(basket: [BasketEntry] = [], ticked: Set<String> = [], scales: [String: Double] = [:], category: String? = "dessert") -> NavigationModel {
        NavigationModel(selectedCategory: category, scales: scales, basket: basket, ticked: ticked)
    }

    let x = BasketEntry(id: "apple-pie"), y = BasketEntry(id: "pie-crust"), z = BasketEntry(id: "tiramisu")

    @Test func whatTheOtherPutInTheBasketStays() {
        // Both read an empty basket; the other wrote X; this one put in Y.
        let saved = SavedChange(base: model(), now: model(basket: [y])).applied(to: model(basket: [x]))
        #expect(saved.basket == [x, y])
        #expect(SavedChange(base: nil, now: model(basket: [y])).applied(to: model(basket: [x])).basket == [x, y], "no file when it started")
    }

    @Test func onlyWhatThisOneTookOutGoes() {
        let saved = SavedChange(base: model(basket: [x, y]), now: model(basket: [y])).applied(to: model(basket: [x, y, z]))
        #expect(saved.basket == [y, z])
    }

    @Test func aScaleChangedHereIsChangedThereUnlessTheOtherTookItOut() {
        let twice = BasketEntry(id: "apple-pie", scale: 2)
        let change = SavedChange(base: model(basket: [x, y]), now: model(basket: [twice, y], scales: ["apple-pie": 2]))
        #expect(change.applied(to: model(basket: [z, x, y])).basket == [z, twice, y], "changed where it is")
        #expect(change.applied(to: model(basket: [y])).basket == [y], "taken out by the other: stays out")
        #expect(change.applied(to: model(basket: [y], scales: ["tiramisu": 3])).scales == ["apple-pie": 2, "tiramisu": 3])
    }

    @Test func ticksUnitsAndTimersMergeTheSameWay() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let bake = KitchenTimer(label: "bake", recipeID: "apple-pie", step: 1, seconds: 60, ends: start)
        let rest = KitchenTimer(label: "rest", recipeID: "pie-crust", step: 0, seconds: 60, ends: start)
        var base = model(ticked: ["flour", "eggs"])
        base.timers = [bake]
        var now = model(ticked: ["flour", "sugar"])
        now.timers = [bake]
        now.timers[0].rang = true
        now.units = .metric
        var disk = model(ticked: ["flour", "eggs", "milk"])
        disk.timers = [bake, rest]
        let saved = SavedChange(base: base, now: now).applied(to: disk)
        #expect(saved.ticked == ["flour", "sugar", "milk"])
        #expect(saved.timers == [now.timers[0], rest], "the same timer, rung here")
        #expect(saved.units == .metric)
        disk.units = .us
        #expect(SavedChange(base: base, now: base).applied(to: disk).units == .us, "not changed here: the file's")
    }

    @Test func thePlaceIsThisOnesWhenItMovedElseTheFiles() {
        let disk = model(basket: [x], category: "salad")
        #expect(SavedChange(base: model(), now: model(basket: [y])).applied(to: disk).selectedCategory == "salad")
        #expect(SavedChange(base: model(), now: model(category: "soup")).applied(to: disk).selectedCategory == "soup")
        #expect(SavedChange(base: model(), now: model(category: "soup")).applied(to: nil) == model(category: "soup"), "no file: as it is")
    }

    @Test func theStoreAppliesTheChangeToTheFileAsItIsWhenItWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(url: folder.appendingPathComponent("cookbook/navigation.json"))
        _ = try store.save(SavedChange(base: nil, now: model(basket: [x])), at: Date())
        let (saved, aside) = try store.save(SavedChange(base: nil, now: model(basket: [y])), at: Date())
        #expect(saved.basket == [x, y])
        #expect(aside == nil)
        #expect(store.load() == .loaded(saved))
        // One this version cannot read is kept aside, not written over.
        try Data(#"{"version":99,"basket":[{"id":"a","scale":1}]}"#.utf8).write(to: store.url)
        let (over, kept) = try store.save(SavedChange(base: nil, now: model(basket: [z])), at: Date(timeIntervalSince1970: 0))
        #expect(over.basket == [z])
        #expect(kept == store.url.path + ".bak-19700101-000000")
        #expect(try String(contentsOfFile: store.url.path + ".bak-19700101-000000", encoding: .utf8).contains("version\":99"))
    }

    @Test func aSaveWaitsForAnotherProgramsLockOnTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(url: folder.appendingPathComponent("navigation.json"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Another program's save holds the folder's lock (a description of its own, as another
        // process's would be).
        let held = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(flock(held, LOCK_EX) == 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? store.save(SavedChange(base: nil, now: NavigationModel()), at: Date())
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 0.3) == .timedOut, "waits while the lock is held")
        #expect(store.load() == .none)
        close(held)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(store.load() == .loaded(NavigationModel()))
    }
}
