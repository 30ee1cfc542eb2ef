import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP server on 127.0.0.1, run with python3 on a free port for one test and stopped
/// after it: `python3 -m http.server` for plain files, or `Scripts/tile-test-server.py` for the
/// routes that fail (`/flaky/N/…`, `/status/CODE/…`).
final class LoopbackServer: @unchecked Sendable {  // its process is only stopped, once
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `http://127.0.0.1:PORT/`.
    let baseURL: URL
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Serves `directory` as `python3 -m http.server` does.
    static func staticFiles(_ directory: URL) async throws -> LoopbackServer {
        try await start(["-u", "-m", "http.server", "--bind", "127.0.0.1", "0", "--directory", directory.path])
    }

    /// Serves `directory` with the failing routes of `Scripts/tile-test-server.py`.
    static func withFailures(_ directory: URL) async throws -> LoopbackServer {
        let script = DeepZoomFixture.repository.appendingPathComponent("Scripts/tile-test-server.py")
        return try await start(["-u", script.path, directory.path])
    }

    /// Starts python3 with `arguments` and reads the port it bound from its first line of output
    /// (`Serving HTTP on 127.0.0.1 port 43117 …`, or the bare number), off the caller's actor so
    /// that servers of tests running side by side start side by side.
    private static func start(_ arguments: [String]) async throws -> LoopbackServer {
        try await Task.detached { try startBlocking(arguments) }.value
    }

    private static func startBlocking(_ arguments: [String]) throws -> LoopbackServer {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let python = searchPath.split(separator: ":").map({ "\($0)/python3" })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Failure(description: "python3 is missing: the deep-zoom loader tests serve their fixture over "
                + "loopback HTTP with python3 (install Python 3, e.g. apt-get install python3)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                kill(process.processIdentifier, SIGKILL)
                throw Failure(description: "python3 \(arguments.joined(separator: " ")) exited before serving")
            }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let portWord = words.firstIndex(of: "port").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil } ?? words.first
        guard let port = portWord.flatMap({ Int($0) }) else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure(description: "no port in python3's first line: \(text)")
        }
        return LoopbackServer(process: process, port: port)
    }

    /// Stops the server (only the process this server started). SIGKILL, because a child spawned
    /// from one of the test runner's threads may inherit a signal mask that blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
