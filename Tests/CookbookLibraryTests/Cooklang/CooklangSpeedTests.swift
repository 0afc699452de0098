import CookbookFixtures
import CookbookLibrary
import Foundation
import Testing

/// How long reading takes: each example file many times, and 10,000 files' worth. Meaningful
/// in a release build only, so skipped unless COOKBOOK_COOKLANG_SPEED is set:
///
///     COOKBOOK_COOKLANG_SPEED=1 swift test -c release --filter CooklangSpeedTests
@Suite struct CooklangSpeedTests {
    static let enabled = ProcessInfo.processInfo.environment["COOKBOOK_COOKLANG_SPEED"] != nil

    static func texts() throws -> [(String, String)] {
        let fixtures = Fixtures.repository.appendingPathComponent("Tests/CookbookLibraryTests/Fixtures/cooklang")
        var texts: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        where name.hasSuffix(".cook") && !name.hasPrefix("broken") {
            texts.append((name, try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)))
        }
        for path in SharedCooklang.examples("cook") { texts.append((path, try SharedCooklang.text(ofExample: path))) }
        return texts
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test(.enabled(if: enabled, "set COOKBOOK_COOKLANG_SPEED=1 and build for release to time the reader"))
    func timings() throws {
        let texts = try Self.texts()
        var lines: [String] = []
        for (name, text) in texts {
            let rounds = 2_000
            var problems = 0
            let parse = Self.seconds {
                for _ in 0..<rounds { if case .failure = CooklangParser.parse(text) { problems += 1 } }
            }
            let read = Self.seconds {
                for _ in 0..<rounds { if case .failure = CooklangReader.read(text, fileName: name) { problems += 1 } }
            }
            #expect(problems == 0)
            lines.append(String(format: "%8.1f µs parse %8.1f µs read  %6d B  %@", parse / Double(rounds) * 1e6,
                read / Double(rounds) * 1e6, text.utf8.count, name))
        }
        print(lines.joined(separator: "\n"))

        // 10,000 files: the examples over and over.
        var count = 0
        let total = Self.seconds {
            for i in 0..<10_000 {
                let (name, text) = texts[i % texts.count]
                if case .success = CooklangReader.read(text, fileName: name) { count += 1 }
            }
        }
        print(String(format: "10,000 files read in %.3f s", total))
        #expect(count == 10_000)
    }
}
