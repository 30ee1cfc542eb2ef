import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The JSON format of a trace, version 3:
///
/// ```json
/// {"formatVersion": 3, "note": "…", "droppedInputCount": 0,
///  "start": {…TraceStart…},
///  "inputs": [{"time": 0, "input": {"pinch": {"phase": "began", "scale": 1, "centroid": [0, 150], "touchCount": 2}}}]}
/// ```
///
/// An object with sorted keys. Points and sizes are `[x, y]` / `[width, height]`, rects
/// `[[x, y], [width, height]]` and transforms `[a, b, c, d, tx, ty]` — Foundation's formats for
/// the CoreGraphics types, so a trace written on a device reads on Linux and back. The start is
/// an explicit record (``TraceStart``), each input its kind's name and its fields by name
/// (``ZoomInput``'s coding); every field has a default, so a file written by an older version
/// reads with the fields it lacks at their defaults. Numbers that are not finite — a glitching
/// recognizer, a hand-written edge case — are the strings `"nan"`, `"inf"` and `"-inf"`, so every
/// trace survives a round trip.
///
/// Versions 1 and 2 (before 1.0) read too and become the same session as version 3
/// (``LegacyTrace``); a version newer than ``GestureTrace/formatVersion`` is refused.
extension GestureTrace: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        let version: Int = try c.required("formatVersion")
        switch version {
        case 1, 2:
            self = try LegacyTrace(from: decoder).converted()
        case Self.formatVersion:
            self.init(start: try c.value("start", or: .newView), inputs: try c.value("inputs", or: []),
                      note: try c.value("note", or: nil), droppedInputCount: try c.value("droppedInputCount", or: 0))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: TraceKey("formatVersion"), in: c,
                debugDescription: "trace format \(version) is not supported (this build reads 1…\(Self.formatVersion))")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(Self.formatVersion, "formatVersion")
        try c.putIfPresent(note, "note")
        try c.put(droppedInputCount, "droppedInputCount")
        try c.put(start, "start")
        try c.put(inputs, "inputs")
    }
}

extension GestureTrace {
    /// Reads a trace from UTF-8 JSON in the format above (non-finite numbers as `"nan"`, `"inf"`,
    /// `"-inf"`), of any version up to ``formatVersion``.
    ///
    /// - Throws: `DecodingError` for malformed JSON, a missing required field or an unsupported
    ///   ``formatVersion``; ``LegacyFormatError`` for a version 1 trace no image view could have
    ///   recorded.
    public init(jsonData: Data) throws {
        self = try Self.makeJSONDecoder().decode(GestureTrace.self, from: jsonData)
    }

    /// The trace as JSON, version 3: pretty-printed, keys sorted (so equal traces give equal
    /// bytes and diffs stay small), non-finite numbers as `"nan"`, `"inf"`, `"-inf"`: UTF-8, ready
    /// to write to a `.json` file.
    ///
    /// - Throws: `EncodingError` only if a value cannot be encoded (none can today).
    public func jsonData() throws -> Data {
        try Self.makeJSONEncoder().encode(self)
    }

    /// A decoder for traces and their parts, accepting `"nan"`, `"inf"` and `"-inf"` for
    /// non-finite numbers.
    @_spi(Internals)
    public static func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// An encoder for traces and their parts: pretty-printed, sorted keys, non-finite numbers as
    /// `"nan"`, `"inf"` and `"-inf"`.
    @_spi(Internals)
    public static func makeJSONEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}
