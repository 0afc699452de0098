
/// The durations in a step's text: "bake 25 minutes", "1 hour 10 min", "1 1/2 hours",
/// "3-4 min", "30 seconds", "2 h", "10 min.", "25 Minuten", "1 Stunde", "25 minuti",
/// "25 minutos", and a Cooklang timer, which the reader writes into the step as its amount
/// and unit (`~{25%minutes}` and `~eggs{3%minutes}` read "25 minutes", "3 minutes").
///
/// A duration is an amount as `AmountText` reads it (a range too, "10 to 15 minutes"), then a
/// word of seconds, minutes or hours in English, German, French, Italian, Spanish, Dutch or a
/// Nordic language (`25-minute` too); an hour or minute may go on with a smaller unit ("1
/// hour and 10 minutes", "1h30"). Numbers inside words or other numbers are not read
/// ("A4", "1.5"'s "5"). English numbers in words count too ("ten minutes", "an hour", "half
/// an hour"). Nothing else is a duration: "350 degrees", "2 cups", "9-inch".
public enum StepDurations {
    public static func find(in text: String) -> [FoundDuration] {
        let bytes = Array(text.utf8)
        var found: [FoundDuration] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // A digit or a vulgar fraction's first byte, not inside a word or a number.
            let before = index > 0 ? bytes[index - 1] : 0x20
            let insideWord = before < 0x80 && (UTF8Scan.isLetter(before) || UTF8Scan.isDigit(before) || before == 0x2E || before == 0x2C)
            if !insideWord, byte < 0x80, UTF8Scan.isLetter(byte), let worded = wordedDuration(bytes, at: index, in: text) {
                found.append(worded.0)
                index = worded.1
                continue
            }
            guard UTF8Scan.isDigit(byte) || byte == 0xC2 || byte == 0xE2, !insideWord else {
                index += 1
                continue
            }
            if let duration = duration(bytes, at: index, in: text) {
                found.append(duration.0)
                index = duration.1
            } else {
                index += 1
                while index < bytes.count, UTF8Scan.isDigit(bytes[index]) { index += 1 }
            }
        }
        return found
    }

    /// The duration that begins at `start`, and the byte after it.
    private static func duration(_ bytes: [UInt8], at start: Int, in text: String) -> (FoundDuration, Int)? {
        var index = start
        guard let amount = AmountText.read(bytes, at: &index), let unit = unit(bytes, &index, allowHyphen: true) else { return nil }
        var seconds = amount.value * unit
        var upTo = amount.upTo.map { $0 * unit }
        var end = index
        // "1 hour 10 min", "1 h and 30 minutes", "2 minutes 30 seconds", "1h30".
        if amount.upTo == nil, unit > 1 {
            var probe = index
            UTF8Scan.skipSpaces(bytes, &probe)
            for word in ["and ", "und ", "et ", "e ", "y ", "en "] where UTF8Scan.starts(bytes, with: word, at: probe) {
                probe += word.utf8.count
                break
            }
            var number = probe
            if let more = AmountText.read(bytes, at: &number), more.upTo == nil {
                var afterUnit = number
                if let smaller = Self.unit(bytes, &afterUnit, allowHyphen: false), smaller < unit {
                    seconds += more.value * smaller
                    end = afterUnit
                } else if probe == index, unit == 3600, more.value < 60 {
                    seconds += more.value * 60
                    end = number
                }
            }
        }
        if end > index { upTo = nil }
        guard seconds.isFinite, seconds > 0, seconds < 1e9 else { return nil }
        let utf8 = text.utf8
        let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
        let duration = FoundDuration(
            range: range, seconds: Int(seconds.rounded()), upToSeconds: upTo.map { Int($0.rounded()) }, text: String(text[range]))
        return (duration, end)
    }

    /// A duration in words ("ten minutes", "an hour", "half an hour", "a minute") that
    /// begins at `start`, and the byte after it. English only: recipes in other languages
    /// write their times in digits.
    private static func wordedDuration(_ bytes: [UInt8], at start: Int, in text: String) -> (FoundDuration, Int)? {
        var index = start
        func word() -> String? {
            UTF8Scan.skipSpaces(bytes, &index)
            let begin = index
            while index < bytes.count, UTF8Scan.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
            return index > begin ? String(decoding: bytes[begin..<index], as: UTF8.self).lowercased() : nil
        }
        guard var first = word() else { return nil }
        var factor = 1.0
        if first == "half" {
            // "half an hour", "half a minute".
            guard let article = word(), article == "a" || article == "an" else { return nil }
            factor = 0.5
            first = article
        }
        guard let number = numberWords[first], let unit = unit(bytes, &index, allowHyphen: false) else { return nil }
        let seconds = number * factor * unit
        let utf8 = text.utf8
        let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: index)
        return (FoundDuration(range: range, seconds: Int(seconds.rounded()), text: String(text[range])), index)
    }

    /// English numbers a step may spell out before a unit of time.
    static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "twenty-five": 25, "thirty": 30, "forty": 40,
        "forty-five": 45, "fifty": 50, "sixty": 60, "ninety": 90,
    ]

    /// Seconds in one of the unit word at `index` (after spaces, or a hyphen: "25-minute"),
    /// `index` moved past the word (not a final dot).
    private static func unit(_ bytes: [UInt8], _ index: inout Int, allowHyphen: Bool) -> Double? {
        var probe = index
        UTF8Scan.skipSpaces(bytes, &probe)
        if allowHyphen, probe == index, probe < bytes.count, bytes[probe] == UInt8(ascii: "-") { probe += 1 }
        let start = probe
        while probe < bytes.count, UTF8Scan.isLetter(bytes[probe]) { probe += 1 }
        guard probe > start, probe - start <= 12 else { return nil }
        let word = String(decoding: bytes[start..<probe], as: UTF8.self).lowercased()
        guard let seconds = units[word] else { return nil }
        index = probe
        return seconds
    }

    /// Unit words, lowercase, to seconds.
    static let units: [String: Double] = {
        let words: [(Double, [String])] = [
            (1, [
                "sec", "secs", "second", "seconds", "sekunde", "sekunden", "sek", "seconde", "secondes", "secondo", "secondi",
                "segundo", "segundos", "seconden", "sekunder", "sekund", "sekundy",
            ]),
            (60, [
                "min", "mins", "minute", "minutes", "minuten", "minuti", "minuto", "minutos", "minutter", "minuter", "minut",
                "minuty", "minút", "mn", "perc", "percig", "minuut",
            ]),
            (3600, [
                "h", "hr", "hrs", "hour", "hours", "stunde", "stunden", "std", "heure", "heures", "ora", "ore", "hora", "horas",
                "uur", "timme", "timmar", "óra", "órát", "hodina", "hodiny", "hodin", "godzina", "godziny",
            ]),
        ]
        var table: [String: Double] = [:]
        for (seconds, spellings) in words {
            for spelling in spellings { table[spelling] = seconds }
        }
        return table
    }()
}
