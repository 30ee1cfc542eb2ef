import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What an HTTP status means for a `ZoomableImage` loading a remote image, against a real server
/// on loopback (python3, `Scripts/tile-test-server.py`) and Foundation's `URLSession`. Before
/// this, a 404's error page went to the decoder, and the phase said "unreadable image".
@Suite struct HTTPStatusErrorTests {
    /// A server over a folder with `photo.jpg` (bytes that need not be an image: only the status
    /// is checked here).
    static func server() async throws -> LoopbackServer {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("http-status-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not really a JPEG".utf8).write(to: folder.appendingPathComponent("photo.jpg"))
        return try await LoopbackServer.withFailures(folder)
    }

    /// The status `URLSession` reports for `path`, checked as the view checks it: `nil` when it
    /// passes, else the code of the error thrown.
    static func checkedStatus(_ path: String, on server: LoopbackServer) async throws -> Int? {
        let request = URLRequest(url: URL(string: path, relativeTo: server.baseURL)!)
        let (_, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        do {
            try HTTPStatusError.check(statusCode: (response as? HTTPURLResponse)?.statusCode)
            return nil
        } catch let error as HTTPStatusError {
            return error.statusCode
        }
    }

    /// A success passes (200, and 204: other 2xx too); 403, 404, 500 and 503 throw their code.
    @Test(arguments: [("photo.jpg", nil), ("status/204/photo.jpg", nil),
                      ("status/403/photo.jpg", 403), ("status/404/photo.jpg", 404),
                      ("status/500/photo.jpg", 500), ("status/503/photo.jpg", 503)] as [(String, Int?)])
    func aStatusOtherThanSuccessIsAnErrorThatNamesIt(path: String, expected: Int?) async throws {
        let server = try await Self.server()
        defer { server.stop() }
        #expect(try await Self.checkedStatus(path, on: server) == expected)
    }

    @Test func theErrorNamesTheStatus() {
        #expect(HTTPStatusError(statusCode: 404).localizedDescription == "HTTP 404")
        #expect("\(HTTPStatusError(statusCode: 503))" == "HTTP 503")
    }

    /// A response that is not HTTP (a `file:` URL) has no status: it passes.
    @Test func noStatusPasses() throws {
        try HTTPStatusError.check(statusCode: nil)
        #expect(throws: HTTPStatusError(statusCode: 199)) { try HTTPStatusError.check(statusCode: 199) }
        #expect(throws: HTTPStatusError(statusCode: 300)) { try HTTPStatusError.check(statusCode: 300) }
    }
}
