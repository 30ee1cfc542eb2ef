// zoom-replay: replays a gesture trace through ZoomEngine and draws every step.
// `swift run zoom-replay --help` for usage; ReplayCommand does the work.
import Foundation

exit(ReplayCommand.run(Array(ProcessInfo.processInfo.arguments.dropFirst())))
