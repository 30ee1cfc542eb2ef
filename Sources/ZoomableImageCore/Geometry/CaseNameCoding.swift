import Foundation

/// The JSON form of the enums that mirror UIKit's (``ImageContentMode``, ``ImageOrientation``,
/// ``RecognizerPhase``, ``AccessibilityScrollDirection``): the
/// case's name, e.g. `"scaleAspectFit"`, so a trace says what it means to whoever reads or
/// edits it. Decoding also takes UIKit's raw value (`1`), which traces written before names
/// were used hold.
enum CaseNameCoding {
    /// The name a value is written as: its case name.
    static func name<Value: RawRepresentable & CaseIterable>(of value: Value) -> String where Value.RawValue == Int {
        String(describing: value)
    }

    /// Every name, in raw-value order, for messages and help texts.
    static func names<Value: RawRepresentable & CaseIterable>(of _: Value.Type) -> [String] where Value.RawValue == Int {
        Value.allCases.map { name(of: $0) }
    }

    /// Decodes a case from its name or its raw value; `what` names the value in the error ("content
    /// mode").
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the valid names and raw values when the
    ///   value is neither.
    static func decode<Value: RawRepresentable & CaseIterable>(from decoder: any Decoder, what: String) throws
        -> Value where Value.RawValue == Int
    {
        let container = try decoder.singleValueContainer()
        let rawValues = Value.allCases.map(\.rawValue)
        let expected = "expected one of \(names(of: Value.self).joined(separator: ", ")), "
            + "or a number \(rawValues.min() ?? 0)…\(rawValues.max() ?? 0)"
        if let number = try? container.decode(Int.self) {
            guard let value = Value(rawValue: number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "no \(what) \(number); \(expected)")
            }
            return value
        }
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a \(what) is a name or a number; \(expected)")
        }
        guard let value = Value.allCases.first(where: { name(of: $0) == text }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown \(what) \"\(text)\"; \(expected)")
        }
        return value
    }

    /// Encodes `value` as its name.
    static func encode<Value: RawRepresentable & CaseIterable>(_ value: Value, to encoder: any Encoder) throws
        where Value.RawValue == Int
    {
        var container = encoder.singleValueContainer()
        try container.encode(name(of: value))
    }
}

extension ImageContentMode {
    /// Decodes a content mode from its name (`"scaleAspectFit"`) or its raw value (`1`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other value, naming the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try CaseNameCoding.decode(from: decoder, what: "content mode")
    }

    /// Encodes the content mode as its name, e.g. `"scaleAspectFit"`.
    public func encode(to encoder: any Encoder) throws {
        try CaseNameCoding.encode(self, to: encoder)
    }
}

extension ImageOrientation {
    /// Decodes an orientation from its name (`"right"`) or its raw value (`3`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other value, naming the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try CaseNameCoding.decode(from: decoder, what: "orientation")
    }

    /// Encodes the orientation as its name, e.g. `"right"`.
    public func encode(to encoder: any Encoder) throws {
        try CaseNameCoding.encode(self, to: encoder)
    }
}

extension RecognizerPhase {
    /// Decodes a phase from its name (`"began"`) or `UIGestureRecognizer.State`'s raw value (`1`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other value, naming the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try CaseNameCoding.decode(from: decoder, what: "recognizer phase")
    }

    /// Encodes the phase as its name, e.g. `"changed"`.
    public func encode(to encoder: any Encoder) throws {
        try CaseNameCoding.encode(self, to: encoder)
    }
}

extension AccessibilityScrollDirection {
    /// Decodes a direction from its name (`"right"`) or `UIAccessibilityScrollDirection`'s raw
    /// value (`1`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other value, naming the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try CaseNameCoding.decode(from: decoder, what: "scroll direction")
    }

    /// Encodes the direction as its name, e.g. `"next"`.
    public func encode(to encoder: any Encoder) throws {
        try CaseNameCoding.encode(self, to: encoder)
    }
}
