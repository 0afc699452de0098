import FoundationEssentials

/// When the place on screen is written to the state folder: half a second after the last
/// change (a burst of keys is one write), and only when it differs from the file. When
/// writing fails it is said once and not tried again.
public struct SavedPlace: Equatable, Sendable {
    /// The place as the state folder has it; nil when it has none.
    public var onDisk: NavigationModel?
    /// When the place last changed without being written since; nil when nothing waits.
    public var changedAt: Date?
    /// Writing failed once: the session goes on without saving.
    public var failed = false
    /// The place is being written because the program quits: should that fail, there is no
    /// screen left to say so on (`App.unsaid`).
    public var atQuit = false

    /// How long after the last change the place is written.
    public static let quiet: TimeInterval = 0.5

    public init(onDisk: NavigationModel? = nil) {
        self.onDisk = onDisk
    }

    /// When the place should be written, if anything waits.
    var due: Date? {
        guard !failed, let changedAt else { return nil }
        return changedAt.addingTimeInterval(Self.quiet)
    }
}
