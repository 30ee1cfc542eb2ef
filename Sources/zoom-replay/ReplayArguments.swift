import Foundation

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

    static let usage = """
    usage: zoom-replay [TRACE.json] [--out DIR]
           zoom-replay --print-example
           zoom-replay --help

    Replays a gesture trace through ZoomEngine and writes, to DIR (default ./replay-output):
      step-NNN.svg  one drawing per step: container, coverage rect, drawn image with its pixel
                    grid, view frame, settle target (dashed), the event (centroid, tap, pan, fling)
      index.html    all steps as an animation with a scrubber; open it in a browser
      steps.json    the replayed steps, machine-readable
    and prints one line per step: time, event, zoom scale, centre, gaps.

    Without TRACE.json it replays the built-in example (Examples/Traces/tour.json): a pinch at a
    corner, a pull past an edge, a fling and double taps.

    options:
      -o, --out DIR     where to write (created if needed; old step files in it are replaced)
      --print-example   print the built-in example trace (a template for your own)
      -h, --help        show this help
    """

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
