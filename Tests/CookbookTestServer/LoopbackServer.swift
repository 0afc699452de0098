import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 for the import's tests: each path answers as its route
/// says (a status, headers, a body, a pause before the body), one connection at a time, on
/// a thread of its own, until it is stopped. No test reaches the internet.
public final class LoopbackServer: @unchecked Sendable {
    public struct Route: Sendable {
        public var status = 200
        public var headers: [(String, String)] = [("Content-Type", "text/html; charset=utf-8")]
        public var body: [UInt8] = []
        /// Seconds to wait after the headers before the body (a slow server).
        public var pause: Double = 0

        public init(status: Int = 200, headers: [(String, String)] = [("Content-Type", "text/html; charset=utf-8")], body: [UInt8] = [],
                    pause: Double = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.pause = pause
        }
    }

    public let port: Int
    private let listener: Int32
    private let routes: [String: Route]
    private let lock = NSLock()
    private var stopped = false
    private var requests: [String] = []

    public var address: String { "http://127.0.0.1:\(port)" }

    /// The paths asked for, in order.
    public var asked: [String] { lock.withLock { requests } }

    public init(_ routes: [String: Route]) throws {
        self.routes = routes
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        start()
    }

    private func start() {
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(self.listener, nil, nil)
                if connection < 0 { return }
                self.answer(connection)
            }
        }
    }

    /// Stops answering (the thread ends at its next accept).
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        var request = readHead(connection)
        guard !request.isEmpty else { return }
        // A proxy's tunnel: asked to connect, it says yes and answers what comes through.
        if request.starts(with: Array("CONNECT ".utf8)) {
            lock.withLock { requests.append(String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ").prefix(2).joined(separator: " ")) }
            send(connection, Array("HTTP/1.1 200 Connection established\r\n\r\n".utf8))
            request = readHead(connection)
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        lock.withLock { requests.append(path) }
        let route = routes[path] ?? Route(status: 404, body: Array("<html><body>not found</body></html>".utf8))
        var head = "HTTP/1.1 \(route.status) \(route.status == 200 ? "OK" : "Something")\r\n"
        for (name, value) in route.headers { head += "\(name): \(value)\r\n" }
        if !route.headers.contains(where: { $0.0.lowercased() == "content-length" }) { head += "Content-Length: \(route.body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        send(connection, Array(head.utf8))
        if route.pause > 0 { usleep(useconds_t(route.pause * 1_000_000)) }
        send(connection, route.body)
    }

    /// A request's head, to its blank line (empty when the client went away).
    private func readHead(_ connection: Int32) -> [UInt8] {
        var request: [UInt8] = []
        var byte: UInt8 = 0
        // A byte at a time: what follows the head (a tunnel's request) stays unread.
        while !request.suffix(4).elementsEqual([13, 10, 13, 10]) {
            if read(connection, &byte, 1) != 1 { return [] }
            request.append(byte)
        }
        return request
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            if wrote <= 0 { return }
            sent += wrote
        }
    }

    /// Bytes compressed by gzip (the command), as a server sends them with `Content-Encoding: gzip`.
    public static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}

