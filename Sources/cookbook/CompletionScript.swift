import ArgumentParser

/// ArgumentParser's completion scripts, taught the default subcommand.
///
/// Its scripts complete `cookbook browse apple-p` but not `cookbook apple-p`: with no
/// subcommand on the line they offer the subcommand names only. Each script is given the
/// same fallback: words that do not start with a subcommand are completed as `browse`'s,
/// with the subcommand names too for the first word. The edits look for lines of
/// ArgumentParser's own scripts; the end-to-end tests drive the bash one, so a change of
/// ArgumentParser that they no longer match fails there.
enum CompletionScript {
    /// `--generate-completion-script SHELL` (or `=SHELL`, or no shell: the user's) as the
    /// only argument: the adjusted script. Anything else is left to ArgumentParser.
    static func requested(by arguments: [String]) -> String? {
        let flag = "--generate-completion-script"
        let name: String?
        switch arguments.count {
        case 1 where arguments[0] == flag: name = nil
        case 1 where arguments[0].hasPrefix(flag + "="): name = String(arguments[0].dropFirst(flag.count + 1))
        case 2 where arguments[0] == flag: name = arguments[1]
        default: return nil
        }
        guard let shell = name.map({ CompletionShell(rawValue: $0) }) ?? CompletionShell.autodetected() else { return nil }
        return script(for: shell)
    }

    static func script(for shell: CompletionShell) -> String {
        let generated = CookbookCommand.completionScript(for: shell)
        let command = CookbookCommand._commandName
        let subcommands = CookbookCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        guard let fallback = CookbookCommand.configuration.defaultSubcommand?._commandName else { return generated }
        switch shell {
        case .bash: return bash(generated, command: command, fallback: fallback, subcommands: subcommands)
        case .zsh: return zsh(generated, command: command, fallback: fallback, subcommands: subcommands)
        case .fish: return fish(generated, command: command, fallback: fallback, subcommands: subcommands)
        default: return generated
        }
    }

    /// The root function's last case offers the subcommand names; it now completes the
    /// whole line as the default subcommand's, and the names for the first word.
    static func bash(_ script: String, command: String, fallback: String, subcommands: [String]) -> String {
        let names = subcommands.joined(separator: " ")
        let offer = #"        COMPREPLY+=($(compgen -W '\#(names)' -- "${cur}"))"#
        return script.replacingFirst(offer + "\n", with: """
                    # No subcommand: the line is the default subcommand's (cookbook's addition).
                    COMPREPLY=()
                    unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                    _\(command)_\(fallback)
                    if [[ "${COMP_CWORD}" -eq 1 && "${cur}" != -* ]]; then
                \(offer)
                    fi

            """)
    }

    /// The root function names the subcommands for the first word; the default
    /// subcommand's function is called there too, and for a line whose first word is no
    /// subcommand, with the words as they were before `_arguments` shifted them.
    static func zsh(_ script: String, command: String, fallback: String, subcommands: [String]) -> String {
        let names = subcommands.joined(separator: "|")
        let describe = "        _describe -V subcommand subcommands && ret=0\n"
        let dispatch = """
                    \(names))
                        "_\(command)_${words[1]}" && ret=0
                        ;;

            """
        return script
            .replacingFirst(describe, with: describe + """
                        # And the default subcommand's completions (cookbook's addition).
                        _\(command)_\(fallback) && ret=0

                """)
            .replacingFirst(dispatch, with: dispatch + """
                        *)
                            # No subcommand: the line is the default subcommand's (cookbook's addition).
                            words=("${command_line[@]}")
                            (( CURRENT = current_word_index + 1 ))
                            _\(command)_\(fallback) && ret=0
                            ;;

                """)
    }

    /// The token parser reads a line whose first word is no subcommand as the default
    /// subcommand's, and the default subcommand's completions are offered for the first
    /// word as well as the subcommand names.
    static func fish(_ script: String, command: String, fallback: String, subcommands: [String]) -> String {
        let rootParse = "        __\(command)_parse_subcommand 0 "
        guard let parseLine = script.split(separator: "\n", omittingEmptySubsequences: false)
            .first(where: { $0.hasPrefix(rootParse) }) else { return script }
        // Before the root command's own parse: argparse stops with an error at an option the
        // root command does not have, and leaves the tokens unusable.
        let rootNames = rootFlagNames(in: script, command: command)
        var adjusted = script.replacingFirst(parseLine + "\n", with: """
                    # No subcommand: the line is the default subcommand's (cookbook's addition).
                    if set -q unparsed_tokens[2]; and not contains -- $unparsed_tokens[2] \((subcommands + rootNames).joined(separator: " "))
                        set unparsed_tokens $unparsed_tokens[1] \(fallback) $unparsed_tokens[2..]
                    end

            """ + parseLine + "\n")
        // The default subcommand's lines, again for the first word (where the parser finds
        // no subcommand yet), leaving out the flags the root command has itself.
        let fallbackCondition = "\"\(command) \(fallback)\""
        let firstWord = script.split(separator: "\n").filter { line in
            guard line.hasPrefix("complete "), line.contains(fallbackCondition) else { return false }
            return !rootNames.contains { $0.hasPrefix("--") && line.contains(" -l '\($0.dropFirst(2))'") }
        }.map { $0.replacing(fallbackCondition, with: "\"\(command)\"") }
        if !firstWord.isEmpty {
            adjusted += (adjusted.hasSuffix("\n") ? "" : "\n")
                + "# The default subcommand's completions for the first word (cookbook's addition).\n"
                + firstWord.joined(separator: "\n") + "\n"
        }
        return adjusted
    }
}

extension CompletionScript {
    /// The root command's own flags in a fish script: `--version`, `-h`, `--help`.
    static func rootFlagNames(in script: String, command: String) -> [String] {
        script.split(separator: "\n")
            .filter { $0.hasPrefix("complete ") && $0.contains("_flags_or_options \"\(command)\" ") }
            .flatMap { line -> [String] in
                func value(after marker: String, prefix: String) -> String? {
                    line.firstRange(of: marker).map { prefix + line[$0.upperBound...].prefix { $0 != "'" } }
                }
                return [value(after: " -s '", prefix: "-"), value(after: " -l '", prefix: "--")].compactMap { $0 }
            }
    }
}

extension String {
    /// The string with the first `target` replaced; unchanged when there is none.
    func replacingFirst(_ target: some StringProtocol, with replacement: String) -> String {
        replacing(target, with: replacement, maxReplacements: 1)
    }
}
