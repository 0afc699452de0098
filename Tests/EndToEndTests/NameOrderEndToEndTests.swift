import Foundation
import Testing

/// The built binary lists names in the Unicode root collation's order whatever the locale
/// says: a Swedish or Turkish `LANG` changes nothing (Swedish would put Ä and Ö after Z,
/// Turkish ı before i).
@Suite struct NameOrderEndToEndTests {
    static let names = ["Zucchini", "tarte", "ılık süt", "Ölkuchen", "ilk", "Îles flottantes", "Ärtsoppa", "apple", "İzmir köftesi"]
    static let expected = ["apple", "Ärtsoppa", "Îles flottantes", "ilk", "İzmir köftesi", "ılık süt", "Ölkuchen", "tarte", "Zucchini"]

    @Test(arguments: ["C.UTF-8", "sv_SE.UTF-8", "tr_TR.UTF-8"])
    func namesAreListedInRootCollationOrderWhateverTheLocale(_ locale: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for name in Self.names {
            try Data("---\ntitle: \(name)\n---\nCook @eggs{2}.\n".utf8).write(to: root.appendingPathComponent(name + ".cook"))
        }
        let result = try run(cookbookBinary, ["list", "--data", root.path], environment: ["LANG": locale, "LC_ALL": locale])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").last ?? "") }
        #expect(listed == Self.expected)
    }
}
