import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import FoundationEssentials

/// Fetches what a web address serves, as a browser would for one page: HTTPS verified,
/// redirects followed (at most 10), gzip and deflate, a browser's user agent, the proxy the
/// environment names; within limits (10 MB, 20 s). Each failure is one `FetchFailure`, which
/// says what went wrong in a line.
public struct PageFetcher: Sendable {
    public struct Limits: Sendable {
        public var bytes = 10 * 1024 * 1024
        public var seconds: Int64 = 20
        public var redirects = 10

        public init() {}
    }

    /// What an address served.
    public struct Page: Sendable {
        /// The address it was served from, after redirects.
        public var address: String
        public var bytes: [UInt8]
        /// The `Content-Type` header, as sent (nil when none).
        public var contentType: String?
    }

    public var limits: Limits
    /// The environment's proxy variables (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`, or their
    /// lowercase spellings).
    public var proxies: ProxySettings
    /// A browser's, as sites answer one and not a script.
    public static let userAgent =
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

    public init(limits: Limits = Limits(), proxies: ProxySettings) {
        self.limits = limits
        self.proxies = proxies
    }

    /// What `address` serves, or why not.
    public func fetch(_ address: String) async throws(FetchFailure) -> Page {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty
        else { throw .notAnAddress }
        var configuration = HTTPClient.Configuration(
            certificateVerification: .fullVerification,
            redirectConfiguration: .follow(max: limits.redirects, allowCycles: false),
            timeout: .init(connect: .seconds(limits.seconds), read: .seconds(limits.seconds)),
            proxy: proxies.proxy(for: scheme, host: host).map { .server(host: $0.host, port: $0.port) },
            decompression: .enabled(limit: .size(limits.bytes)))
        configuration.httpVersion = .automatic
        // One page asked for by a person: a host that cannot be reached is said at once, not
        // tried again with backoff until the time limit.
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
        do {
            let page = try await fetch(url, with: client)
            try? await client.shutdown()
            return page
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    private func fetch(_ url: URL, with client: HTTPClient) async throws(FetchFailure) -> Page {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: Self.userAgent)
        request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9,*/*;q=0.8")
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        request.headers.add(name: "Accept-Language", value: "en;q=0.9, *;q=0.5")
        do {
            let deadline = NIODeadline.now() + .seconds(limits.seconds)
            let response = try await client.execute(request, deadline: deadline)
            guard (200..<300).contains(response.status.code) else {
                // The standard phrase, not the server's: a page's words go in no message.
                throw FetchFailure.status(Int(response.status.code), HTTPResponseStatus(statusCode: Int(response.status.code)).reasonPhrase)
            }
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limits.bytes {
                throw FetchFailure.tooBig(limits.bytes)
            }
            let body = try await response.body.collect(upTo: limits.bytes)
            return Page(address: response.url?.absoluteString ?? url.absoluteString, bytes: Array(body.readableBytesView),
                        contentType: response.headers.first(name: "Content-Type"))
        } catch let failure as FetchFailure {
            throw failure
        } catch {
            throw FetchFailure(error, limits: limits)
        }
    }
}
