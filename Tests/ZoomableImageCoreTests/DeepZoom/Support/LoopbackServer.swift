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
    /// The server's standard input, held open while the server should run.
    private let input: Pipe

    private init(process: Process, port: Int, input: Pipe) {
        self.process = process
        self.input = input
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Python that exits when its standard input closes — when the test process that holds the
    /// other end ends, even killed — so that no server outlives its test run.
    static let exitWithParent = "import os, sys, threading; "
        + "threading.Thread(target=lambda: (sys.stdin.buffer.read(), os._exit(0)), daemon=True).start()"

    /// Serves `directory` as `python3 -m http.server --bind 127.0.0.1 0 --directory …` does.
    static func staticFiles(_ directory: URL) async throws -> LoopbackServer {
        // `python3 -c CODE ARGS…` sees ['-c', ARGS…] as sys.argv: the module gets its own name first.
        let code = exitWithParent + "; import runpy; sys.argv = ['http.server'] + sys.argv[1:]; "
            + "runpy.run_module('http.server', run_name='__main__', alter_sys=True)"
        return try await start(["-u", "-c", code, "--bind", "127.0.0.1", "0", "--directory", directory.path])
    }

    /// Serves `directory` with the failing routes of `Scripts/tile-test-server.py`.
    static func withFailures(_ directory: URL) async throws -> LoopbackServer {
        let script = DeepZoomFixture.repository.appendingPathComponent("Scripts/tile-test-server.py")
        return try await start(["-u", script.path, directory.path])
    }

    /// Starts python3 with `arguments` and reads the port it bound from its first line of output
    /// (`Serving HTTP on 127.0.0.1 port 43117 …`, or the bare number), on a thread of its own:
    /// the blocking read must not hold one of the few threads every test's tasks share while
    /// python starts (on two cores, two waiting servers would stall the whole run).
    private static func start(_ arguments: [String]) async throws -> LoopbackServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try startBlocking(arguments) }) }.start()
        }
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
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
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
        return LoopbackServer(process: process, port: port, input: input)
    }

    /// Stops the server (only the process this server started). SIGKILL, because a child spawned
    /// from one of the test runner's threads may inherit a signal mask that blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
