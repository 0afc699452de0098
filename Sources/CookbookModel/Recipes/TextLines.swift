/// The lines of a recipe's text as they are shown: a step written one instruction a line
/// (walked a line at a time in cooking mode), a description's paragraphs. Split at line
/// breaks (LF, CR LF, CR), each line without the white space at its ends; blank lines are
/// no lines.
public enum TextLines {
    public static func of(_ text: String) -> [String] {
        // Most steps are one line: kept as they are, nothing split.
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            let line = text.trimmingWhitespace
            return line.isEmpty ? [] : [line]
        }
        return text.split { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
