// libFuzzer target: a library's `.shopping-list` and `.shopping-checked`, which any program
// (cookcli, a sync tool, a hand) may write. The bytes up to the first NUL are the list, the
// rest the log of ticks.
import CookbookFormats
import CookbookModel
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShopping(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let all = UnsafeBufferPointer(start: bytes, count: count)
    let split = all.firstIndex(of: 0) ?? count
    let text = String(decoding: UnsafeBufferPointer(rebasing: all[..<split]), as: UTF8.self)
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count

    // The list: every problem on a line of the file; written again, the same bytes (as its
    // lines end in LF); read again, the same list.
    let list = ShoppingListReader.read(text)
    for problem in list.problems {
        precondition(problem.line >= 1 && problem.line <= max(lines, 1), "a problem is on a line of the file")
        precondition(!problem.message.contains("\n"), "a problem prints as one line")
    }
    let written = ShoppingListWriter.text(list)
    if !text.isEmpty {
        precondition(Array(written.utf8) == Array(text.utf8) + (text.utf8.last == 0x0A ? [] : [0x0A]), "what is read is written back as it was")
    }
    precondition(ShoppingListReader.read(written).entries == list.entries, "what is written reads back as itself")

    // Changed as the app changes it (a reference, an item, an entry removed): written, it
    // reads back as the changed list, and the user's other lines stay.
    var changed = list
    changed.toggle(ShoppingReference(path: "Fuzz/Recipe.cook", multiplier: 2, children: [.reference(ShoppingReference(path: "Fuzz/Sub.cook"))]))
    if let item = ShoppingItem.typed(String(text.prefix(20)).replacingOccurrences(of: "\n", with: " ")) { changed.add(item) }
    changed.remove(removable: 0)
    let again = ShoppingListReader.read(ShoppingListWriter.text(changed))
    precondition(again.references.map(\.key) == changed.references.map(\.key), "the references read back")
    precondition(again.entries.filter { if case .text = $0 { true } else { false } }.count
                 >= changed.entries.filter { if case .text = $0 { true } else { false } }.count, "no kept line is lost")

    // The log: lines each on a line of the file; compaction is idempotent and keeps only
    // what is ticked.
    let log = split < count ? Array(all[(split + 1)...]) : []
    let (checks, problems) = ShoppingCheckedReader.read(log)
    let logLines = log.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for problem in problems { precondition(problem.line >= 1 && problem.line <= logLines, "a problem is on a line of the log") }
    let ticked = ShoppingCheck.replay(checks)
    let onList: (String) -> Bool = { $0.count % 2 == 0 }
    let once = ShoppingCheck.compacted(checks, keeping: onList)
    precondition(once.allSatisfy { $0.checked && onList($0.name) && ticked[$0.name.lowercased()] != nil }, "only what is ticked and listed")
    let reread = ShoppingCheckedReader.read(Array(ShoppingCheckedWriter.text(once).utf8)).checks
    precondition(ShoppingCheck.compacted(reread, keeping: onList).map { $0.name.lowercased() } == once.map { $0.name.lowercased() }
                 // A CR in a name ends its line when read back (as cookcli reads it). By its bytes:
                 // `contains("\r")` misses a CR that a combining mark after it joins into one character.
                 || once.contains { $0.name.utf8.contains(0x0D) }, "compaction is idempotent")
    return 0
}
