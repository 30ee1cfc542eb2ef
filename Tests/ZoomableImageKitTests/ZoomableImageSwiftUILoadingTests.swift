#if canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@_spi(Internals) @testable import ZoomableImageKit

/// Loading in SwiftUI: the content closure that replaces the view, an HTTP status as the failure,
/// a request's explicit identity, a page's image released off screen and brought back zoomed,
/// and a replacement coordinator that keeps hearing the view.
extension ZoomableImageSwiftUITests {
    /// Answers requests to `https://zoomable.test/…` from a table (404 for anything else in it)
    /// and counts them, so no test touches the network. Registered for `URLSession.shared`
    /// (`URLProtocol.registerClass(_:)`: "the shared session" uses registered classes).
    final class StubServer: URLProtocol, @unchecked Sendable {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var table: [String: (Int, Data)] = [:]
        nonisolated(unsafe) private static var counts: [String: Int] = [:]

        static func serve(_ path: String, status: Int, body: Data) {
            lock.withLock { table[path] = (status, body) }
        }

        static func requests(to path: String) -> Int {
            lock.withLock { counts[path, default: 0] }
        }

        override class func canInit(with request: URLRequest) -> Bool {
            request.url?.host == "zoomable.test"
        }

        override class func canonicalRequest(for request: URLRequest) -> URLRequest {
            request
        }

        override func startLoading() {
            let url = request.url ?? URL(fileURLWithPath: "/")
            let (status, body) = Self.lock.withLock {
                Self.counts[url.path, default: 0] += 1
                return Self.table[url.path] ?? (404, Data())
            }
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
            _ = response.map { client?.urlProtocol(self, didReceive: $0, cacheStoragePolicy: .notAllowed) }
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        }

        override func stopLoading() {}
    }

    func withStubServer(_ body: () throws -> Void) rethrows {
        URLProtocol.registerClass(StubServer.self)
        defer { URLProtocol.unregisterClass(StubServer.self) }
        try body()
    }

