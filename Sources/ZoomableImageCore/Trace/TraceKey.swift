import Foundation

/// A coding key named by a string: the trace format's keys, written out where a type encodes
/// itself, so that the file format is spelled in one place per type rather than derived from
/// stored properties.
struct TraceKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

extension KeyedDecodingContainer where Key == TraceKey {
    /// The value under `name` (or the first of `aliases`, the names older files used), or
    /// `fallback` when none is present — how a field added later reads from an older file.
    func value<Value: Decodable>(_ name: String, or fallback: @autoclosure () -> Value, aliases: [String] = []) throws
        -> Value
    {
        for key in ([name] + aliases).map(TraceKey.init) where contains(key) {
            if try decodeNil(forKey: key) { return fallback() }
            return try decode(Value.self, forKey: key)
        }
        return fallback()
    }

    /// The value under `name` (or one of `aliases`), which must be present.
    func required<Value: Decodable>(_ name: String, aliases: [String] = []) throws -> Value {
        for key in ([name] + aliases).map(TraceKey.init) where contains(key) {
            return try decode(Value.self, forKey: key)
        }
        throw DecodingError.keyNotFound(TraceKey(name), DecodingError.Context(
            codingPath: codingPath, debugDescription: "\"\(name)\" is missing"))
    }
}

extension KeyedEncodingContainer where Key == TraceKey {
    /// Writes `value` under `name`.
    mutating func put<Value: Encodable>(_ value: Value, _ name: String) throws {
        try encode(value, forKey: TraceKey(name))
    }

    /// Writes `value` under `name` unless it is `nil`.
    mutating func putIfPresent<Value: Encodable>(_ value: Value?, _ name: String) throws {
        try encodeIfPresent(value, forKey: TraceKey(name))
    }
}
