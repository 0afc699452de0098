// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cookbook",
    products: [
        .executable(name: "cookbook", targets: ["cookbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        // The config file is TOML.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // Cooklang's front matter is YAML.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Wide-character ncurses, plus the macros Swift cannot import. No `pkgConfig:`:
        // ncursesw.pc only adds -D flags that SwiftPM rejects with a warning, and shim.h
        // defines what they would; the headers and libraries are on the default paths.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // SQLite, for the cache of a library of files (linked statically into the release binary).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // Recipes, loading, validation, search, quantities (amounts, units, scales), shopping. No terminal code at all.
        .target(name: "CookbookKit"),
        // The user's own recipes: folders of Cooklang and schema.org files, read into a Library.
        .target(name: "CookbookLibrary", dependencies: ["CookbookKit", "CMemory", "CSQLite", .product(name: "Yams", package: "Yams")]),
        // glibc's malloc_trim, which Swift's Glibc module does not export: a library read
        // on several threads gives back the pages its readers let go, and a session the
        // pages of a library it replaced.
        .target(name: "CMemory"),
        // `wcwidth`, which Swift's Glibc module does not export.
        .target(name: "CDisplayWidth"),
        // The program without the terminal: the navigation model and its reducer, the
        // screens (Screens/), events become actions through the command table, and a model
        // becomes a grid of cells. No curses.
        .target(name: "CookbookUI", dependencies: ["CookbookKit", "CDisplayWidth"]),
        // The config file: settings and the user's own keys.
        .target(name: "CookbookConfig", dependencies: ["CookbookKit", "CookbookUI", .product(name: "TOMLKit", package: "TOMLKit")]),
        // Async-signal-safe handlers that put the terminal back on every way out.
        .target(name: "CTerminalSafety"),
        // The only code that talks to the terminal.
        .target(name: "CookbookTerminal", dependencies: ["CookbookKit", "CookbookUI", "CNcursesw", "CTerminalSafety", "CMemory"]),
        .executableTarget(
            name: "cookbook",
            dependencies: [
                "CookbookKit", "CookbookLibrary", "CookbookUI", "CookbookConfig", "CookbookTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A small cookbook in code that the unit and render tests share, and synthetic
        // cookbooks of any size.
        .target(name: "CookbookFixtures", dependencies: ["CookbookKit", "CookbookUI"], path: "Tests/CookbookFixtures"),
        // `make bench`'s helper: synthetic cookbooks; search and frames timed in process.
        .executableTarget(
            name: "cookbook-gen", dependencies: ["CookbookKit", "CookbookLibrary", "CookbookUI", "CookbookFixtures"], path: "Tests/Bench/Generator"),
        .testTarget(name: "CookbookKitTests", dependencies: ["CookbookKit", "CookbookFixtures"]),
        // Snapshots/ holds the expected frames, read by path (see Snapshot.swift).
        .testTarget(name: "CookbookUITests", dependencies: ["CookbookUI", "CookbookFixtures"], exclude: ["Snapshots"]),
        .testTarget(name: "CookbookConfigTests", dependencies: ["CookbookConfig"]),
        // What the terminal layer computes without a terminal (which cells a frame changes),
        // and the session run in process on the in-memory backend.
        .testTarget(name: "CookbookTerminalTests", dependencies: ["CookbookTerminal", "CookbookUI", "CookbookKit", "CookbookFixtures"]),
        // Fixtures/ holds small files of each shape real recipe files have (written here).
        .testTarget(
            name: "CookbookLibraryTests", dependencies: ["CookbookLibrary", "CookbookFixtures", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]),
        // The command lines the program reads without ArgumentParser's parse.
        .testTarget(name: "CookbookCommandTests", dependencies: ["cookbook", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Drives the built binary (`make test` builds it first) in tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["CookbookKit", "CookbookLibrary", "CookbookFixtures"]),
    ]
)
