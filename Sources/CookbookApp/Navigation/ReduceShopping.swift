import CookbookModel

extension NavigationModel {
    /// The library's shopping files as read: the list and the ticks are theirs now (another
    /// program's changes show), and the first time `moving` (the library read whole), a
    /// basket from the state file moves onto the list.
    mutating func shoppingFilesRead(_ read: ShoppingRead, movingTheBasket moving: Bool, in catalog: Catalog) {
        guard var files = shopping else { return }
        files.loaded = true
        if let list = read.list {
            files.list = list
            files.read = list
        }
        if let checks = read.checks {
            files.checked = ShoppingCheck.replay(checks)
            // This session's ticks not yet appended stay this session's.
            for check in files.unwritten { files.checked[check.name.lowercased()] = check.checked ? check.name : nil }
        }
        if moving, !files.stateBasketChecked {
            files.stateBasketChecked = true
            moveBasket(into: &files, in: catalog)
        }
        shopping = files
        validateKitchen(in: catalog)
    }

    /// The basket (and ticks) the state file held before the list was the library's file:
    /// put on the list, once (a recipe already on it is not put twice). One the library no
    /// longer has is not lost: a comment on the list names it.
    private func moveBasket(into files: inout ShoppingFiles, in catalog: Catalog) {
        guard !basket.isEmpty || !ticked.isEmpty else { return }
        for entry in basket {
            guard let reference = files.reference(for: entry.id, scale: entry.scale, in: catalog) else {
                files.list.entries.append(.text("-- was in cookbook's basket, not in the library now: \(entry.id)"))
                continue
            }
            if files.list.index(of: reference.path) == nil { files.list.toggle(reference) }
        }
        for key in ticked.sorted() where files.checked[key.lowercased()] == nil {
            files.checked[key.lowercased()] = key
            files.unwritten.append(ShoppingCheck(checked: true, name: key))
        }
        files.moved = basket.count
    }
}
