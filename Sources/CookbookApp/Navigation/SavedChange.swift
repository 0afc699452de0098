import CookbookModel

/// What a session changed of the saved file since it last read or wrote it: applied to the
/// file as it is when the session writes, so that another browser on the same file (two
/// terminals) loses nothing it wrote meanwhile. The kitchen (scales, units, the basket, the
/// ticks, the timers) is merged change by change: what this session put in, took out or
/// changed is done to what the file holds, and the rest of the file stays. The place on
/// screen (category, path, focus, layout, what is presented, the last search) is one
/// browser's: this session's when it moved since, else the file's.
public struct SavedChange: Equatable, Sendable {
    /// The file as this session last read or wrote it; nil when there was none.
    public var base: NavigationModel?
    /// The session's model now.
    public var now: NavigationModel

    public init(base: NavigationModel?, now: NavigationModel) {
        self.base = base
        self.now = now
    }

    /// What to write over `disk` (the file as it is now; nil when there is none).
    public func applied(to disk: NavigationModel?) -> NavigationModel {
        guard var disk else { return now }
        disk.shopping = now.shopping
        let base = self.base ?? NavigationModel()
        var saved = now.withoutKitchen() != base.withoutKitchen() ? now : disk
        saved.basket = Self.merged(base.basket, now.basket, into: disk.basket) { $0.id }
        // A timer is the same timer whether it rang yet or not.
        saved.timers = Self.merged(base.timers, now.timers, into: disk.timers) { timer in
            var same = timer
            same.rang = false
            return same
        }
        saved.ticked = disk.ticked.union(now.ticked.subtracting(base.ticked)).subtracting(base.ticked.subtracting(now.ticked))
        // A library of folders' list is in its own files, merged when they are written
        // (`ShoppingListChange`): the state file holds none of it.
        saved.shopping = now.shopping
        if now.shopping != nil {
            saved.basket = now.basket
            saved.ticked = now.ticked
        }
        saved.scales = disk.scales
        for id in Set(base.scales.keys).union(now.scales.keys) where base.scales[id] != now.scales[id] {
            saved.scales[id] = now.scales[id]
        }
        saved.units = now.units != base.units ? now.units : disk.units
        return saved
    }

    /// `disk`'s list with what this session did to its own since `base`: what it took out is
    /// taken out, what it put in is put in (at the end, unless there already), and what it
    /// changed is changed where it still is (one another session took out stays out).
    static func merged<Item: Equatable, Key: Hashable>(
        _ base: [Item], _ now: [Item], into disk: [Item], key: (Item) -> Key
    ) -> [Item] {
        let before = Dictionary(base.map { (key($0), $0) }) { first, _ in first }
        let still = Set(now.map(key))
        var merged = disk.filter { before[key($0)] == nil || still.contains(key($0)) }
        var at = Dictionary(merged.indices.map { (key(merged[$0]), $0) }) { first, _ in first }
        for item in now where before[key(item)] != item {
            if let i = at[key(item)] {
                merged[i] = item
            } else if before[key(item)] == nil {
                at[key(item)] = merged.count
                merged.append(item)
            }
        }
        return merged
    }
}

extension NavigationModel {
    /// The place alone: the kitchen as a new model has it.
    func withoutKitchen() -> NavigationModel {
        var place = self
        place.takeKitchen(of: NavigationModel())
        place.shopping = nil
        return place
    }

    /// The kitchen as saved: after a save, what another session changed of it is this one's
    /// too (else this session's next save would undo it). Recipes' scales the catalog does not
    /// have are dropped, as at restoring.
    mutating func takeKitchen(of saved: NavigationModel, in catalog: Catalog) {
        takeKitchen(of: saved)
        validateKitchen(in: catalog)
    }

    private mutating func takeKitchen(of saved: NavigationModel) {
        scales = saved.scales
        units = saved.units
        basket = saved.basket
        ticked = saved.ticked
        timers = saved.timers
    }
}
