/// What a `.cookbookignore` file at a library's root says the library passes over, in
/// gitignore's syntax (https://git-scm.com/docs/gitignore), read from any bytes:
///
/// - a blank line, or one that begins with `#`, says nothing (`\#` begins a pattern with a
///   `#`); spaces at the end of a line are dropped unless a `\` keeps one (`\ `), and so is
///   the CR of a CR LF;
/// - `!` before a pattern takes back what an earlier one left out (`\!` begins one with a
///   `!`): the last pattern that matches a path decides;
/// - a `/` at the end matches folders only; a `/` at the start or in the middle ties the
///   pattern to the root (`/drafts`, `doc/frotz`), else it matches a name at any depth;
/// - `*` is any run of characters but `/`, `?` any one character but `/`, `[a-z]` and
///   `[!0-9]` one of a set (or not); a part that is `**` (or more stars) is any number of
///   folders: `**/x` is x at any depth, `x/**` everything inside x, `a/**/b` b anywhere
///   below a; stars within a name are one `*` (git, by a shortcut of its own, lets a
///   pattern that begins `c**/` reach into folders below `c`: not here); `\` makes the next
///   character plain.
///
/// A path inside a folder left out is left out, whatever comes after (as in git: the folder
/// is not looked into, so nothing in it can be taken back). Case counts. Pure: text in,
/// answers out; no pattern makes an answer slow (no backtracking over `*` beyond one run).
public struct IgnoreRules: Equatable, Sendable {
    /// One pattern line.
    public struct Rule: Equatable, Sendable {
        /// Its line in the file, from 1.
        public var line: Int
        /// `!`: takes a path back.
        public var negated: Bool
        /// A `/` at the end: matches folders only.
        public var foldersOnly: Bool
        /// A `/` at the start or in the middle: matched against the whole path from the root,
        /// else against the last name of a path.
        public var anchored: Bool
        /// The parts between its `/`s.
        var parts: [Part]
    }

    /// A part of a pattern between two `/`.
    enum Part: Equatable, Sendable {
        /// `**`: any number of folders (one or more at the end of a pattern).
        case anyFolders
        case name([Token])
    }

    /// One element of a name's pattern, over Unicode scalars.
    enum Token: Equatable, Sendable {
        case scalar(UInt32)
        /// `?`
        case one
        /// `*` (or `**` within a name)
        case run
        /// `[…]`: one scalar in (or, negated, not in) the ranges.
        case set([ClosedRange<UInt32>], negated: Bool)
    }

    public private(set) var rules: [Rule]

    /// No rule: nothing is left out.
    public var isEmpty: Bool { rules.isEmpty }

    /// The rules of a file's bytes: UTF-8 (a byte order mark skipped; bytes that are not
    /// UTF-8 read as U+FFFD, which then matches only `?`, `*` or itself).
    public init(bytes: [UInt8]) {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    public init(_ text: String) {
        var rules: [Rule] = []
        var number = 0
        // (By scalars: a CR LF is one Character, which a split at "\n" would not split.)
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if let rule = Self.rule(line.map(\.value), line: number) { rules.append(rule) }
        }
        self.rules = rules
    }

    // MARK: Answers

    /// Whether `path` (below the root, names joined by `/`: "Soups/Leek.cook") is left out:
    /// itself, or a folder it is in. `isFolder`: whether the path names a folder.
    public func ignores(_ path: String, isFolder: Bool) -> Bool {
        guard !rules.isEmpty else { return false }
        let names = Self.names(path)
        for count in names.indices.dropLast() where decides(Array(names[...count]), isFolder: true) {
            return true
        }
        return !names.isEmpty && decides(names, isFolder: isFolder)
    }

    /// Whether `path` itself is left out, the folders it is in taken as not: for a walk that
    /// does not go into a folder left out (so it asks of each name once).
    public func ignoresItself(_ path: String, isFolder: Bool) -> Bool {
        guard !rules.isEmpty else { return false }
        let names = Self.names(path)
        return !names.isEmpty && decides(names, isFolder: isFolder)
    }

    /// (Split by scalars: a name may begin with a combining mark, which would join the `/`
    /// as a Character.)
    private static func names(_ path: String) -> [[UInt32]] {
        path.unicodeScalars.split(separator: "/").map { $0.map(\.value) }
    }

    /// The last rule that matches decides; none: not left out.
    private func decides(_ names: [[UInt32]], isFolder: Bool) -> Bool {
        for rule in rules.reversed() where rule.matches(names, isFolder: isFolder) {
            return !rule.negated
        }
        return false
    }

    // MARK: Reading a line

    private static let backslash: UInt32 = 0x5C, slash: UInt32 = 0x2F, space: UInt32 = 0x20

    /// The rule a line makes; nil for a blank line, a comment, and a line that makes no
    /// pattern (`!`, `/`, one that ends in a lone `\`).
    private static func rule(_ line: [UInt32], line number: Int) -> Rule? {
        var text = line[...]
        if text.last == 0x0D { text = text.dropLast() }
        guard let first = text.first, first != 0x23 else { return nil }  // `#`
        text = text.prefix(upTo: endWithoutTrailingSpaces(text))
        var rule = Rule(line: number, negated: false, foldersOnly: false, anchored: false, parts: [])
        if text.first == 0x21 {  // `!`
            rule.negated = true
            text = text.dropFirst()
        }
        while text.last == slash, !isEscaped(text, at: text.endIndex - 1) {
            rule.foldersOnly = true
            text = text.dropLast()
        }
        guard !text.isEmpty else { return nil }
        // (A `/` escaped is still a separator to git: `\/` is a plain `/`, which no name has.)
        rule.anchored = text.contains(slash)
        var parts: [Part] = []
        for part in text.split(separator: slash) {
            if part.count >= 2, part.allSatisfy({ $0 == 0x2A }) {  // `**`, `***`, …
                if parts.last != .anyFolders { parts.append(.anyFolders) }
            } else {
                guard let tokens = tokens(part) else { return nil }
                parts.append(.name(tokens))
            }
        }
        guard !parts.isEmpty else { return nil }
        if !rule.anchored, parts == [.anyFolders] { parts = [.name([.run])] }
        rule.parts = parts
        return rule
    }

