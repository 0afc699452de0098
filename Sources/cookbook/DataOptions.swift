import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Options every subcommand that reads a cookbook shares.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Read recipes from this file or folder (may be given more than once).",
        discussion: """
            A folder is read with all its subfolders: Cooklang .cook files, schema.org recipes in \
            .json, .jsonld and saved .html pages, and cookbooks of the bundled JSON format. \
            Without --data: the config file's data, else $XDG_DATA_HOME/cookbook/recipes \
            (~/.local/share/cookbook/recipes) when it holds recipes, else the bundled cookbook.
            """,
        valueName: "path"), completion: .file())
    var data: [String] = []
}
