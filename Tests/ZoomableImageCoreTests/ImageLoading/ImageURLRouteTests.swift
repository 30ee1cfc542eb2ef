import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which URLs are decoded from their file and which are fetched first.
@Suite struct ImageURLRouteTests {
    @Test(arguments: [
        (URL(fileURLWithPath: "/photos/harbour.heic"), ImageURLRoute.file),
        (URL(string: "file:///var/mobile/harbour.jpg")!, .file),
        (URL(string: "https://example.org/harbour.jpg")!, .download),
        (URL(string: "http://127.0.0.1:8080/harbour.jpg")!, .download),
        (URL(string: "data:image/png;base64,iVBORw0KGgo=")!, .download),
    ])
    func aFileIsDecodedInPlaceAndAnythingElseIsFetched(url: URL, route: ImageURLRoute) {
        #expect(ImageURLRoute(url) == route)
        #expect(ImageURLRoute(url).choose(file: "decode the file", download: "fetch, then decode")
                    == (route == .file ? "decode the file" : "fetch, then decode"))
    }
}
