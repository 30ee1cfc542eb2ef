import Foundation
@_spi(Internals) import ZoomableImageCore

/// Reads fuzz bytes as the values the harness needs, deterministically: the same bytes always
/// decode to the same values, and reading past the end yields zeros (so every input decodes).
///
/// Floats are read through a tag byte that decides how the next bytes are used, so that the
/// fuzzer reaches ordinary values cheaply and bad ones (NaN, ±∞, huge, tiny, subnormal, −0)
/// through a one-byte mutation:
///
/// | tag | value | payload |
/// |---|---|---|
/// | 0x00–0x7F | ordinary: `Int16 + tag/128`, mapped per ``FloatKind`` | 2 bytes |
/// | 0x80–0xBF | ``specialValues``[tag − 0x80] | none |
/// | 0xC0–0xDF | ±(1 + m/65536) · 2^(8·e), e a signed byte: any magnitude | 3 bytes |
/// | 0xE0–0xFF | the raw IEEE 754 bit pattern (any double, NaN payloads included) | 8 bytes |
struct FuzzReader {
    /// How an ordinary (tag < 0x80) float is mapped from its fixed-point value `v` = Int16 + tag/128.
    enum FloatKind {
        /// A position in points: `v` (±32 768, 1/128 pt steps).
        case coordinate
        /// A length in points: `|v|`, so ordinary lengths are never negative (bad ones still are,
        /// through the other tags).
        case length
        /// A ratio (pinch factor, zoom scale, image scale): 2^(v / 4096), about 1/256 … 256.
        case factor
    }

    /// Values the fuzzer reaches through a single tag byte: the edges of floating point and the
    /// values the core treats specially.
    static let specialValues: [CGFloat] = [
        0, -0.0, 1, -1, 0.5, 2, 3, 4, 2.5, 0.1,
        .nan, -.nan, .infinity, -.infinity,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .ulpOfOne,
        1 + .ulpOfOne, 1 - .ulpOfOne / 2,
        1e-300, 1e300, 1e-154, 1e154, 1e-100, 1e100, 1e-15, 1e15, 1e-12, 1e12, 1e-9, 1e9,
        1e-5, 1e5, 1e-4, 1e4, 1e-4 * (1 - .ulpOfOne), 1e4 * (1 + .ulpOfOne), 2e4, 5e-5,
        10_000, 20_000, 0.55, 0.998, 1_000, 1e-6, 1e6,
        390, 844, 1024, 4032, 3024, 8000, 1e7,
        -1e300, -1e154, -1e9, -1e-9, -0.5, -2, -1000, -1e6,
    ]

    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(byte()) << UInt64(shift)
        }
        return value
    }

    mutating func float(_ kind: FloatKind) -> CGFloat {
        let tag = byte()
        switch tag {
        case 0x00..<0x80:
            let fixed = CGFloat(Int16(bitPattern: uint16())) + CGFloat(tag) / 128
            return Self.ordinary(fixed, kind)
        case 0x80..<0xC0:
            return Self.specialValues[Int(tag - 0x80) % Self.specialValues.count]
        case 0xC0..<0xE0:
            let mantissa = 1 + CGFloat(uint16()) / 65536
            let exponent = Int(Int8(bitPattern: byte())) * 8
            let magnitude = CGFloat(sign: .plus, exponent: exponent, significand: mantissa)
            return tag & 1 == 1 ? -magnitude : magnitude
        default:
            return CGFloat(Double(bitPattern: uint64()))
        }
    }

    static func ordinary(_ fixed: CGFloat, _ kind: FloatKind) -> CGFloat {
        switch kind {
        case .coordinate: fixed
        case .length: abs(fixed)
        case .factor: CGFloat(Foundation.exp2(Double(fixed / 4096)))
        }
    }

    mutating func point() -> CGPoint {
        CGPoint(x: float(.coordinate), y: float(.coordinate))
    }

    /// A velocity in points per second: coordinates scaled by 8 (ordinary flings up to ±262 144).
    mutating func velocity() -> CGPoint {
        CGPoint(x: float(.coordinate) * 8, y: float(.coordinate) * 8)
    }

    mutating func size() -> CGSize {
        CGSize(width: float(.length), height: float(.length))
    }

    mutating func rect() -> CGRect {
        CGRect(origin: point(), size: size())
    }

    /// A touch count for `.pinch`: mostly nil or 1…6, sometimes 0, negative or extreme.
    mutating func touchCount() -> Int? {
        switch byte() {
        case 0: nil
        case let small where small <= 6: Int(small)
        case 7: Int.max
        case 8: Int.min
        case 9: 0
        case 10: -1
        case let other: Int(other)
        }
    }
}
