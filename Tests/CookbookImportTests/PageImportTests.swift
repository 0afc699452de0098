import CookbookFormats
import CookbookImport
import CookbookModel
import Foundation
import CookbookTestServer
import Testing

/// Importing from a web address, against a server the test starts on loopback: the page and
/// its picture fetched, redirects, gzip, charsets, and each way a fetch fails.
@Suite struct PageImportTests {
    static func page(_ name: String, image: String? = nil, category: String? = nil) -> [UInt8] {
        let picture = image.map { #", "image": "\#($0)""# } ?? ""
        let course = category.map { #", "recipeCategory": "\#($0)""# } ?? ""
        return Array("""
            <html><head><title>x</title><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", \
            "name": "\(name)", "recipeIngredient": ["2 slices bread", "1 tbsp butter"], "recipeInstructions": "Toast it. Butter it."\
            \(picture)\(course)}</script></head><body></body></html>
            """.utf8)
    }

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64)

    func reader(seconds: Int64 = 5, bytes: Int = 10 * 1024 * 1024, environment: [String: String] = [:]) -> ImportReader {
        var limits = PageFetcher.Limits()
        limits.seconds = seconds
        limits.bytes = bytes
        return ImportReader(fetcher: PageFetcher(limits: limits, proxies: ProxySettings(environment: environment)))
    }

    func read(_ address: String, with reader: ImportReader? = nil) async -> Result<ImportReading, ImportFailure> {
        await (reader ?? self.reader()).read(.address(address))
    }

    @Test func aPageIsReadWithItsPictureAndWhereItCameFrom() async throws {
        let server = try LoopbackServer([
            "/toast": .init(body: Self.page("Plain Toast", image: "/pictures/toast.png")),
            "/pictures/toast.png": .init(headers: [("Content-Type", "image/png")], body: Self.png),
        ])
        defer { server.stop() }
        let reading = try await read(server.address + "/toast").get()
        let recipe = try #require(reading.recipes.first)
        #expect(recipe.read.recipe.name == "Plain Toast")
        #expect(recipe.read.recipe.ingredients.map(\.item) == ["bread", "butter"])
        #expect(recipe.read.recipe.sourceURL == server.address + "/toast", "a page that names no source is its own")
        #expect(recipe.picture?.kind == .png && recipe.picture?.bytes == Self.png)
        #expect(reading.failures.isEmpty && reading.notes.isEmpty)
    }

    @Test func redirectsAreFollowedUpToTen() async throws {
        var routes: [String: LoopbackServer.Route] = ["/end": .init(body: Self.page("Moved Toast"))]
        for n in 0..<12 { routes["/hop\(n)"] = .init(status: 302, headers: [("Location", "/hop\(n + 1)")]) }
        routes["/hop12"] = .init(status: 301, headers: [("Location", "/end")])
        routes["/once"] = .init(status: 301, headers: [("Location", "/end")])
        let server = try LoopbackServer(routes)
        defer { server.stop() }
        let once = try await read(server.address + "/once").get()
        #expect(once.recipes.first?.read.recipe.name == "Moved Toast")
        #expect(once.recipes.first?.origin == server.address + "/end", "the address it was served from")
        let many = await read(server.address + "/hop0", with: reader(seconds: 60))
        #expect(many.failure?.reason == "redirected more than 10 times")
    }

    @Test func aGzippedPageIsRead() async throws {
        let server = try LoopbackServer([
            "/gz": .init(headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")],
                         body: try LoopbackServer.gzip(Self.page("Packed Toast"))),
        ])
        defer { server.stop() }
        #expect(try await read(server.address + "/gz").get().recipes.first?.read.recipe.name == "Packed Toast")
    }

    @Test func theCharsetComesFromTheHeaderElseThePageAndUTF8WinsOverAWrongOne() async throws {
        let utf8 = Self.page("Crème brûlée")
        let latin1Page = Array(String(decoding: utf8, as: UTF8.self).unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        let czech = Array("""
            <html><head><meta charset="windows-1250"><script type="application/ld+json">{"@type": "Recipe", "name": "Kuřecí \
            řízek", "recipeIngredient": ["1 kuře"]}</script></head></html>
            """.unicodeScalars.map { scalar -> UInt8 in
                switch scalar { case "ř": 0xF8; case "í": 0xED; default: UInt8(scalar.value) }
            })
        let server = try LoopbackServer([
            "/wrong": .init(headers: [("Content-Type", "text/html; charset=ISO-8859-1")], body: utf8),
            "/latin1": .init(headers: [("Content-Type", "text/html; charset=\"iso-8859-1\"")], body: latin1Page),
            "/none": .init(headers: [("Content-Type", "text/html")], body: latin1Page),
            "/czech": .init(headers: [("Content-Type", "text/html")], body: czech),
            "/japanese": .init(headers: [("Content-Type", "text/html; charset=Shift_JIS")], body: [0x82, 0xA0] + Self.page("x")),
        ])
        defer { server.stop() }
        for path in ["/wrong", "/latin1", "/none"] {
            #expect(try await read(server.address + path).get().recipes.first?.read.recipe.name == "Crème brûlée", "\(path)")
        }
        #expect(try await read(server.address + "/czech").get().recipes.first?.read.recipe.name == "Kuřecí řízek")
        #expect(await read(server.address + "/japanese").failure?.reason == "the page is in shift_jis, which cookbook cannot read")
    }

    @Test func eachFailureIsOneLineThatSaysWhy() async throws {
        let server = try LoopbackServer([
            "/gone": .init(status: 404),
            "/broken": .init(status: 500),
            "/slow": .init(body: Self.page("Slow Toast"), pause: 3),
            "/big": .init(body: Array(repeating: 0x20, count: 5000) + Self.page("Big Toast")),
            "/said-big": .init(headers: [("Content-Type", "text/html"), ("Content-Length", "99999999")], body: []),
            "/picture": .init(headers: [("Content-Type", "image/png")], body: Self.png),
            "/plain": .init(body: Array("<html><body><p>No recipe on this page.</p></body></html>".utf8)),
        ])
        defer { server.stop() }
        #expect(await read(server.address + "/gone").failure?.reason == "the server answered 404 Not Found")
        #expect(await read(server.address + "/broken").failure?.reason == "the server answered 500 Internal Server Error")
        #expect(await read(server.address + "/slow", with: reader(seconds: 1)).failure?.reason == "no answer within 1 s")
        #expect(await read(server.address + "/big", with: reader(bytes: 4096)).failure?.reason == "larger than 4 KB")
        #expect(await read(server.address + "/said-big").failure?.reason == "larger than 10 MB")
        #expect(await read(server.address + "/picture").failure?.reason == "not a page (image/png)")
        #expect(await read(server.address + "/plain").failure?.reason == "no recipe in the page (no ld+json block, no microdata Recipe)")
        #expect(await read("ftp://example.com/x").failure?.reason == "not a web address (http:// or https://)")
        // Nothing answers on a port the server has let go: said at once, not at the time limit.
        let closed = try LoopbackServer([:])
        let address = closed.address
        closed.stop()
        let asked = Date()
        #expect(await read(address + "/x", with: reader(seconds: 60)).failure?.reason == "connection refused")
        #expect(Date().timeIntervalSince(asked) < 30, "not tried again until the limit")
    }

    @Test func aPictureThatIsNotOneIsANoteNotAFailure() async throws {
        let server = try LoopbackServer([
            "/toast": .init(body: Self.page("Plain Toast", image: "missing.jpg")),
            "/fake": .init(body: Self.page("Fake Toast", image: "/fake.png")),
            "/fake.png": .init(headers: [("Content-Type", "image/png")], body: Array("<html>no</html>".utf8)),
        ])
        defer { server.stop() }
        let missing = try await read(server.address + "/toast").get()
        #expect(missing.recipes.count == 1 && missing.recipes[0].picture == nil)
        #expect(missing.notes.first?.origin == server.address + "/missing.jpg")
        #expect(missing.notes.first?.reason.hasPrefix("the picture could not be fetched (the server answered 404 Not Found)") == true)
        let fake = try await read(server.address + "/fake").get()
        #expect(fake.recipes[0].picture == nil && fake.notes.first?.reason.hasPrefix("the picture is not an image") == true)
    }

    @Test func theProxyTheEnvironmentNamesIsUsedButNotForNoProxysHosts() async throws {
        // The server is the proxy: asked to connect to the host, then for the page.
        let proxy = try LoopbackServer(["/toast": .init(body: Self.page("Proxied Toast"))])
        defer { proxy.stop() }
        let through = reader(environment: ["HTTP_PROXY": "http://127.0.0.1:\(proxy.port)"])
        #expect(try await read("http://recipes.example/toast", with: through).get().recipes.first?.read.recipe.name == "Proxied Toast")
        #expect(proxy.asked == ["CONNECT recipes.example:80", "/toast"])
        let settings = ProxySettings(environment: ["https_proxy": "proxy.lan:3128", "NO_PROXY": "localhost, .internal.example"])
        #expect(settings.proxy(for: "https", host: "www.bbc.co.uk") == .init(host: "proxy.lan", port: 3128))
        #expect(settings.proxy(for: "https", host: "wiki.internal.example") == nil)
        #expect(settings.proxy(for: "https", host: "internal.example") == nil)
        #expect(settings.proxy(for: "https", host: "LOCALHOST") == nil)
        #expect(settings.proxy(for: "http", host: "www.bbc.co.uk") == nil, "no HTTP_PROXY")
        #expect(ProxySettings(environment: ["HTTP_PROXY": "http://user:pw@[::1]:8080/"]).http == .init(host: "::1", port: 8080))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
