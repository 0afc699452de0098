import CookbookFormats
import Testing

/// A `.cookbookignore` read as gitignore reads its file: the examples of gitignore's own
/// documentation (git-scm.com/docs/gitignore, "PATTERN FORMAT" and "EXAMPLES"), each as a
/// check, then what a line may hold around a pattern.
@Suite struct IgnoreRulesTests {
    private func ignores(_ file: String, _ path: String, folder: Bool = false) -> Bool {
        IgnoreRules(file).ignores(path, isFolder: folder)
    }

    // MARK: gitignore's documentation

    /// "The pattern hello.* matches any file or directory whose name begins with hello. …
    /// prepend the pattern with a slash, i.e. /hello.*; the pattern matches hello.txt,
    /// hello.c but not a/hello.java."
    @Test func aNameMatchesAtAnyDepthUnlessASlashBeginsIt() {
        #expect(ignores("hello.*", "hello.txt"))
        #expect(ignores("hello.*", "a/hello.java"))
        #expect(ignores("hello.*", "a/hello.d", folder: true))
        #expect(!ignores("hello.*", "a/hellox.java"))
        #expect(ignores("/hello.*", "hello.txt") && ignores("/hello.*", "hello.c"))
        #expect(!ignores("/hello.*", "a/hello.java"))
    }

    /// "The pattern foo/ will match a directory foo and paths underneath it, but will not
    /// match a regular file or a symbolic link foo."
    @Test func aSlashAtTheEndMatchesFoldersAndWhatIsInThem() {
        #expect(ignores("foo/", "foo", folder: true))
        #expect(ignores("foo/", "foo/bar.cook"))
        #expect(ignores("foo/", "a/foo/bar.cook"), "no other slash: at any depth")
        #expect(!ignores("foo/", "foo"))
        #expect(!ignores("foo/", "a/foo"))
        // "frotz/ matches frotz and a/frotz that is a directory".
        #expect(ignores("frotz/", "frotz", folder: true) && ignores("frotz/", "a/frotz", folder: true))
    }

    /// "The pattern doc/frotz and /doc/frotz have the same effect … a leading slash is not
    /// relevant if there is already a middle slash in the pattern."
    @Test func aSlashInTheMiddleTiesThePatternToTheRoot() {
        for pattern in ["doc/frotz", "/doc/frotz"] {
            #expect(ignores(pattern, "doc/frotz", folder: true), "\(pattern)")
            #expect(ignores(pattern, "doc/frotz/recipe.cook"), "\(pattern)")
            #expect(!ignores(pattern, "a/doc/frotz", folder: true), "\(pattern)")
        }
    }

    /// "The pattern foo/*, matches foo/test.json (a regular file), foo/bar (a directory), but
    /// it does not match foo/bar/hello.c … as the asterisk in the pattern does not match
    /// bar/hello.c which has a slash in it." (The file is left out all the same: its folder
    /// foo/bar is.)
    @Test func aStarStopsAtASlash() {
        let rules = IgnoreRules("foo/*")
        #expect(rules.ignoresItself("foo/test.json", isFolder: false))
        #expect(rules.ignoresItself("foo/bar", isFolder: true))
        #expect(!rules.ignoresItself("foo/bar/hello.c", isFolder: false))
        #expect(rules.ignores("foo/bar/hello.c", isFolder: false), "in a folder left out")
        #expect(!rules.ignores("foo", isFolder: true))
    }

    /// "A leading **/ … matches in all directories. **/foo matches file or directory foo
    /// anywhere … **/foo/bar matches file or directory bar anywhere that is directly under
    /// directory foo."
    @Test func twoStarsFirstAreAnyFolders() {
        #expect(ignores("**/foo", "foo") && ignores("**/foo", "a/b/foo") && ignores("**/foo", "x/foo", folder: true))
        #expect(ignores("**/foo/bar", "foo/bar") && ignores("**/foo/bar", "a/foo/bar"))
        #expect(!ignores("**/foo/bar", "foo/x/bar") && !ignores("**/foo/bar", "bar"))
    }

