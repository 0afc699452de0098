import CZlib

/// Deflated bytes unpacked by zlib, never past a limit: a zip member's raw deflate data, or a
/// gzip file (a Paprika recipe), whose header, CRC and length zlib checks. The input is all
/// there is: a stream that has not ended when it runs out is damaged, never waited on.
enum Inflate {
    enum Format {
        /// A zip member's data: deflate with no header.
        case raw
        /// RFC 1952: a header, the deflate data, its CRC-32 and length (the first member only).
        case gzip
    }

    enum Problem: Error, Equatable {
        /// Not deflate (or gzip) data, or cut short.
        case damaged
        /// It unpacks to more than the limit.
        case tooLarge
    }

    /// The bytes `input` unpacks to, at most `limit` of them.
    static func unpack(_ input: ArraySlice<UInt8>, format: Format, limit: Int) -> Result<[UInt8], Problem> {
        guard input.count <= Int(UInt32.max) else { return .failure(.tooLarge) }
        let limit = min(max(limit, 0), 1 << 40)
        var stream = z_stream()
        let windowBits: Int32 = format == .raw ? -MAX_WBITS : MAX_WBITS + 16
        guard inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .failure(.damaged)
        }
        defer { inflateEnd(&stream) }
        let chunk = 64 * 1024
        var output: [UInt8] = []
        var space = [UInt8](repeating: 0, count: chunk)
        return input.withUnsafeBufferPointer { source -> Result<[UInt8], Problem> in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            while true {
                // One byte more than the limit allows, to see that it is passed.
                let room = min(chunk, limit - output.count + 1)
                let result = space.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(room)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = room - Int(stream.avail_out)
                output.append(contentsOf: space[0..<produced])
                if output.count > limit { return .failure(.tooLarge) }
                switch result {
                case Z_STREAM_END:
                    return .success(output)
                case Z_OK, Z_BUF_ERROR:
                    // Room left over and nothing more to read: the stream was cut short.
                    if stream.avail_out > 0 && stream.avail_in == 0 { return .failure(.damaged) }
                    if produced == 0 && result == Z_BUF_ERROR { return .failure(.damaged) }
                default:
                    return .failure(.damaged)
                }
            }
        }
    }

    /// The CRC-32 zip and gzip check members by.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc = CZlib.crc32(0, nil, 0)
            var start = 0
            // zlib takes a 32-bit length.
            while start < buffer.count {
                let count = min(buffer.count - start, 1 << 30)
                crc = CZlib.crc32(crc, buffer.baseAddress! + start, uInt(count))
                start += count
            }
            return UInt32(crc)
        }
    }

    /// Gzip's magic number, `1F 8B`, and deflate as its method.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 18 && bytes[0] == 0x1F && bytes[1] == 0x8B && bytes[2] == 8
    }
}
