/// Numbers as the short texts lists show (`12`, `3/8`, `1h05`), made from their digits on
/// the stack: `String(n)` goes through the generic `description`, interpolation costs five
/// times as much, and a text of up to fifteen bytes is then a small string, with nothing
/// allocated. Drawn on every row of every frame.
package enum ShortNumbers {
    package static func decimal(_ n: Int) -> String {
        make { write(n, into: $0, at: 0) }
    }

    /// `n/total`: where the selection is in a list of `total`.
    package static func fraction(_ n: Int, of total: Int) -> String {
        make { buffer in
            let slash = write(n, into: buffer, at: 0)
            buffer[slash] = UInt8(ascii: "/")
            return write(total, into: buffer, at: slash + 1)
        }
    }

    static let capacity = 48

    /// The text `body` writes (ASCII, up to `capacity` bytes), returning its length.
    static func make(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let count = body(buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The digits of `n` (a minus first when below zero) from `start`, 20 bytes at most; the
    /// index after them.
    static func write(_ n: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var start = start
        if n < 0 {
            buffer[start] = UInt8(ascii: "-")
            start += 1
        }
        var rest = n.magnitude, digits = 1
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        rest = n.magnitude
        for i in stride(from: start + digits - 1, through: start, by: -1) {
            buffer[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return start + digits
    }
}