    /// "A trailing /** matches everything inside. abc/** matches all files inside directory
    /// abc … with infinite depth."
    @Test func twoStarsLastAreEverythingInside() {
        #expect(ignores("abc/**", "abc/x.cook") && ignores("abc/**", "abc/d/e/f.cook") && ignores("abc/**", "abc/d", folder: true))
        #expect(!ignores("abc/**", "abc", folder: true), "not the folder itself")
        #expect(!ignores("abc/**", "x/abc/y.cook"), "tied to the root")
    }

    /// "A slash followed by two consecutive asterisks then a slash matches zero or more
    /// directories. a/**/b matches a/b, a/x/b, a/x/y/b and so on."
    @Test func twoStarsBetweenAreZeroOrMoreFolders() {
        for path in ["a/b", "a/x/b", "a/x/y/b"] { #expect(ignores("a/**/b", path), "\(path)") }
        #expect(!ignores("a/**/b", "b") && !ignores("a/**/b", "x/a/b") && !ignores("a/**/b", "a/bx"))
        #expect(ignores("a/***/b", "a/x/y/b"), "more stars are two")
    }

    /// "Other consecutive asterisks are considered regular asterisks."
    @Test func twoStarsWithinANameAreOneStar() {
        #expect(ignores("foo**bar", "fooXbar") && ignores("**.cook", "a/b.cook"))
        #expect(!ignores("a/foo**bar", "a/foo/bar"), "not across a slash")
    }

    /// "An optional prefix ! which negates the pattern; any matching file excluded by a
    /// previous pattern will become included again. It is not possible to re-include a file if
    /// a parent directory of that file is excluded." And the example that keeps only foo/bar:
    /// `/*`, `!/foo`, `/foo/*`, `!/foo/bar`.
    @Test func anExclamationMarkTakesBackButNotFromAFolderLeftOut() {
        let onlyFooBar = IgnoreRules("/*\n!/foo\n/foo/*\n!/foo/bar\n")
        #expect(onlyFooBar.ignores("top.cook", isFolder: false))
        #expect(onlyFooBar.ignores("other", isFolder: true))
        #expect(!onlyFooBar.ignores("foo", isFolder: true))
        #expect(onlyFooBar.ignores("foo/baz.cook", isFolder: false))
        #expect(!onlyFooBar.ignores("foo/bar", isFolder: true))
        #expect(!onlyFooBar.ignores("foo/bar/soup.cook", isFolder: false))

        #expect(!ignores("*.json\n!important.json", "important.json"))
        #expect(ignores("*.json\n!important.json", "other.json"))
        #expect(ignores("!important.json\n*.json", "important.json"), "the last that matches decides")
        #expect(ignores("drafts/\n!drafts/keep.cook", "drafts/keep.cook"), "its folder is left out")
    }

    /// "An asterisk * matches anything except a slash. The character ? matches any one
    /// character except /. The range notation, e.g. [a-zA-Z], can be used to match one of the
    /// characters in a range."
    @Test func aQuestionMarkAndSets() {
        #expect(ignores("soup?.cook", "soup1.cook") && ignores("soup?.cook", "soupé.cook"), "one character, not one byte")
        #expect(!ignores("soup?.cook", "soup.cook") && !ignores("soup?.cook", "soup12.cook"))
        #expect(!ignores("a?b", "a/b"))
        #expect(ignores("draft[0-9].cook", "draft7.cook") && !ignores("draft[0-9].cook", "drafta.cook"))
        #expect(ignores("draft[!0-9].cook", "drafta.cook") && !ignores("draft[!0-9].cook", "draft7.cook"))
        #expect(ignores("draft[^0-9].cook", "drafta.cook"))
        #expect(ignores("[a-zA-Z]*.cook", "Bread.cook") && !ignores("[a-zA-Z]*.cook", "1bread.cook"))
        #expect(ignores("x[]]y", "x]y") && ignores("x[a-]y", "x-y"), "a ] first and a - last are members")
        #expect(ignores("x[y", "x[y"), "a [ never closed is a plain one")
    }

    /// "A blank line matches no files … A line starting with # serves as a comment. Put a
    /// backslash in front of the first hash for patterns that begin with a hash. Trailing
    /// spaces are ignored unless they are quoted with backslash. Put a backslash in front of
    /// the first ! for patterns that begin with a literal !, for example, \!important!.txt."
    @Test func blankLinesCommentsSpacesAndEscapes() {
        let rules = IgnoreRules("\n# drafts\n   \n\\#notes.cook\n\\!important!.txt\nold.cook   \nspace.cook\\ \n")
        #expect(rules.rules.map(\.line) == [4, 5, 6, 7], "the blank lines and the comment make none")
        #expect(!rules.ignores("drafts", isFolder: true))
        #expect(rules.ignores("#notes.cook", isFolder: false))
        #expect(rules.ignores("!important!.txt", isFolder: false))
        #expect(rules.ignores("old.cook", isFolder: false) && !rules.ignores("old.cook   ", isFolder: false))
        #expect(rules.ignores("space.cook ", isFolder: false) && !rules.ignores("space.cook", isFolder: false))
        #expect(ignores("\\*.cook", "*.cook") && !ignores("\\*.cook", "a.cook"), "an escaped star is a star")
    }

    // MARK: Around a pattern

    @Test func aNameThatBeginsWithACombiningMarkIsAName() {
        #expect(ignores("Soups/", "Soups/\u{301}x.cook"))
        #expect(ignores("\u{301}x.cook", "Soups/\u{301}x.cook") && !ignores("x.cook", "Soups/\u{301}x.cook"))
    }

    @Test func caseCounts() {
        #expect(ignores("Drafts/", "Drafts", folder: true) && !ignores("Drafts/", "drafts", folder: true))
    }

    @Test func crLFLinesAndAByteOrderMarkReadAsLines() {
        let rules = IgnoreRules(bytes: [0xEF, 0xBB, 0xBF] + Array("drafts/\r\n*.bak\r\n".utf8))
        #expect(rules.ignores("drafts", isFolder: true) && rules.ignores("a/b.bak", isFolder: false))
        #expect(rules.rules.count == 2)
    }

    @Test func linesThatMakeNoPatternAreNone() {
        #expect(IgnoreRules("!\n/\n//\n!/\nends with a backslash\\\n").isEmpty)
        #expect(IgnoreRules("").isEmpty && !IgnoreRules("").ignores("a", isFolder: false))
    }

    @Test func bytesThatAreNotUTF8MatchOnlyWhatMatchesAnything() {
        let rules = IgnoreRules(bytes: [0x61, 0xFF, 0x0A] + Array("b*\n".utf8))
        #expect(rules.ignores("a\u{FFFD}", isFolder: false), "read repaired, as the scan shows names")
        #expect(!rules.ignores("a", isFolder: false) && rules.ignores("bx", isFolder: false))
    }

    /// A pattern of many stars against a long name, and many `**` against a deep path,
    /// answer at once (no backtracking that doubles with each star).
    @Test func noPatternIsSlow() {
        let stars = String(repeating: "*a", count: 2_000) + "b"
        let name = String(repeating: "a", count: 4_000)
        #expect(!ignores(stars, name))
        let deep = Array(repeating: "**", count: 500).joined(separator: "/") + "/x/y"
        let folders = Array(repeating: "d", count: 500).joined(separator: "/")
        let (other, same) = (ignores(deep, folders + "/x/z"), ignores(deep, folders + "/x/y"))
        #expect(!other && same)
    }
}
