// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cookbook",
    products: [
        .executable(name: "cookbook", targets: ["cookbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        // Cooklang's front matter is YAML.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Recipes fetched from a web address (`cookbook import URL`): HTTP/1.1 and 2, TLS,
        // redirects, gzip; only `import` reaches it.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Plan to Eat's and other apps' CSV exports.
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        // Wide-character ncurses, plus the macros Swift cannot import. No `pkgConfig:`:
        // ncursesw.pc only adds -D flags that SwiftPM rejects with a warning, and shim.h
        // defines what they would; the headers and libraries are on the default paths.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // SQLite, for the cache of a library of files (linked statically into the release binary).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // zlib, for the zip and gzip files of app exports (linked statically into the release binary).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The pure core: recipes, the catalog and its checks, quantities (amounts, units,
        // scales), shopping, search. No disk, no terminal.
        // ICU's collator (for the order of names) comes with the toolchain's Foundation, which
        // the binary links already; its C functions are named `swift_ucol_…`.
        .target(name: "CookbookModel", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // Bytes become recipes, and recipes bytes: the bundled format's one-pass reader,
        // Cooklang, schema.org (JSON-LD in files and saved pages), the export, the apps' exports
        // imported (zip, gzip, CSV). No disk.
        .target(
            name: "CookbookFormats",
            dependencies: [
                "CookbookModel", "CZlib", .product(name: "Yams", package: "Yams"), .product(name: "SwiftCSV", package: "SwiftCSV"),
            ]),
        // All of the disk: the bundled file opened and mapped, a library's folders scanned (paths
        // as bytes) and watched, its cache on SQLite, the ids given remembered, files replaced whole.
        .target(name: "CookbookStore", dependencies: ["CookbookModel", "CookbookFormats", "CMemory", "CSQLite"]),
        // glibc's malloc_trim, which Swift's Glibc module does not export: a library read
        // on several threads gives back the pages its readers let go, and a session the
        // pages of a library it replaced.
        .target(name: "CMemory"),
        // `wcwidth`, which Swift's Glibc module does not export.
        .target(name: "CDisplayWidth"),
        // What a cell of the screen holds: glyphs and how wide text is, styles, themes, short
        // numbers. Knows nothing of recipes or of the app.
        .target(name: "CookbookRender", dependencies: ["CDisplayWidth"]),
        // The program without the terminal and without the disk: the navigation model, one
        // (the meal plans it shows are CookbookFormats' menus, read and written by the session)
        // pure update that asks for effects, the screens (Screens/, a folder each), the
        // command table, and the views that draw a model into a canvas. No curses.
        .target(name: "CookbookApp", dependencies: ["CookbookModel", "CookbookFormats", "CookbookRender"]),
        // The config file: settings and the user's own keys.
        .target(name: "CookbookConfig", dependencies: ["CookbookModel", "CookbookRender", "CookbookApp"]),
        // Async-signal-safe handlers that put the terminal back on every way out.
        .target(name: "CTerminalSafety"),
        // The only code that talks to the terminal.
        .target(
            name: "CookbookTerminal",
            dependencies: ["CookbookModel", "CookbookStore", "CookbookRender", "CookbookApp", "CNcursesw", "CTerminalSafety", "CMemory"]),
        // Recipes brought into the library: a page fetched from its address, files and
        // exports read, each recipe written into the library folder with its picture.
        .target(
            name: "CookbookImport",
            dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", .product(name: "AsyncHTTPClient", package: "async-http-client")]),
        .executableTarget(
            name: "cookbook",
            dependencies: [
                "CookbookModel", "CookbookFormats", "CookbookStore", "CookbookRender", "CookbookApp", "CookbookConfig", "CookbookTerminal",
                "CookbookImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A small cookbook in code that the unit and render tests share, synthetic cookbooks
        // of any size, and terminals' palettes with the contrast a frame has on them.
        .target(name: "CookbookFixtures", dependencies: ["CookbookModel", "CookbookRender", "CookbookApp"], path: "Tests/CookbookFixtures"),
        // `make bench`'s helper: synthetic cookbooks; search and frames timed in process.
        .executableTarget(
            name: "cookbook-gen", dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookApp", "CookbookFixtures"],
            path: "Tests/Bench/Generator"),
        // The model; some of its tests read books through the bundled reader.
        .testTarget(name: "CookbookModelTests", dependencies: ["CookbookModel", "CookbookFormats", "CookbookFixtures"]),
        // Each format's reader. Fixtures/ holds small files of each shape real recipe files
        // have (written here), which the store's and the end-to-end tests read too.
        .testTarget(
            name: "CookbookFormatsTests",
            dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookFixtures", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]),
        // The disk: the bundled file opened, a library's folders scanned, watched and cached.
        .testTarget(name: "CookbookStoreTests", dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookFixtures"]),
        // The app and its drawing. Snapshots/ holds the expected frames, read by path (see Snapshot.swift).
        .testTarget(
            name: "CookbookAppTests",
            dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookRender", "CookbookApp", "CookbookTerminal", "CookbookFixtures"],
            exclude: ["Snapshots"]),
        .testTarget(name: "CookbookConfigTests", dependencies: ["CookbookModel", "CookbookRender", "CookbookApp", "CookbookConfig"]),
        // What the terminal layer computes without a terminal (which cells a frame changes),
        // and the session run in process on the in-memory backend.
        .testTarget(
            name: "CookbookTerminalTests",
            dependencies: ["CookbookModel", "CookbookRender", "CookbookApp", "CookbookTerminal", "CookbookFixtures"]),
        // The command lines the program reads without ArgumentParser's parse.
        .testTarget(
            name: "CookbookCommandTests",
            dependencies: ["cookbook", "CookbookModel", "CookbookFormats", "CookbookRender", "CookbookFixtures",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Imports: pages fetched from a server the test starts on loopback, files and
        // exports read, recipes written into a folder.
        .testTarget(
            name: "CookbookImportTests", dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookImport", "CookbookTestServer"]),
        // An HTTP server on loopback that the import's tests start: no test reaches the internet.
        .target(name: "CookbookTestServer", path: "Tests/CookbookTestServer"),
        // Drives the built binary (`make test` builds it first) in tmux.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CookbookModel", "CookbookFormats", "CookbookStore", "CookbookRender", "CookbookFixtures", "CookbookTestServer"]),
    ]
)
