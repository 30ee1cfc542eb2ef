import Foundation
@_spi(Internals) import ZoomableImageCore

/// The command line, parsed by hand (the package has no dependencies).
///
/// ```
/// zoom-replay [TRACE.json] [--out DIR]
/// zoom-replay --print-example
/// zoom-replay --help
/// ```
struct ReplayArguments: Equatable {
    /// What to do.
    enum Action: Equatable {
        /// Replay a trace file, or the built-in example when `nil`, and write the output.
        case replay(tracePath: String?)
        /// Print the built-in example trace's JSON (a template for hand-written traces).
        case printExample
        /// Print the usage.
        case help
    }

    /// A command line that makes no sense; the message says why.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// The output directory when `--out` is not given: `replay-output` in the current directory.
    static let defaultOutputDirectory = "replay-output"

    /// The help text. The lists of names come from the core's types, so they can't drift.
    static var usage: String {
        """
        usage: zoom-replay [TRACE.json] [--out DIR]
               zoom-replay --print-example
               zoom-replay --help

        Replays a gesture trace through the view's decisions (ZoomInteraction) and writes, to DIR
        (default ./replay-output):
          step-NNN.svg  one drawing per step: container, coverage rect, drawn image with its pixel
                        grid, view frame, settle target (dashed), the input (centroid, tap, pan, fling)
          index.html    all steps as an animation with a scrubber; open it in a browser
                        (index.html#step=N opens step N)
          steps.json    the replayed steps, machine-readable
        and prints one line per step: time, input, zoom scale, centre, gaps.

        Without TRACE.json it replays the built-in example (\(BuiltInTrace.fileName)): a pinch at a
        corner, a pull past an edge, a fling and double taps. TRACE.json "-" reads standard input.

        options:
          -o, --out DIR     where to write (created if needed; old step files in it are replaced)
          --print-example   print the built-in example trace (a template for your own)
          -h, --help        show this help

        A trace is JSON (see --print-example), format 3: where the view starts ("start": its
        bounds, container, image, content mode, configuration, zoom) and its inputs, each
        {"time": seconds, "input": {"<input>": {<values by name>}}}. Formats 1 and 2, written
        before 1.0, read too.
          <input>       \(wrapped(TraceDiagnosis.inputNames, indent: 16))
          contentMode   \(wrapped(ImageContentMode.allCases.map { "\($0)" }, indent: 16))
                        (or UIKit's raw value, \(rawValues(ImageContentMode.self)))
          orientation   \(wrapped(ImageOrientation.allCases.map { "\($0)" }, indent: 16))
                        (or UIKit's raw value, \(rawValues(ImageOrientation.self)))
        """
    }

    /// `names` separated by commas, wrapped at 96 columns with continuation lines indented by
    /// `indent` spaces.
    static func wrapped(_ names: [String], indent: Int) -> String {
        var lines = [""]
        for (index, name) in names.enumerated() {
            let item = name + (index < names.count - 1 ? "," : "")
            if !lines[lines.count - 1].isEmpty, indent + lines[lines.count - 1].count + 1 + item.count > 96 {
                lines.append("")
            }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + item
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// "0…12": the range of an enum's raw values.
    static func rawValues<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == Int {
        let values = T.allCases.map(\.rawValue)
        return "\(values.min() ?? 0)…\(values.max() ?? 0)"
    }

    /// What to do.
    var action: Action
    /// Where to write.
    var outputDirectory: String

    /// Parses the arguments after the program's name.
    ///
    /// - Throws: ``Problem`` for an unknown option, a missing value or a second trace.
    init(_ arguments: [String]) throws {
        var tracePath: String?
        var outputDirectory: String?
        var action: Action?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                action = .help
            case "--print-example":
                action = action ?? .printExample
            case "-o", "--out":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    throw Problem(message: "\(argument) needs a directory")
                }
                outputDirectory = value
            case _ where argument.hasPrefix("--out="):
                let value = String(argument.dropFirst("--out=".count))
                guard !value.isEmpty else { throw Problem(message: "--out needs a directory") }
                outputDirectory = value
            case _ where argument.hasPrefix("-") && argument != "-":
                throw Problem(message: "unknown option \(argument)")
            default:
                guard tracePath == nil else {
                    throw Problem(message: "one trace at a time (got \(tracePath ?? "") and \(argument))")
                }
                tracePath = argument
            }
        }
        self.action = action ?? .replay(tracePath: tracePath)
        self.outputDirectory = outputDirectory ?? Self.defaultOutputDirectory
    }
}
