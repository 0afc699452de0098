import Foundation
import Testing

/// The command lines the program reads without ArgumentParser's parse (`FastArguments`)
/// print exactly what the same command line gives through ArgumentParser: each is run
/// beside a form only ArgumentParser reads (the subcommand named, `--data=X`, a closing
/// `--`), and stdout, stderr and the status compared.
@Suite struct FastArgumentsEndToEndTests {
    static let bundled = repository.appendingPathComponent("Data/recipes.json").path
    static let folder = repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/cooklang").path

    @Test(arguments: [
        ([], ["browse"]),
        (["zzz-no-such"], ["browse", "zzz-no-such"]),
        (["aple-pie"], ["browse", "aple-pie"]),
        (["cookbook://recipe/nope"], ["browse", "cookbook://recipe/nope"]),
        (["cookbook://nowhere"], ["browse", "cookbook://nowhere"]),
        (["\u{1B}]0;pwned\u{07}"], ["browse", "\u{1B}]0;pwned\u{07}"]),
        (["apple-pie", "--data", bundled], ["browse", "--data=" + bundled, "apple-pie"]),
        (["--data", "/nonexistent/recipes.json"], ["--data=/nonexistent/recipes.json"]),
        (["--data", folder, "zzz"], ["browse", "zzz", "--data=" + folder]),
        (["--data", repository.appendingPathComponent("README.md").path], ["--data=" + repository.appendingPathComponent("README.md").path]),
        (["list"], ["list", "--"]),
        (["list", "--json"], ["list", "--json", "--"]),
        (["list", "--data", bundled], ["list", "--data=" + bundled]),
        (["list", "--data", folder, "--json"], ["list", "--json", "--data=" + folder]),
        (["list", "--data", folder, "--data", bundled], ["list", "--data=" + folder, "--data=" + bundled]),
        (["list", "--data", "/nonexistent"], ["list", "--data=/nonexistent"]),
    ])
    func theSameAsArgumentParser(_ fast: [String], _ parsed: [String]) throws {
        let a = try run(cookbookBinary, fast)
        let b = try run(cookbookBinary, parsed)
        #expect(a.status == b.status, "\(fast)")
        #expect(a.stdout == b.stdout, "\(fast)")
        #expect(a.stderr == b.stderr, "\(fast)")
        #expect(!(a.stdout + a.stderr).isEmpty, "\(fast) said something")
    }
}
