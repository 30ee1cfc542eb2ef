import Foundation
@_spi(Internals) import ZoomableImageCore

/// What `zoom-replay` does: read a trace (or take the built-in one), replay it, write one SVG
/// per step, `index.html` and `steps.json`, and print the step table.
enum ReplayCommand {
    /// Runs the command.
    ///
    /// - Parameter arguments: the command line without the program's name.
    /// - Returns: the exit status: 0 on success, 1 for a bad command line, an unreadable or
    ///   invalid trace, or an output directory that cannot be written.
    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ReplayArguments
        do {
            parsed = try ReplayArguments(arguments)
        } catch {
            let message = (error as? ReplayArguments.Problem)?.message ?? "\(error)"
            let synopsis = ReplayArguments.usage.components(separatedBy: "\n").prefix(3).joined(separator: "\n")
            return fail("\(message)\n\(synopsis)\nRun zoom-replay --help for more.")
        }
        switch parsed.action {
        case .help:
            print(ReplayArguments.usage)
            return 0
        case .printExample:
            print(BuiltInTrace.json)
            return 0
        case .replay(let tracePath):
            return replay(tracePath: tracePath, outputDirectory: parsed.outputDirectory)
        }
    }

    static func replay(tracePath: String?, outputDirectory: String) -> Int32 {
        // The path as given (relative paths stay relative), so a message points at the file typed.
        let name = tracePath.map { $0 == "-" ? "standard input" : $0 } ?? "built-in example (\(BuiltInTrace.fileName))"
        let data: Data
        do {
            switch tracePath {
            case nil: data = Data(BuiltInTrace.json.utf8)
            case "-"?: data = FileHandle.standardInput.readDataToEndOfFile()
            case let path?: data = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        } catch {
            return fail("cannot read \(tracePath ?? "") (\(error.localizedDescription))")
        }
        let trace: GestureTrace
        do {
            trace = try GestureTrace(jsonData: data)
        } catch {
            return fail("\(name) is not a gesture trace: \(TraceDiagnosis.describe(error, in: data))")
        }

        let steps = trace.replay()
        let scene = ReplayScene(trace: trace, steps: steps)
        let lastIndex = steps.count - 1
        let frames = steps.indices.map { index in
            StepDrawing(step: steps[index], previous: index > 0 ? steps[index - 1] : nil, lastIndex: lastIndex,
                        scene: scene).frame
        }
        let page = ReplayPage(title: name, note: trace.note, steps: steps, frames: frames)
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true).standardizedFileURL
        do {
            try write(frames: frames.map(\.svg), page: page.html, steps: steps, to: directory)
        } catch {
            return fail("cannot write to \(directory.path) (\(error.localizedDescription))")
        }

        let dropped = trace.droppedInputCount > 0
            ? " (\(trace.droppedInputCount) earlier inputs were dropped by the recorder)" : ""
        let entries = "\(trace.inputCount) inputs"
        print("Replayed \(name): \(entries)\(dropped)")
        if let note = trace.note { print(note) }
        print("")
        print(StepTable(steps: steps).text)
        print("")
        print("Wrote \(frames.count) SVG files, index.html and steps.json to \(directory.path)")
        print("Open \(directory.appendingPathComponent("index.html").absoluteString) in a browser to play it.")
        return 0
    }

    /// Writes `step-NNN.svg` per step (replacing older step files), `index.html` and `steps.json`.
    static func write(frames: [String], page: String, steps: [ReplayStep], to directory: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        for old in try files.contentsOfDirectory(atPath: directory.path)
        where old.hasPrefix("step-") && old.hasSuffix(".svg") {
            try files.removeItem(at: directory.appendingPathComponent(old))
        }
        let digits = max(3, String(frames.count - 1).count)
        for (index, svg) in frames.enumerated() {
            let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
            try writeFile(Data(svg.utf8), to: directory.appendingPathComponent("step-\(number).svg"))
        }
        try writeFile(Data(page.utf8), to: directory.appendingPathComponent("index.html"))
        try writeFile(GestureTrace.makeJSONEncoder().encode(steps.map(StepRecord.init)),
                      to: directory.appendingPathComponent("steps.json"))
    }

    /// Writes `data` to a file with plain `fopen`/`fwrite`: `Data.write(to:)` syncs every file to
    /// disk on Linux, which makes thousands of step files take many seconds.
    static func writeFile(_ data: Data, to url: URL) throws {
        guard let file = fopen(url.path, "wb") else { throw WriteError(path: url.path, code: errno) }
        let written = data.withUnsafeBytes { bytes in
            bytes.baseAddress.map { fwrite($0, 1, bytes.count, file) } ?? 0
        }
        let closed = fclose(file)
        guard written == data.count, closed == 0 else { throw WriteError(path: url.path, code: errno) }
    }

    /// A file that could not be written, with the C library's reason.
    struct WriteError: LocalizedError {
        let path: String
        let code: Int32
        var errorDescription: String? { "\(path): \(String(cString: strerror(code)))" }
    }

    /// Prints `message` to standard error and returns exit status 1.
    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("zoom-replay: \(message)\n".utf8))
        return 1
    }
}
