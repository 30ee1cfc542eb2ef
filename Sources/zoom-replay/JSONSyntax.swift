import Foundation

/// Finds the first syntax error in JSON text, and where it is: Foundation's decoder only says
/// "The given data was not valid JSON." on Linux, which leaves a person editing a trace by hand
/// to search for a missing comma.
///
/// A strict RFC 8259 reader that builds nothing: it walks the bytes once and stops at the first
/// problem. Numbers too large for a `Double` count as problems, because the decoder refuses
/// them too.
///
/// ```swift
/// JSONSyntax.firstProblem(in: Data("{\"a\": 1,\n  }".utf8))
/// // line 2, column 3: a trailing comma before '}'
/// ```
struct JSONSyntax {
    /// A syntax error: its line and column (both from 1; columns count characters) and what is
    /// wrong there.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The deepest nesting read before giving up (a trace needs five levels).
    static let maximumDepth = 512

    /// The first syntax error in `data`, or `nil` when it is valid JSON.
    static func firstProblem(in data: Data) -> Problem? {
        var reader = JSONSyntax(bytes: Array(data))
        do {
            try reader.readDocument()
            return nil
        } catch let failure as Failure {
            return reader.problem(failure)
        } catch {
            return nil
        }
    }

    /// A problem at a byte offset, before it is turned into a line and column.
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// What is found at the current offset, for messages: "'x'", or "the end of the file".
    var found: String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x80, let character = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self).first {
            return "'\(character)'"
        }
        return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte) (a control character)"
    }

    func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? self.offset, message: message)
    }

    mutating func readDocument() throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }   // a UTF-8 byte order mark
        skipWhitespace()
        try readValue(depth: 0)
        skipWhitespace()
        if current != nil { throw fail("unexpected \(found) after the end of the JSON value") }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    mutating func readValue(depth: Int) throws {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
        switch current ?? 0 {
        case UInt8(ascii: "{"): try readContainer(close: "}", depth: depth)
        case UInt8(ascii: "["): try readContainer(close: "]", depth: depth)
        case UInt8(ascii: "\""): try readString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
        case UInt8(ascii: "t"): try readLiteral("true")
        case UInt8(ascii: "f"): try readLiteral("false")
        case UInt8(ascii: "n"): try readLiteral("null")
        default: throw fail("expected a value, found \(found)")
        }
    }

    /// An object (`close` is `}`: members are `"key": value`) or an array (`]`: plain values).
    mutating func readContainer(close: Character, depth: Int) throws {
        let isObject = close == "}"
        let closing = UInt8(ascii: close.unicodeScalars.first ?? "}")
        offset += 1
        skipWhitespace()
        if current == closing { offset += 1; return }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else {
                    throw fail(current == closing ? "a trailing comma before '}'" : "expected a key in double quotes, found \(found)")
                }
                try readString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw fail("expected ':' after the key, found \(found)") }
                offset += 1
                skipWhitespace()
            } else if current == closing {
                throw fail("a trailing comma before ']'")
            }
            try readValue(depth: depth + 1)
            skipWhitespace()
            if current == closing { offset += 1; return }
            guard current == UInt8(ascii: ",") else {
                throw fail("expected ',' or '\(close)' after a value in an \(isObject ? "object" : "array"), found \(found)")
            }
            offset += 1
            skipWhitespace()
        }
    }

    mutating func readString() throws {
        let start = offset
        offset += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escaped = current, Array("\"\\/bfnrtu".utf8).contains(escaped) else {
                    throw fail("invalid escape sequence \\\(current.map { String(Unicode.Scalar($0)) } ?? "") in a string")
                }
                offset += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = current, Character(Unicode.Scalar(hex)).isHexDigit else {
                            throw fail("\\u must be followed by four hexadecimal digits")
                        }
                        offset += 1
                    }
                }
            case 0..<0x20:
                throw fail("a control character in a string (write \\n, \\t …)")
            default:
                offset += 1
            }
        }
        throw fail("a string that never ends (opened here)", at: start)
    }

    mutating func readNumber() throws {
        let start = offset
        func digits() -> Int {
            let first = offset
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
            return offset - first
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        let integer = digits()
        guard integer > 0 else { throw fail("expected a digit, found \(found)") }
        if integer > 1, bytes[offset - integer] == UInt8(ascii: "0") {
            throw fail("a number with a leading zero", at: start)
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail("expected a digit after '.', found \(found)") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent, found \(found)") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if let value = Double(text), !value.isFinite {
            throw fail("the number \(text) is too large (write \"inf\" for infinity)", at: start)
        }
    }

    mutating func readLiteral(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw fail("expected a value, found \(found)") }
        offset += expected.count
    }

    /// `failure` with its offset turned into a line and column.
    func problem(_ failure: Failure) -> Problem {
        let offset = min(failure.offset, bytes.count)
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return Problem(line: line, column: column, message: failure.message)
    }
}
