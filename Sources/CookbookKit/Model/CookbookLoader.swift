import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a cookbook file could not be opened; `description` is the one paragraph a user reads.
public struct CookbookLoadError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        case notJSON(String)
        case wrongShape(path: String, message: String)
        case invalid([String])
    }

    public var file: String
    public var reason: Reason

    public var description: String {
        switch reason {
        case .unreadable(let why):
            return "\(file): cannot read the file: \(why)"
        case .notJSON(let why):
            return "\(file): not valid JSON: \(why)"
        case .wrongShape(let path, let message):
            return "\(file): at \(path.isEmpty ? "the top level" : path): \(message)"
        case .invalid(let problems):
            let shown = problems.prefix(5).joined(separator: "; ")
            let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
            return "\(file): \(problems.count == 1 ? "a problem" : "\(problems.count) problems"): \(shown)\(more)"
        }
    }
}

public enum CookbookLoader {
    /// The largest file read: far beyond any real cookbook, and a bound on memory for
    /// `--data /dev/zero` and the like.
    public static let maximumFileSize = 64 << 20

    /// Reads, decodes and validates a cookbook file. Never writes to it.
    public static func load(path: String) throws(CookbookLoadError) -> Cookbook {
        let data: Data
        switch readContents(path) {
        case .success(let contents): data = contents
        case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
        }
        return try decode(data, file: path)
    }

    struct ReadFailure: Error {
        var message: String
    }

    /// The bytes of a regular file or a pipe (`--data <(…)`), opened read-only. Directories,
    /// devices and sockets are refused, and so is anything larger than `maximumFileSize`.
    static func readContents(_ path: String) -> Result<Data, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(message: describe(errno: errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadFailure(message: describe(errno: errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: return .failure(ReadFailure(message: "it is a directory"))
        default: return .failure(ReadFailure(message: "it is not a regular file"))
        }
        let tooLarge = ReadFailure(message: "it is larger than \(maximumFileSize >> 20) MB")
        if Int(info.st_size) > maximumFileSize { return .failure(tooLarge) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return .success(data) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(message: describe(errno: errno)))
            }
            if data.count + n > maximumFileSize { return .failure(tooLarge) }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    private static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }

    public static func decode(_ data: Data, file: String) throws(CookbookLoadError) -> Cookbook {
        var bytes = data
        // A UTF-8 byte order mark is harmless; drop it rather than fail.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw CookbookLoadError(file: file, reason: .notJSON("the file is empty"))
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            throw CookbookLoadError(file: file, reason: .notJSON("invalid UTF-8 at byte \(offset)"))
        }

        let raw: CookbookFile
        do {
            raw = try JSONDecoder().decode(CookbookFile.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw CookbookLoadError(file: file, reason: describe(error))
        } catch {
            throw CookbookLoadError(file: file, reason: .notJSON("\(error)"))
        }

        do {
            return try Cookbook(validating: raw)
        } catch {
            throw CookbookLoadError(file: file, reason: .invalid(error.problems))
        }
    }

    static func describe(_ error: DecodingError) -> CookbookLoadError.Reason {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return .notJSON(underlying ?? context.debugDescription)
        case .dataCorrupted(let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "missing required field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type)), found null")
        @unknown default:
            return .notJSON("\(error)")
        }
    }

    /// `recipes[3].ingredients[0].item`: the place a person can find in the file.
    static func jsonPath(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return out
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            return "an object"
        }
    }

    static func firstInvalidUTF8Offset(_ bytes: Data) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        // Count bytes of the scalars decoded before the first error.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput, .error:
                return offset
            }
        }
    }
}
