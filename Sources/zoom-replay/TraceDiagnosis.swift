import Foundation
@_spi(Internals) import ZoomableImageCore

/// Why a file is not a gesture trace, in one line a person can act on: where — a line and column
/// for broken JSON, the path of keys (`events[3].event`) for a wrong value — and what, with the
/// valid choices when there is a fixed set of them.
///
/// The valid names come from the code (``ZoomInput/Kind``, ``ImageContentMode``,
/// ``ImageOrientation``), never from a list kept here.
enum TraceDiagnosis {
    /// The names a trace of a whole view may give an input, in declaration order.
    static var inputNames: [String] { ZoomInput.Kind.allCases.map(\.rawValue) }

    /// Describes why decoding `data` as a trace failed with `error`.
    ///
    /// - Parameters:
    ///   - error: what `GestureTrace(jsonData:)` threw.
    ///   - data: the file's bytes, to locate the problem in.
    /// - Returns: one line, e.g. `line 4, column 7: expected ',' or '}' after a value in an object`
    ///   or `events[3].event: unknown event "pinc"; the events are begin, …`.
    static func describe(_ error: any Error, in data: Data) -> String {
        guard let error = error as? DecodingError else { return error.localizedDescription }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Broken JSON: the decoder says so without saying where (on Linux).
            if let problem = JSONSyntax.firstProblem(in: data) { return problem.description }
            return sentence(context.debugDescription, underlying: context.underlyingError)
        case .typeMismatch(let type, let context) where type == ZoomInput.self:
            return located(input(at: context.codingPath, in: data) ?? sentence(context.debugDescription), context)
        case .keyNotFound(let key, let context):
            return located("missing \"\(key.stringValue)\"", context)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return located(sentence(context.debugDescription), context)
        case .dataCorrupted(let context):
            return located(sentence(context.debugDescription, underlying: context.underlyingError), context)
        @unknown default:
            return "\(error)"
        }
    }

    /// What is wrong with the input object at `path`: no key, an unknown name, or two inputs.
    static func input(at path: [any CodingKey], in data: Data) -> String? {
        guard let object = value(at: path, in: data) as? [String: Any] else { return nil }
        let names = object.keys.sorted()
        let valid = "the inputs are \(inputNames.joined(separator: ", "))"
        if let unknown = names.first(where: { ZoomInput.Kind(rawValue: $0) == nil }) {
            return "unknown input \"\(unknown)\"; \(valid)"
        }
        if names.isEmpty { return "an input with no name; \(valid)" }
        return "one input per entry, found \(names.map { "\"\($0)\"" }.joined(separator: " and "))"
    }

    /// The JSON value at a coding path, or `nil` when the data doesn't parse or has no such value.
    static func value(at path: [any CodingKey], in data: Data) -> Any? {
        var value: Any? = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        for key in path {
            if let index = key.intValue {
                guard let array = value as? [Any], array.indices.contains(index) else { return nil }
                value = array[index]
            } else {
                value = (value as? [String: Any])?[key.stringValue]
            }
        }
        return value
    }

    /// `message` prefixed by where it applies: `events[3].event: message`.
    static func located(_ message: String, _ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        guard !keys.isEmpty else { return message }
        return "\(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys): \(message)"
    }

    /// A decoder's description as a clause: no final full stop, the underlying reason appended.
    static func sentence(_ description: String, underlying: (any Error)? = nil) -> String {
        var text = description
        while text.hasSuffix(".") { text.removeLast() }
        if let underlying = underlying as NSError? {
            text += " (\(underlying.localizedDescription))"
        }
        return text
    }
}
