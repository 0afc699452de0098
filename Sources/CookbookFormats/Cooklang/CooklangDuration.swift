/// A time as recipe files write it, in whole minutes:
///
///     45  "45 min"  "1 hour 20 minutes"  "1h30m"  "1h30"  "1.5 hours"  "1 1/2 hours"
///     "PT1H30M"  "10-15 min" (the first: 10)  "30 seconds" (1)
///
/// Words that are not units ("about", "and") are passed over. Nil when no number is found, and
/// for more than `Catalog.largestNumber` minutes.
enum CooklangDuration {
    static func minutes(_ text: String, largest: Int) -> Int? {
        var text = text
        return text.withUTF8 { minutes($0, largest: largest) }
    }

    private enum Token {
        case number(Double, isFraction: Bool)
        case word(factor: Double?)
        case range
    }

    private static func minutes(_ bytes: UnsafeBufferPointer<UInt8>, largest: Int) -> Int? {
        var total = 0.0
        var found = false
        var pending: Double?
        var lastFactor: Double?
        var skipNumber = false

        for token in tokens(bytes) {
            switch token {
            case .number(let value, let isFraction):
                if skipNumber {
                    skipNumber = false
                } else if let before = pending, isFraction {
                    pending = before + value  // "1 1/2"
                } else {
                    pending = value
                }
            case .word(let factor?):
                if let value = pending {
                    total += value * factor
                    found = true
                    lastFactor = factor
                    pending = nil
                }
                skipNumber = false
            case .word(nil):
                skipNumber = false
            case .range:
                // "10-15 min", "10 to 15 min": the first number; its unit follows the second.
                if pending != nil { skipNumber = true }
            }
        }
        if let value = pending {
            // "1h30": minutes after hours; a lone number is minutes.
            if lastFactor == 60 || !found {
                total += value
                found = true
            }
        }
        guard found, total.isFinite, total >= 0, total <= Double(largest) else { return nil }
        let rounded = Int(total.rounded())
        return rounded == 0 && total > 0 ? 1 : rounded
    }

    private static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b &- 0x30 < 10 || (b == UInt8(ascii: ".") && i + 1 < n && bytes[i + 1] &- 0x30 < 10) {
                var k = i
                while k < n, bytes[k] &- 0x30 < 10 || bytes[k] == UInt8(ascii: ".") { k += 1 }
                var value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<k]), as: UTF8.self)) ?? 0
                var isFraction = false
                if k + 1 < n, bytes[k] == UInt8(ascii: "/"), bytes[k + 1] &- 0x30 < 10 {
                    var d = k + 1
                    while d < n, bytes[d] &- 0x30 < 10 { d += 1 }
                    let denominator = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[(k + 1)..<d]), as: UTF8.self)) ?? 0
                    value = denominator == 0 ? 0 : value / denominator
                    isFraction = true
                    k = d
                }
                tokens.append(.number(value, isFraction: isFraction))
                i = k
            } else if isLetter(b) {
                var k = i
                while k < n, isLetter(bytes[k]) { k += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<k]), as: UTF8.self).lowercased()
                tokens.append(word == "to" ? .range : .word(factor: factors[word]))
                i = k
            } else if b == UInt8(ascii: "-") {
                tokens.append(.range)
                i += 1
            } else if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0x93 || bytes[i + 2] == 0x94 {
                tokens.append(.range)  // – —
                i += 3
            } else {
                i += 1
            }
        }
        return tokens
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Minutes per unit.
    private static let factors: [String: Double] = [
        "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
        "m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1,
        "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60,
        "d": 1440, "day": 1440, "days": 1440,
    ]
}
