import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The view's archived settings: what `NSKeyedArchiver` copies keep, and what a storyboard —
/// which has none of the keys — leaves at the defaults.
@Suite struct ZoomViewSettingsTests {
    static let custom: ZoomViewSettings = {
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = 0.5
        configuration.maximumZoomScale = 6
        configuration.doubleTapZoomScale = 3
        configuration.bouncesZoom = false
        return ZoomViewSettings(configuration: configuration, isDoubleTapZoomEnabled: false, isKeyboardZoomEnabled: false,
                                scrollZoomModifiers: [.alternate, .shift], isLiveTextEnabled: true, playsAnimatedImages: false)
    }()

    @Test func everySettingRoundTripsThroughTheArchiveValues() {
        let defaults = ZoomViewSettings(configuration: ZoomConfiguration(), isDoubleTapZoomEnabled: true)
        let values = Self.custom.archivedValues
        #expect(Set(values.keys) == Set(ZoomViewSettings.archiveKeys))
        #expect(values["ZoomableImageView.bouncesZoom"] == 0 && values["ZoomableImageView.bouncesPan"] == 1)
        #expect(values["ZoomableImageView.isKeyboardZoomEnabled"] == 0)
        #expect(values["ZoomableImageView.isLiveTextEnabled"] == 1 && values["ZoomableImageView.playsAnimatedImages"] == 0)
        #expect(values["ZoomableImageView.scrollZoomModifierFlags"] == Double((1 << 19) | (1 << 17)))
        #expect(ZoomViewSettings(archivedValues: values, defaults: defaults) == Self.custom)
    }

    @Test func absentKeysKeepTheDefaults() {
        let decoded = ZoomViewSettings(archivedValues: ["ZoomableImageView.maximumZoomScale": 8], defaults: Self.custom)
        var expected = Self.custom
        expected.configuration.maximumZoomScale = 8
        #expect(decoded == expected)
        #expect(ZoomViewSettings(archivedValues: [:], defaults: Self.custom) == Self.custom)
    }

    /// A view archived before Live Text and animated images were settings has neither key: Live
    /// Text stays off and animated images play, the view's defaults.
    @Test func anOlderArchiveKeepsLiveTextOffAndAnimationsPlaying() {
        let defaults = ZoomViewSettings(configuration: ZoomConfiguration(), isDoubleTapZoomEnabled: true)
        var older = Self.custom.archivedValues
        older["ZoomableImageView.isLiveTextEnabled"] = nil
        older["ZoomableImageView.playsAnimatedImages"] = nil
        let decoded = ZoomViewSettings(archivedValues: older, defaults: defaults)
        #expect(!decoded.isLiveTextEnabled && decoded.playsAnimatedImages)
        #expect(decoded.configuration == Self.custom.configuration && !decoded.isKeyboardZoomEnabled)
    }

    /// A storyboard has none of the keys: the keyboard is on and ⌘ zooms. Flags that are not a
    /// whole number keep the default.
    @Test func theKeyboardIsOnAndCommandZoomsByDefault() {
        let defaults = ZoomViewSettings(configuration: ZoomConfiguration(), isDoubleTapZoomEnabled: true)
        #expect(defaults.isKeyboardZoomEnabled && defaults.scrollZoomModifiers == .command)
        for bad in [Double.nan, .infinity, 0.5, 1e300] {
            let decoded = ZoomViewSettings(archivedValues: ["ZoomableImageView.scrollZoomModifierFlags": bad], defaults: defaults)
            #expect(decoded.scrollZoomModifiers == .command, "\(bad)")
        }
    }
}
