import CookbookModel

/// Reads a `.shopping-checked`: a line `+ name` (ticked off) or `- name` (back on), in the
/// order written, a space after the sign as cookcli reads it. Blank lines are passed over; any
/// other line (`+salt`, `+<tab>salt`, `* salt`) is named, with its line, and passed over too. Bytes a line at a time, without a `Character` each: a log of 100,000
/// lines reads in milliseconds.
public enum ShoppingCheckedReader {
    public static func read(_ bytes: some Collection<UInt8>) -> (checks: [ShoppingCheck], problems: [ShoppingListProblem]) {
        var checks: [ShoppingCheck] = []
        var problems: [ShoppingListProblem] = []
        let array = Array(bytes)
        var start = 0
        var number = 0
        array.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                number += 1
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                var first = start
                var last = end
                if last > first, buffer[last - 1] == 0x0D { last -= 1 }
                while first < last, buffer[first] == 0x20 || buffer[first] == 0x09 { first += 1 }
                while last > first, buffer[last - 1] == 0x20 || buffer[last - 1] == 0x09 { last -= 1 }
                defer { start = end + 1 }
                guard first < last else { continue }
                let sign = buffer[first]
                var nameStart = first + 1
                while nameStart < last, buffer[nameStart] == 0x20 || buffer[nameStart] == 0x09 { nameStart += 1 }
                guard sign == 0x2B || sign == 0x2D, nameStart < last, buffer[first + 1] == 0x20 else {
                    problems.append(ShoppingListProblem(line: number, message: "not '+ name' or '- name'"))
                    continue
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[nameStart..<last]), as: UTF8.self)
                checks.append(ShoppingCheck(checked: sign == 0x2B, name: name))
            }
        }
        return (checks, problems)
    }
}