    /// The replacing closure: a placeholder (no zoomable view in the hierarchy) while loading,
    /// then the image placed by the closure, loaded.
    @MainActor
    func testAReplacingContentShowsItsPlaceholderThenPlacesTheLoadedImage() throws {
        let data = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 640, height: 480)).pngData())
        withStubServer {
            StubServer.serve("/harbour.png", status: 200, body: data)
            let host = Host(ZoomableImage(url: URL(string: "https://zoomable.test/harbour.png")!) { phase, image in
                if case .success = phase { image } else { ProgressView() }
            })
            XCTAssertNil(host.imageView)                   // the placeholder replaces the view
            let shown = expectation(for: NSPredicate { _, _ in
                host.layOut(); return host.imageView?.image != nil
            }, evaluatedWith: nil)
            wait(for: [shown], timeout: 10)
            XCTAssertEqual(host.imageView?.originalPixelSize, CGSize(width: 640, height: 480))
        }
    }

    /// A 404's error page is not handed to the decoder: the phase is `HTTPStatusError(404)`, whose
    /// description is "HTTP 404" (before: `ImageLoadingError.unreadableImage`).
    @MainActor
    func testAnHTTPErrorStatusIsTheFailureAndNamesTheStatus() throws {
        let recorder = PhaseRecorder()
        withStubServer {
            StubServer.serve("/missing.jpg", status: 404, body: Data("<html>Not Found</html>".utf8))
            _ = Host(ZoomableImage(url: URL(string: "https://zoomable.test/missing.jpg")!) { phase, _ in
                let _ = recorder.record(phase)
                EmptyView()
            })
            let failed = expectation(for: NSPredicate { _, _ in !recorder.errors.isEmpty },
                                     evaluatedWith: nil)
            wait(for: [failed], timeout: 10)
        }
        XCTAssertEqual(recorder.errors.first as? HTTPStatusError, HTTPStatusError(statusCode: 404))
        XCTAssertEqual(recorder.errors.first?.localizedDescription, "HTTP 404")
    }

    /// A presigned URL that changes on every refresh, under one `id`: one download, and the zoom
    /// stays when the URL changes.
    @MainActor
    func testARequestWithAnIDIsNotFetchedAgainWhenItsURLChanges() throws {
        let data = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 640, height: 480)).pngData())
        try withStubServer {
            StubServer.serve("/signed-1.png", status: 200, body: data)
            StubServer.serve("/signed-2.png", status: 200, body: data)
            func screen(_ path: String) -> some View {
                ZoomableImage(request: URLRequest(url: URL(string: "https://zoomable.test\(path)")!), id: "photo-17")
            }
            let host = Host(screen("/signed-1.png"))
            let view = try XCTUnwrap(host.imageView)
            let shown = expectation(for: NSPredicate { _, _ in view.image != nil },
                                    evaluatedWith: nil)
            wait(for: [shown], timeout: 10)
            view.setZoomScale(2, animated: false)
            host.update(screen("/signed-2.png"))
            drainMainQueue()
            XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
            XCTAssertEqual(StubServer.requests(to: "/signed-1.png"), 1)
            XCTAssertEqual(StubServer.requests(to: "/signed-2.png"), 0)
        }
    }

    /// A pager's page swiped away releases its decoded image (the view shows none) and, swiped
    /// back, decodes it again and zooms it as it was. Page 0 holds a 640 × 480 PNG, page 1 a
    /// 400 × 300 one: each page's view is found by its original's size.
    @MainActor
    func testAPageSwipedAwayReleasesItsImageAndGetsItBackZoomed() throws {
        let first = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 640, height: 480)).pngData())
        let second = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 400, height: 300)).pngData())
        func pager(_ selection: Int) -> some View {
            TabView(selection: .constant(selection)) {
                ZoomableImage(data: first).tag(0)
                ZoomableImage(data: second).tag(1)
            }
            .tabViewStyle(.page)
        }
        let host = Host(pager(0))
        func firstPage() -> ZoomableImageView? {
            func find(in view: UIView) -> [ZoomableImageView] {
                (view as? ZoomableImageContainerView).map { [$0.imageView] } ?? view.subviews.flatMap(find(in:))
            }
            return find(in: host.window).first { $0.originalPixelSize == CGSize(width: 640, height: 480) }
        }
        let loaded = expectation(for: NSPredicate { _, _ in firstPage()?.image != nil },
                                 evaluatedWith: nil)
        wait(for: [loaded], timeout: 10)
        let view = try XCTUnwrap(firstPage())
        view.setZoomScale(2, animated: false)
        host.update(pager(1))
        drainMainQueue()
        XCTAssertNil(view.image)                            // released off screen
        host.update(pager(0))
        let back = expectation(for: NSPredicate { _, _ in view.image != nil },
                               evaluatedWith: nil)
        wait(for: [back], timeout: 10)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-6)
    }

    /// A content closure that wraps the image differently per phase makes SwiftUI build a new
    /// representable (a new coordinator) when the phase changes; the old one's dismantle must
    /// leave the new one the view's delegate — before, it cleared it and taps went nowhere.
    @MainActor
    func testANewCoordinatorKeepsHearingTheViewWhenTheOldOneIsDismantled() throws {
        let data = try XCTUnwrap(TestImage.make(storedPixels: CGSize(width: 640, height: 480)).pngData())
        try withStubServer {
            StubServer.serve("/photo.png", status: 200, body: data)
            let replacing = Host(ZoomableImage(url: URL(string: "https://zoomable.test/photo.png")!) { phase, image in
                if case .success = phase { image } else { image.opacity(0.5) }
            })
            let shown = expectation(for: NSPredicate { _, _ in
                replacing.layOut(); return replacing.imageView?.image != nil
            }, evaluatedWith: nil)
            wait(for: [shown], timeout: 10)
            drainMainQueue()
            let view = try XCTUnwrap(replacing.imageView)
            XCTAssertNotNil(view.delegate)
            XCTAssertNotNil(view.observer)
        }
    }
}
#endif
