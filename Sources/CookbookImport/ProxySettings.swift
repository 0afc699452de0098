import CookbookModel

/// The proxies the environment names, as curl and most programs read them: `HTTPS_PROXY` for
/// https addresses, `HTTP_PROXY` for http (each also in lowercase, which wins), and
/// `NO_PROXY`, hosts reached directly: a comma-separated list of names, each matching the
/// host and the hosts below it (`example.com`, `.example.com`), or `*` for all.
public struct ProxySettings: Equatable, Sendable {
    public struct Proxy: Equatable, Sendable {
        public var host: String
        public var port: Int

        public init(host: String, port: Int) {
            self.host = host
            self.port = port
        }
    }

    public var https: Proxy?
    public var http: Proxy?
    public var direct: [String]

    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            (environment[name.lowercased()] ?? environment[name]).flatMap { $0.isEmpty ? nil : $0 }
        }
        https = value("HTTPS_PROXY").flatMap(Self.proxy)
        http = value("HTTP_PROXY").flatMap(Self.proxy)
        direct = (value("NO_PROXY") ?? "").split(separator: ",").map { String($0).trimmingWhitespace.lowercased() }.filter { !$0.isEmpty }
    }

    /// The proxy for an address of `scheme` at `host`, nil for a direct connection.
    public func proxy(for scheme: String, host: String) -> Proxy? {
        let host = host.lowercased()
        for name in direct {
            if name == "*" { return nil }
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            if host == bare || host.hasSuffix("." + bare) { return nil }
        }
        return scheme == "https" ? https : http
    }

    /// `http://proxy.example:3128`, `proxy.example:3128` or `proxy.example` (port 1080 as
    /// curl, else the scheme's): nil when it names no host.
    static func proxy(_ text: String) -> Proxy? {
        var rest = Substring(text.trimmingWhitespace)
        var port = 1080
        if let scheme = rest.range(of: "://") {
            port = rest[..<scheme.lowerBound].lowercased() == "https" ? 443 : 80
            rest = rest[scheme.upperBound...]
        }
        rest = rest.prefix { $0 != "/" }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        var host = rest
        if let colon = rest.lastIndex(of: ":"), !rest.hasSuffix("]"), let number = Int(rest[rest.index(after: colon)...]) {
            host = rest[..<colon]
            port = number
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        return host.isEmpty ? nil : Proxy(host: String(host), port: port)
    }
}
