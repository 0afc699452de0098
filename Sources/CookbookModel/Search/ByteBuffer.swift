#if canImport(Glibc)
import Glibc
#endif

/// A growable run of bytes for the indexer's hot loops: appends are a capacity check and a
/// copy, with none of an array's copy-on-write checks.
///
/// Not a safe value: copies share memory. The one owner either calls `deallocate()` or
/// hands the memory to an `OwnedBytes` with `freeze()`.
package struct ByteBuffer {
    package private(set) var base: UnsafeMutablePointer<UInt8>
    package private(set) var count = 0
    package private(set) var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) package mutating func append(_ bytes: UnsafePointer<UInt8>, count n: Int) {
        if count + n > capacity { grow(to: count + n) }
        memcpy(base + count, bytes, n)
        count += n
    }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, count: bytes.count)
    }

    /// Eight bytes at once, in memory order.
    @inline(__always) package mutating func append(word: UInt64) {
        if count + 8 > capacity { grow(to: count + 8) }
        UnsafeMutableRawPointer(base + count).storeBytes(of: word, as: UInt64.self)
        count += 8
    }

    @inline(__always) package mutating func removeAll() { count = 0 }

    package mutating func truncate(to n: Int) { count = min(count, n) }

    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    package subscript(i: Int) -> UInt8 {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        memcpy(newBase, base, count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    package func deallocate() { base.deallocate() }

    /// Hands the memory to an owner that frees it; this buffer must not be used after.
    package func freeze() -> OwnedBytes { OwnedBytes(base: base, count: count) }
}

/// Read-only bytes that free themselves.
package final class OwnedBytes: @unchecked Sendable {
    package let base: UnsafeMutablePointer<UInt8>
    package let count: Int

    package init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    package convenience init(_ array: [UInt8]) {
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(array.count, 1))
        array.withUnsafeBufferPointer { if let start = $0.baseAddress { memcpy(base, start, array.count) } }
        self.init(base: base, count: array.count)
    }

    deinit { base.deallocate() }

    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
