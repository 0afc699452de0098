/// A recipe's picture as bytes, kept as it was served (never converted), with the kind its
/// bytes say it is: the extension it is saved under, beside the recipe, named as the recipe is
/// (the Cooklang convention).
public struct RecipePicture: Equatable, Sendable {
    public var bytes: [UInt8]
    public var kind: Kind

    public enum Kind: String, Sendable, CaseIterable {
        case jpeg, png, webp, gif

        /// The extension the picture is saved under.
        public var fileExtension: String {
            switch self {
            case .jpeg: "jpg"
            case .png: "png"
            case .webp: "webp"
            case .gif: "gif"
            }
        }
    }

    /// The picture in `bytes`, or nil when they are not an image of a kind kept: decided by
    /// the bytes themselves (their magic numbers), never by a name or a header.
    public init?(bytes: [UInt8]) {
        guard let kind = Self.kind(of: bytes) else { return nil }
        self.bytes = bytes
        self.kind = kind
    }

    /// JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF....WEBP`, GIF `GIF87a`/`GIF89a`.
    public static func kind(of bytes: [UInt8]) -> Kind? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        return nil
    }
}
