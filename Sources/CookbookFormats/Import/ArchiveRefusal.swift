/// Why a whole export is refused: one line (a bomb, a damaged directory, too many members).
struct ArchiveRefusal: Error, Equatable {
    var message: String
    /// Why the archive's directory does not read, when that is the reason (rather than its
    /// limits passed): a zip inside the export that is damaged is a failure of its own, not the
    /// whole export's.
    var damage: String?
}