    /// Where the line ends once its trailing spaces are dropped (a space after a `\` stays).
    private static func endWithoutTrailingSpaces(_ text: ArraySlice<UInt32>) -> Int {
        var end = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == backslash, i + 1 < text.endIndex {
                i += 2
                end = i
            } else {
                if text[i] != space { end = i + 1 }
                i += 1
            }
        }
        return end
    }

    /// Whether the scalar at `i` follows an odd run of `\`.
    private static func isEscaped(_ text: ArraySlice<UInt32>, at i: Int) -> Bool {
        var k = i
        var count = 0
        while k > text.startIndex, text[k - 1] == backslash {
            count += 1
            k -= 1
        }
        return count % 2 == 1
    }

    /// A name's pattern as tokens; nil when it ends in a lone `\` (git matches nothing then).
    private static func tokens(_ part: ArraySlice<UInt32>) -> [Token]? {
        var tokens: [Token] = []
        var i = part.startIndex
        while i < part.endIndex {
            let c = part[i]
            switch c {
            case backslash:
                guard i + 1 < part.endIndex else { return nil }
                tokens.append(.scalar(part[i + 1]))
                i += 2
            case 0x3F:  // `?`
                tokens.append(.one)
                i += 1
            case 0x2A:  // `*`, and a run of them
                if tokens.last != .run { tokens.append(.run) }
                i += 1
            case 0x5B:  // `[`
                if let (set, end) = bracket(part, from: i) {
                    tokens.append(set)
                    i = end
                } else {
                    tokens.append(.scalar(c))
                    i += 1
                }
            default:
                tokens.append(.scalar(c))
                i += 1
            }
        }
        return tokens
    }

    /// `[…]` from the `[` at `start`: the set and where it ends; nil when no `]` closes it
    /// (the `[` is then a plain one). `!` or `^` first negates; a `]` first is a member;
    /// `a-z` is a range; `\` makes the next character plain.
    private static func bracket(_ part: ArraySlice<UInt32>, from start: Int) -> (Token, Int)? {
        var i = start + 1
        var negated = false
        if i < part.endIndex, part[i] == 0x21 || part[i] == 0x5E {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while i < part.endIndex {
            var c = part[i]
            if c == 0x5D, !first { return (.set(ranges, negated: negated), i + 1) }
            first = false
            if c == backslash {
                guard i + 1 < part.endIndex else { return nil }
                i += 1
                c = part[i]
            }
            i += 1
            // `a-z`, unless the `-` is the last before `]`.
            if i + 1 < part.endIndex, part[i] == 0x2D, part[i + 1] != 0x5D {
                var high = part[i + 1]
                i += 2
                if high == backslash {
                    guard i < part.endIndex else { return nil }
                    high = part[i]
                    i += 1
                }
                if c <= high { ranges.append(c...high) }
            } else {
                ranges.append(c...c)
            }
        }
        return nil
    }
}

extension IgnoreRules.Rule {
    /// Whether the rule matches the path made of `names`.
    func matches(_ names: [[UInt32]], isFolder: Bool) -> Bool {
        if foldersOnly, !isFolder { return false }
        guard anchored else {
            guard case .name(let tokens) = parts[0], let last = names.last else { return false }
            return Self.matches(tokens, last)
        }
        // matched[i][j]: whether parts[i...] match names[j...]; from the ends back, with the
        // `**` of a part matching any number of names through `anyFrom` (whether parts[i + 1...]
        // match names[k...] for some k >= j): time parts × names, whatever the pattern.
        let p = parts.count, n = names.count
        var next = [Bool](repeating: false, count: n + 1)  // matched[i + 1]
        next[n] = true
        for i in stride(from: p - 1, through: 0, by: -1) {
            var current = [Bool](repeating: false, count: n + 1)
            switch parts[i] {
            case .anyFolders:
                if i == p - 1 {
                    // At the end: everything inside, so at least one name.
                    for j in 0..<n { current[j] = true }
                } else {
                    var anyFrom = false
                    for j in stride(from: n, through: 0, by: -1) {
                        anyFrom = anyFrom || next[j]
                        current[j] = anyFrom
                    }
                }
            case .name(let tokens):
                for j in 0..<n where next[j + 1] {
                    current[j] = Self.matches(tokens, names[j])
                }
            }
            next = current
        }
        return next[0]
    }

    /// Whether a name matches its pattern: `*` over any run, going back to the last `*` only
    /// (time pattern × name at most).
    static func matches(_ tokens: [IgnoreRules.Token], _ name: [UInt32]) -> Bool {
        var t = 0, s = 0
        var star: Int?, starFrom = 0
        while s < name.count {
            if t < tokens.count {
                switch tokens[t] {
                case .run:
                    star = t
                    starFrom = s
                    t += 1
                    continue
                case .one:
                    t += 1
                    s += 1
                    continue
                case .scalar(let c) where c == name[s]:
                    t += 1
                    s += 1
                    continue
                case .set(let ranges, let negated) where ranges.contains { $0.contains(name[s]) } != negated:
                    t += 1
                    s += 1
                    continue
                default:
                    break
                }
            }
            guard let star else { return false }
            t = star + 1
            starFrom += 1
            s = starFrom
        }
        while t < tokens.count, tokens[t] == .run { t += 1 }
        return t == tokens.count
    }
}
