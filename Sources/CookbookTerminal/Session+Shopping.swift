import CookbookApp
import CookbookModel
import CookbookStore
import FoundationEssentials

/// The effects on a library's shopping files (`ShoppingStore` does the disk), as the events
/// that say what came of them.
extension Session {
    static func readShopping(folder: String) -> ShoppingRead {
        let listPath = folder + "/" + ShoppingListFile.fileName
        let checkedPath = folder + "/" + ShoppingCheck.fileName
        var read = ShoppingRead()
        switch ShoppingStore.readList(listPath) {
        case .success(let list):
            read.list = list ?? ShoppingListFile()
            read.problems += ShoppingStore.said(list?.problems ?? [], in: listPath)
        case .failure(let failure): read.failure = failure.message
        }
        switch ShoppingStore.readChecks(checkedPath) {
        case .success(let log):
            read.checks = log.checks
            read.problems += ShoppingStore.said(log.problems, in: checkedPath)
        case .failure(let failure): read.failure = read.failure ?? failure.message
        }
        return read
    }

    static func writeShoppingList(_ change: ShoppingListChange) -> ShoppingRead {
        switch ShoppingStore.writeList(change.path, change: change.applied) {
        case .success(let list): return ShoppingRead(list: list, problems: ShoppingStore.said(list.problems, in: change.path))
        case .failure(let failure): return ShoppingRead(failure: failure.message)
        }
    }

    static func compactShoppingChecks(_ path: String, keeping: Set<String>) -> ShoppingRead {
        switch ShoppingStore.compactChecks(path, keeping: { keeping.contains(ItemKey.of($0)) }) {
        case .success(let checks): return ShoppingRead(checks: checks)
        case .failure(let failure): return ShoppingRead(failure: failure.message)
        }
    }

    /// A copy of the state file beside it, before its basket moves to the library's list: kept
    /// once (a copy already there is the older, and stays).
    static func keepStateCopy(_ store: StateStore?) -> String? {
        guard let store else { return nil }
        let copy = store.url.path + StateCopy.suffix
        guard !FileManager.default.fileExists(atPath: copy), let data = FileManager.default.contents(atPath: store.url.path) else { return nil }
        return data.withUnsafeBytes { FileWriting.replace(copy, with: $0) }.map { "cannot keep \(copy): \($0)" }
    }
}
