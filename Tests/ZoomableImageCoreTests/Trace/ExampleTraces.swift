import Foundation
@_spi(Internals) @testable import ZoomableImageCore

/// The checked-in traces of `Examples/Traces/`, found from this file's path so the tests run
/// from any working directory.
enum ExampleTraces {
    /// The repository's root: this file is `Tests/ZoomableImageCoreTests/Trace/ExampleTraces.swift`.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Examples/Traces/`.
    static let folder = repository.appendingPathComponent("Examples/Traces", isDirectory: true)

    /// Every `.json` file in the folder, sorted.
    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The text of one file.
    static func text(_ fileName: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
    }

    /// One file, decoded.
    static func load(_ fileName: String) throws -> GestureTrace {
        try GestureTrace(jsonData: Data(contentsOf: folder.appendingPathComponent(fileName)))
    }

    /// `Tests/ZoomableImageCoreTests/Trace/LegacyTraces/`: traces written by versions before 1.0
    /// (the examples as they were, and recordings of the code then, with what it replayed them to).
    static let legacyFolder = repository.appendingPathComponent("Tests/ZoomableImageCoreTests/Trace/LegacyTraces",
                                                                isDirectory: true)

    /// A legacy file, decoded.
    static func loadLegacy(_ fileName: String) throws -> GestureTrace {
        try GestureTrace(jsonData: Data(contentsOf: legacyFolder.appendingPathComponent(fileName)))
    }

    /// A format 1 legacy file's replay step by step of its engine events: step 0 the start, step
    /// *i* the state after event *i* − 1 — as the engine replayed it before 1.0.
    static func eventSteps(_ fileName: String) throws -> [ReplayStep] {
        let data = try Data(contentsOf: legacyFolder.appendingPathComponent(fileName))
        let legacy = try GestureTrace.makeJSONDecoder().decode(LegacyTrace.self, from: data)
        let converted = try legacy.convertedEvents()
        let steps = converted.trace.replay()
        return [steps[0]] + converted.eventEnds.map { steps[$0] }
    }

    /// The JSON that `zoom-replay` replays without arguments: the raw string literal in
    /// `Sources/zoom-replay/BuiltInTrace.swift`, between the line ending in `#"""` and the line `"""#`.
    static func builtInJSON() throws -> String? {
        let source = try String(contentsOf: repository.appendingPathComponent("Sources/zoom-replay/BuiltInTrace.swift"),
                                encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let open = lines.firstIndex(where: { $0.hasSuffix("#\"\"\"") }),
              let close = lines[(open + 1)...].firstIndex(of: "\"\"\"#") else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }
}
