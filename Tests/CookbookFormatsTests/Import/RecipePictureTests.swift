@testable import CookbookFormats
import Testing

@Suite struct RecipePictureTests {
    @Test func aPictureIsKnownByItsBytesNotItsName() {
        #expect(RecipePicture.kind(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]) == .jpeg)
        #expect(RecipePicture.kind(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(RecipePicture.kind(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(RecipePicture.kind(of: Array("GIF89a..".utf8)) == .gif)
        #expect(RecipePicture.kind(of: Array("<html><body>not found</body></html>".utf8)) == nil)
        #expect(RecipePicture.kind(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        #expect(RecipePicture.kind(of: [0xFF, 0xD8]) == nil, "too short")
        #expect(RecipePicture(bytes: [])?.kind == nil)
        #expect(RecipePicture(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])?.kind.fileExtension == "png")
        #expect(RecipePicture(bytes: [0xFF, 0xD8, 0xFF, 0xDB])?.kind.fileExtension == "jpg")
    }
}
