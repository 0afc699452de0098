import CookbookModel

/// A library of folders' shopping list as files (`ShoppingFiles`): what the app asks the
/// session to write after the reducer changed the list or its ticks, and what it makes of
/// the files read.
extension App {
    /// The writes the list's last change needs: the list (when it differs from the file as
    /// last read), the ticks made since, the compaction asked for, and the copy of the state
    /// file when its basket just moved onto the list.
    mutating func shoppingWrites() -> [Effect] {
        guard let files = model.shopping else { return Self.nothing }
        var effects: [Effect] = []
        if files.moved != nil { effects.append(.keepSavedStateCopy) }
        if !files.unwritten.isEmpty { effects.append(.appendShoppingChecks(path: files.checkedPath, files.unwritten)) }
        if files.list != files.read {
            effects.append(.writeShoppingList(ShoppingListChange(path: files.listPath, base: files.read, now: files.list)))
        }
        if let keeping = files.compaction { effects.append(.compactShoppingChecks(path: files.checkedPath, keeping: keeping)) }
        guard !effects.isEmpty else { return Self.nothing }
        apply(.shoppingWritesAsked)
        return effects
    }

    /// `effects`, then the writes the list's last change needs (`shoppingWrites`). After most
    /// keys there are none, and `effects` comes back as it is: no array is made on such a key
    /// (making one, and copying its effect, was 1 k instructions of the bundled book's j/k:
    /// docs/performance.md, "Per-key cost after issue 25, fixed").
    mutating func withShoppingWrites(_ effects: [Effect]) -> [Effect] {
        let writes = shoppingWrites()
        return writes.isEmpty ? effects : effects + writes
    }

    /// The files as the session read or wrote them: a bad line is named as `file:line`
    /// (again only when the bad lines change), and a basket moved from the state file is said.
    mutating func shoppingRead(_ read: ShoppingRead) -> [Effect] {
        // A basket left in the state file moves once the library is read whole (its recipes'
        // sub-recipes are known then), not from the files' names of the first frame.
        let missing = model.missingFromBasket(in: catalog).count
        apply(.shoppingFilesRead(read, moving: loading == nil))
        // Kept, and said when more are missing than before (as when the library changes).
        let missingNow = model.missingFromBasket(in: catalog).count
        if missingNow > missing, model.shopping?.stateBasketChecked == true {
            let one = missingNow == 1
            message = "\(missingNow) recipe\(one ? "" : "s") on the shopping list \(one ? "is" : "are") not in the library now: kept"
        }
        if let failure = read.failure {
            message = failure
        } else if let problem = read.problems.first, read.problems != lastShoppingProblems {
            message = problem + (read.problems.count > 1 ? " (and \(read.problems.count - 1) more)" : "")
        }
        lastShoppingProblems = read.problems
        if let files = model.shopping, let moved = files.moved {
            message = "the basket (\(moved) recipe\(moved == 1 ? "" : "s")) moved to \(files.listPath); "
                + "the saved state before is kept beside it (\(StateCopy.suffix))"
            placeChanged()
        }
        return shoppingWrites() + Self.drawing
    }
}

/// The suffix of the copy of the state file kept when its basket moved to the library's list.
public enum StateCopy {
    public static let suffix = ".before-shopping-list"
}
