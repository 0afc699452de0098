@testable import CookbookStore
import Foundation
import Testing

@Suite struct FileWritingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-writing-\(UUID().uuidString)").path

    @Test func aFileWrittenInPartsIsAllTheParts() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/parts.txt"
        let why = FileWriting.replace(path) { write in
            (0..<1000).allSatisfy { k in Array("line \(k)\n".utf8).withUnsafeBytes(write) }
        }
        #expect(why == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (0..<1000).map { "line \($0)\n" }.joined())
    }

    @Test func aFileWhosePartsStopHalfWayIsLeftAsItWasWithNothingBeside() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/kept.txt"
        try Data("as it was\n".utf8).write(to: URL(fileURLWithPath: path))
        let why = FileWriting.replace(path) { write in
            _ = Array("half of it".utf8).withUnsafeBytes(write)
            return false
        }
        #expect(why != nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "as it was\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kept.txt"])
    }
}
