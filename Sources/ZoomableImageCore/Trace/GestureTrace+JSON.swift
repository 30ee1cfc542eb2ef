import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The JSON format of a trace: version 1 for engine events, version 2 for a whole view.
///
/// An object with sorted keys. Points and sizes are `[x, y]` / `[width, height]`, rects
/// `[[x, y], [width, height]]` and transforms `[a, b, c, d, tx, ty]` — Foundation's formats for
/// the CoreGraphics types, so a trace written on a device reads on Linux and back. Each event is
/// `{"time": seconds, "event": {"<case>": {<labelled values>}}}`, e.g.
/// `{"event":{"pinch":{"centroid":[0,150],"factor":2,"touchCount":2}},"time":0.05}`; the case
/// names are ``GestureEvent/Kind``'s. The image layout's `contentMode` and `orientation` are
/// written as names (`"scaleAspectFit"`, `"right"`); UIKit's raw values (`1`, `3`) read too.
/// `coverageRect`, `imageLayout`, `initialGeometry` and `note` may be absent; `droppedEventCount`
/// defaults to 0. Version 2 adds `inputs` (`{"time": seconds, "input": {"<case>": …}}`, the
/// ``ZoomInput`` cases, names by ``ZoomInput/Kind``) and, in a recorded trace, `interaction`
/// (the view's ``ZoomInteraction`` as the trace starts, every field of its state; without it the
/// inputs start from a new view). The version 1 fields are then those of the starting engine,
/// so tools that only draw still read them. Numbers that are not finite — a glitching
/// recognizer, a hand-written edge case — are the strings `"nan"`, `"inf"` and `"-inf"`, so every
/// trace survives a round trip.
extension GestureTrace: Codable {
    enum CodingKeys: String, CodingKey {
        case formatVersion, containerBounds, restingFrame, contentFrame, coverageRect, coveragePolicy
        case configuration, imageLayout, initialGeometry, events, note, droppedEventCount
        case interaction, inputs
    }

    /// Decodes a trace, refusing a ``formatVersion`` newer than this build's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        guard (1...Self.formatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: "trace format \(version) is not supported "
                    + "(this build reads 1…\(Self.formatVersion))")
        }
        self.init(
            containerBounds: try container.decode(CGRect.self, forKey: .containerBounds),
            restingFrame: try container.decode(CGRect.self, forKey: .restingFrame),
            contentFrame: try container.decode(CGRect.self, forKey: .contentFrame),
            coverageRect: try container.decodeIfPresent(CGRect.self, forKey: .coverageRect),
            coveragePolicy: try container.decode(CoveragePolicy.self, forKey: .coveragePolicy),
            configuration: try container.decode(ZoomConfiguration.self, forKey: .configuration),
            imageLayout: try container.decodeIfPresent(ImageLayout.self, forKey: .imageLayout),
            initialGeometry: try container.decodeIfPresent(ViewGeometry.self, forKey: .initialGeometry),
            events: try container.decode([TimedGestureEvent].self, forKey: .events),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            droppedEventCount: try container.decodeIfPresent(Int.self, forKey: .droppedEventCount) ?? 0)
        interaction = try container.decodeIfPresent(ZoomInteraction.self, forKey: .interaction)
        inputs = try container.decodeIfPresent([TimedZoomInput].self, forKey: .inputs) ?? []
    }

    /// Encodes the trace — version 2 for a whole view, version 1 for engine events; `nil` optionals
    /// are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isWholeView ? Self.formatVersion : 1, forKey: .formatVersion)
        try container.encode(containerBounds, forKey: .containerBounds)
        try container.encode(restingFrame, forKey: .restingFrame)
        try container.encode(contentFrame, forKey: .contentFrame)
        try container.encodeIfPresent(coverageRect, forKey: .coverageRect)
        try container.encode(coveragePolicy, forKey: .coveragePolicy)
        try container.encode(configuration, forKey: .configuration)
        try container.encodeIfPresent(imageLayout, forKey: .imageLayout)
        try container.encodeIfPresent(initialGeometry, forKey: .initialGeometry)
        try container.encode(events, forKey: .events)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encode(droppedEventCount, forKey: .droppedEventCount)
        try container.encodeIfPresent(interaction, forKey: .interaction)
        if isWholeView { try container.encode(inputs, forKey: .inputs) }
    }
}

extension GestureTrace {
    /// Reads a trace from JSON in the format above (non-finite numbers as `"nan"`, `"inf"`,
    /// `"-inf"`).
    ///
    /// - Parameter jsonData: the file's bytes, UTF-8 JSON.
    /// - Throws: `DecodingError` for malformed JSON, a missing field or an unsupported
    ///   ``formatVersion``.
    public init(jsonData: Data) throws {
        self = try Self.makeJSONDecoder().decode(GestureTrace.self, from: jsonData)
    }

    /// The trace as JSON: pretty-printed, keys sorted (so equal traces give equal bytes and
    /// diffs stay small), non-finite numbers as `"nan"`, `"inf"`, `"-inf"`.
    ///
    /// - Returns: UTF-8 JSON, ready to write to a `.json` file.
    /// - Throws: `EncodingError` only if a value cannot be encoded (none can today).
    public func jsonData() throws -> Data {
        try Self.makeJSONEncoder().encode(self)
    }

    /// A decoder for traces and their parts (events, steps), accepting `"nan"`, `"inf"` and
    /// `"-inf"` for non-finite numbers.
    public static func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// An encoder for traces and their parts (events, steps): pretty-printed, sorted keys,
    /// non-finite numbers as `"nan"`, `"inf"` and `"-inf"`.
    public static func makeJSONEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}
