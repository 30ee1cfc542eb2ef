import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// The view's archived settings: what `NSKeyedArchiver` copies keep, and what a storyboard —
/// which has none of the keys — leaves at the defaults.
@Suite struct ZoomViewSettingsTests {
    static let custom: ZoomViewSettings = {
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = 0.5
        configuration.maximumZoomScale = 6
        configuration.doubleTapZoomScale = 3
        configuration.bouncesZoom = false
        return ZoomViewSettings(configuration: configuration, isDoubleTapZoomEnabled: false)
    }()

    @Test func everySettingRoundTripsThroughTheArchiveValues() {
        let defaults = ZoomViewSettings(configuration: ZoomConfiguration(), isDoubleTapZoomEnabled: true)
        let values = Self.custom.archivedValues
        #expect(Set(values.keys) == Set(ZoomViewSettings.archiveKeys))
        #expect(values["ZoomableImageView.bouncesZoom"] == 0 && values["ZoomableImageView.bouncesPan"] == 1)
        #expect(ZoomViewSettings(archivedValues: values, defaults: defaults) == Self.custom)
    }

    @Test func absentKeysKeepTheDefaults() {
        let decoded = ZoomViewSettings(archivedValues: ["ZoomableImageView.maximumZoomScale": 8], defaults: Self.custom)
        var expected = Self.custom
        expected.configuration.maximumZoomScale = 8
        #expect(decoded == expected)
        #expect(ZoomViewSettings(archivedValues: [:], defaults: Self.custom) == Self.custom)
    }
}
