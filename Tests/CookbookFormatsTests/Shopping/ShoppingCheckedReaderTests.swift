import CookbookFormats
import CookbookModel
import FoundationEssentials
import Testing

@Suite struct ShoppingCheckedReaderTests {
    @Test func replaysTheConventionsExampleTheLastLineWinningInAnyCase() {
        let (log, problems) = ShoppingCheckedReader.read(Array("+ salt\n+ avocados\n+ olive oil\n- avocados\n+ Avocados\n- SALT\n".utf8))
        #expect(problems.isEmpty)
        #expect(ShoppingCheck.replay(log) == ["avocados": "Avocados", "olive oil": "olive oil"])
    }

    @Test func namesALineThatIsNoCheckAndReadsTheRest() {
        let (log, problems) = ShoppingCheckedReader.read(Array("+ salt\nbutter\n+\n\n  - salt  \r\n".utf8))
        #expect(problems.map(\.line) == [2, 3])
        #expect(log == [ShoppingCheck(checked: true, name: "salt"), ShoppingCheck(checked: false, name: "salt")])
    }

    @Test func aSignNotFollowedByASpaceIsNamedAndPassedOverAsCookcliPassesOverIt() {
        let (log, problems) = ShoppingCheckedReader.read(Array("+\tbasil\n+salt\n+ \tthyme\n".utf8))
        #expect(problems.map(\.line) == [1, 2])
        #expect(log == [ShoppingCheck(checked: true, name: "thyme")])
    }

    @Test func compactionKeepsWhatIsTickedAndOnTheListWrittenAsCookcliWritesItAndIsIdempotent() {
        let (log, _) = ShoppingCheckedReader.read(Array("+ salt\n+ avocados\n+ olive oil\n- avocados\n+ stale thing\n+ Salt\n+ Butter\n".utf8))
        let onList: (String) -> Bool = { $0.lowercased() != "stale thing" }
        let once = ShoppingCheck.compacted(log, keeping: onList)
        // As cookcli compacts: names in lower case, in the order of their bytes.
        #expect(ShoppingCheckedWriter.text(once) == "+ butter\n+ olive oil\n+ salt\n")
        let twice = ShoppingCheck.compacted(ShoppingCheckedReader.read(Array(ShoppingCheckedWriter.text(once).utf8)).checks, keeping: onList)
        #expect(twice == once)
    }

    @Test func readsALogOf100000LinesFast() {
        var text = ""
        for n in 0..<100_000 { text += (n % 3 == 0 ? "- item " : "+ item ") + String(n % 500) + "\n" }
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        var log: [ShoppingCheck] = []
        let took = clock.measure { log = ShoppingCheckedReader.read(bytes).checks }
        #expect(log.count == 100_000)
        #expect(ShoppingCheck.replay(log).count <= 500)
        // Debug build, shared machine: well under a second (release: a few milliseconds).
        #expect(took < .seconds(1))
    }

    @Test func aNameWithALineBreakIsWrittenOnOneLine() {
        #expect(ShoppingCheckedWriter.line(ShoppingCheck(checked: true, name: "a\nb")) == "+ a b\n")
    }
}
