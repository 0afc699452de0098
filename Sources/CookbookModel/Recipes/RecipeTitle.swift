/// A recipe's name made from its file's name, for a file that gives none: the name read as
/// a title. Each run of `-`, `_`, spaces and tabs is one space, none at the ends, and the
/// first letter is a capital; the rest stays as written: `mac-and-cheese` is "Mac and
/// cheese", `lamb_chops` "Lamb chops", `Easy Pancakes` stays "Easy Pancakes". A name of
/// nothing but those (`---`) stays as it is.
public enum RecipeTitle {
    /// `stem`: the file's name without its extension.
    public static func fromFileName(_ stem: String) -> String {
        // Over the bytes (the library's first frame names 100,000 files so): the separators
        // are ASCII, and a name that has none and begins with an ASCII character that is not
        // a small letter is kept as it is, not copied.
        let utf8 = stem.utf8
        guard let head = utf8.first else { return stem }
        if head < 0x80, head &- UInt8(ascii: "a") >= 26, !utf8.contains(where: isSeparator) { return stem }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if isSeparator(byte) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte)
            }
        }
        guard let first = bytes.first else { return stem }
        if first &- UInt8(ascii: "a") < 26 {
            bytes[0] = first - 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        let title = String(decoding: bytes, as: UTF8.self)
        guard first >= 0x80, let character = title.first else { return title }
        return character.uppercased() + title.dropFirst()
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == 0x20 || byte == 0x09
    }
}
