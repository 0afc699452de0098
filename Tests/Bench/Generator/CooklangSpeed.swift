import CookbookFormats
import Foundation

/// `cookbook-gen cooklang-speed [--rounds N] FOLDER...` (`make bench`): how long the Cooklang
/// parser and reader take, in process, on every `.cook` file under the folders (names starting
/// with `broken` left out): each file ROUNDS times (2,000 unless said), then 10,000 files' worth,
/// the files over and over. Meaningful in a release build. Prints a line per file and the
/// total, then one line of JSON: {"files": …, "parse_us": {name: µs}, "read_us": {…},
/// "ten_thousand_s": …}. Exit status 1 when a file is not read.
enum CooklangSpeed {
    static func run(folders: [String], rounds: Int) -> Int32 {
        var texts: [(String, String)] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { fail("no folder \(folder)") }
            var paths: [String] = []
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".cook") && !(path as NSString).lastPathComponent.hasPrefix("broken") { paths.append(path) }
            }
            for path in paths.sorted() {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(url.path)") }
                texts.append((path, text))
            }
        }
        guard !texts.isEmpty else { fail("no .cook file in \(folders.joined(separator: ", "))") }

        var lines: [String] = []
        var parseTimes: [String: Double] = [:], readTimes: [String: Double] = [:]
        var unread: Set<String> = []
        for (name, text) in texts {
            let parse = seconds {
                for _ in 0..<rounds { if case .failure = CooklangParser.parse(text) { unread.insert(name) } }
            }
            let read = seconds {
                for _ in 0..<rounds { if case .failure = CooklangReader.read(text, fileName: name) { unread.insert(name) } }
            }
            parseTimes[name] = (parse / Double(rounds) * 1e7).rounded() / 10
            readTimes[name] = (read / Double(rounds) * 1e7).rounded() / 10
            lines.append(String(format: "%8.1f µs parse %8.1f µs read  %6d B  %@", parseTimes[name]!, readTimes[name]!,
                text.utf8.count, name))
        }
        print(lines.joined(separator: "\n"))

        // 10,000 files: the same files over and over.
        var count = 0
        let total = seconds {
            for i in 0..<10_000 {
                let (name, text) = texts[i % texts.count]
                if case .success = CooklangReader.read(text, fileName: name) { count += 1 }
            }
        }
        print(String(format: "10,000 files read in %.3f s", total))
        let summary: [String: Any] = [
            "files": texts.count, "parse_us": parseTimes, "read_us": readTimes, "ten_thousand_s": (total * 1e4).rounded() / 1e4,
        ]
        print(String(decoding: try! JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys]), as: UTF8.self))
        for name in unread.sorted() { FileHandle.standardError.write(Data("cookbook-gen: \(name) is not read\n".utf8)) }
        return unread.isEmpty && count == 10_000 ? 0 : 1
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
