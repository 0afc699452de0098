import AsyncHTTPClient
import NIOCore
import NIOHTTPCompression
import NIOPosix
import NIOSSL
#if canImport(Glibc)
import Glibc
#endif

/// Why a web address gave no page, each said in one line.
public enum FetchFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an http or https address.
    case notAnAddress
    /// The host's name is not known (or there is no network to ask).
    case nameNotFound(String)
    /// Nothing answers at the host's port.
    case refused
    /// No network, or the host cannot be reached.
    case unreachable(String)
    /// More than the time limit passed.
    case timeLimit(Int64)
    /// The server answered with an error.
    case status(Int, String)
    /// More than the limit, said by the server or found while reading.
    case tooBig(Int)
    /// The certificate or the TLS handshake failed.
    case insecure(String)
    /// Redirected too often, or in a circle.
    case redirects(String)
    /// Anything else the client said.
    case other(String)

    public var description: String {
        switch self {
        case .notAnAddress: "not a web address (http:// or https://)"
        case .nameNotFound(let host): "no such host \(host) (or no network)"
        case .refused: "connection refused"
        case .unreachable(let why): "cannot reach the host: \(why)"
        case .timeLimit(let seconds): "no answer within \(seconds) s"
        case .status(let code, let phrase): "the server answered \(code)\(phrase.isEmpty ? "" : " " + phrase)"
        case .tooBig(let bytes): "larger than " + (bytes >= 1024 * 1024 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes / 1024) KB")
        case .insecure(let why): "the secure connection failed: \(why)"
        case .redirects(let why): why
        case .other(let why): why
        }
    }

    /// The failure a client's error says.
    init(_ error: any Error, limits: PageFetcher.Limits) {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .deadlineExceeded, .readTimeout, .writeTimeout, .tlsHandshakeTimeout,
                 .getConnectionFromPoolTimeout:
                self = .timeLimit(limits.seconds)
            case .redirectLimitReached: self = .redirects("redirected more than \(limits.redirects) times")
            case .redirectCycleDetected: self = .redirects("redirected in a circle")
            default: self = .other("\(error)")
            }
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                self = .nameNotFound(error.host)
            } else if let first = error.connectionErrors.first?.error {
                self = FetchFailure(first, limits: limits)
            } else {
                self = .nameNotFound(error.host)
            }
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: self = .refused
            case ETIMEDOUT: self = .timeLimit(limits.seconds)
            case ENETUNREACH, EHOSTUNREACH, ENETDOWN: self = .unreachable(String(cString: strerror(error.errnoCode)))
            default: self = .other(String(cString: strerror(error.errnoCode)))
            }
        case is SocketAddressError, is SocketAddressError.UnknownHost:
            self = .nameNotFound("\(error)")
        case is NIOTooManyBytesError, is NIOHTTPDecompression.DecompressionError:
            self = .tooBig(limits.bytes)
        case let error as NIOSSLError:
            self = .insecure("\(error)")
        case let error as BoringSSLError:
            self = .insecure("\(error)")
        case is ChannelError:
            self = (error as? ChannelError) == .connectTimeout(.seconds(limits.seconds)) ? .timeLimit(limits.seconds) : .other("\(error)")
        default:
            self = .other("\(error)")
        }
    }
}
