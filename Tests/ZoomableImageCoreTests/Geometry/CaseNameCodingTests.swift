import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Content modes and orientations are written in traces by name, as UIKit spells them, and read
/// by name or by UIKit's raw value (what traces held before), so a hand-written trace can say
/// `"contentMode": "scaleAspectFit"` and an old one still reads.
@Suite struct CaseNameCodingTests {
    /// UIKit's names, in raw-value order (`UIView.ContentMode`, `UIImage.Orientation`).
    static let contentModeNames = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    static let orientationNames = ["up", "down", "left", "right", "upMirrored", "downMirrored", "leftMirrored",
                                   "rightMirrored"]

    static func encoded<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
    }

    static func decoded<T: Decodable>(_: T.Type, from json: String) throws -> T {
        try #require(try JSONDecoder().decode([T].self, from: Data("[\(json)]".utf8)).first)
    }

    /// `value` is written as `name` and read back from `name` and from its raw value.
    static func expectNameCoding<T: Codable & Equatable & RawRepresentable>(_ value: T, name: String) throws
        where T.RawValue == Int
    {
        #expect(try encoded(value) == "[\"\(name)\"]")
        #expect(try decoded(T.self, from: "\"\(name)\"") == value)
        #expect(try decoded(T.self, from: "\(value.rawValue)") == value)
    }

    @Test(arguments: ImageContentMode.allCases)
    func aContentModeIsWrittenByNameAndReadByNameOrNumber(mode: ImageContentMode) throws {
        try Self.expectNameCoding(mode, name: Self.contentModeNames[mode.rawValue])
    }

    @Test(arguments: ImageOrientation.allCases)
    func anOrientationIsWrittenByNameAndReadByNameOrNumber(orientation: ImageOrientation) throws {
        try Self.expectNameCoding(orientation, name: Self.orientationNames[orientation.rawValue])
    }

    @Test(arguments: ["\"aspectFit\"", "13", "-1", "1.5", "true", "\"ScaleAspectFit\""])
    func anythingElseIsRefusedWithTheValidNames(json: String) {
        do {
            _ = try Self.decoded(ImageContentMode.self, from: json)
            Issue.record("\(json) decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("scaleToFill, scaleAspectFit, scaleAspectFill"))
            #expect(context.debugDescription.contains("bottomRight, or a number 0…12"))
        } catch {
            Issue.record("\(json): \(error)")
        }
    }

    @Test func anUnknownOrientationNamesItselfAndTheValidOnes() {
        do {
            _ = try Self.decoded(ImageOrientation.self, from: "\"portrait\"")
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "unknown orientation \"portrait\"; expected one of "
                    + Self.orientationNames.joined(separator: ", ") + ", or a number 0…7")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aTracesImageLayoutReadsEitherFormAndIsWrittenWithNames() throws {
        let numbers = #"{"imageSize": [600, 400], "imageScale": 1, "orientation": 3, "contentMode": 2, "bounds": [[0, 0], [300, 500]]}"#
        let names = #"{"imageSize": [600, 400], "imageScale": 1, "orientation": "right", "contentMode": "scaleAspectFill", "bounds": [[0, 0], [300, 500]]}"#
        let fromNumbers = try JSONDecoder().decode(ImageLayout.self, from: Data(numbers.utf8))
        let fromNames = try JSONDecoder().decode(ImageLayout.self, from: Data(names.utf8))
        #expect(fromNumbers == fromNames)
        #expect(fromNames.orientation == .right && fromNames.contentMode == .scaleAspectFill)
        let written = String(decoding: try GestureTrace.makeJSONEncoder().encode(fromNumbers), as: UTF8.self)
        #expect(written.contains(#""contentMode" : "scaleAspectFill""#) && written.contains(#""orientation" : "right""#))
    }
}
