import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which setters a SwiftUI update applies. Before this, every update — every pinch event with a
/// displayed binding — set the image, content mode, limits, double tap, pixel options, scroll
/// keys again, each redrawing the grid and re-placing every marker.
@MainActor
@Suite struct ZoomableImageSettingsTests {
    /// Records the setters called, in order.
    @MainActor
    final class Recorder: ZoomableImageSettingsHost {
        var calls: [String] = []
        func applyGivenImage() { calls.append("image") }
        func clearImage() { calls.append("clear") }
        func applyContentMode(_ contentMode: ImageContentMode) { calls.append("contentMode \(contentMode.rawValue)") }
        func applyConfiguration(_ configuration: ZoomConfiguration) {
            calls.append("configuration \(configuration.maximumZoomScale)")
        }
        func applyDoubleTapZoomEnabled(_ isEnabled: Bool) { calls.append("doubleTap \(isEnabled)") }
        func applyPixelPresentation(_ options: PixelPresentationOptions) { calls.append("pixels \(options.showsGrid)") }
        func applyScrollZoomModifiers(_ modifiers: KeyModifierFlags) { calls.append("scroll \(modifiers.rawValue)") }
        func applyAccessibilityLabel(_ label: String?) { calls.append("label \(label ?? "nil")") }
        func applyPlaysAnimatedImages(_ plays: Bool) { calls.append("animates \(plays)") }
        func applyLiveTextEnabled(_ isEnabled: Bool) { calls.append("liveText \(isEnabled)") }
        func applyState() { calls.append("state") }
    }

    static let photo = ImageSourceKey.image(objectIdentity: 0x6000_0010, id: nil)
    static let base = ZoomableImageSettings(source: photo)

    /// A new view already has every default: the first update sets the image and nothing else.
    @Test func theFirstUpdateOfDefaultSettingsSetsOnlyTheImage() {
        #expect(Self.base.changes(from: nil) == .image)
    }

    /// The first update applies what the app chose, in the view's order: image first (it returns
    /// the view to rest), the state last.
    @Test func theFirstUpdateAppliesTheChosenSettingsImageFirstAndStateLast() {
        var chosen = Self.base
        chosen.configuration.maximumZoomScale = 6
        chosen.accessibilityLabel = "Harbour"
        chosen.stateIdentity = 9
        chosen.contentMode = .scaleAspectFill
        let recorder = Recorder()
        let changes = chosen.changes(from: nil)
        #expect(changes == [.image, .configuration, .accessibilityLabel, .state, .contentMode])
        chosen.apply(changes, to: recorder)
        // Aspect fill is UIKit's raw value 2.
        #expect(recorder.calls == ["image", "contentMode 2", "configuration 6.0", "label Harbour", "state"])
        let all = Recorder()
        Self.base.apply(.all, to: all)
        #expect(all.calls == ["image", "contentMode 1", "configuration 4.0", "doubleTap true", "pixels false",
                              "scroll \(1 << 20)", "label nil", "animates true", "liveText false", "state"])
    }

    /// `.liveText()` and `.playsAnimatedImages(false)` on a new view: both differ from the view's
    /// defaults (Live Text off, animations on), so the first update applies them — after the
    /// image, animation before Live Text (which analyses the frame the animation leaves), the
    /// state last, as `apply(_:to:)` documents.
    @Test func liveTextAndAStillAnimationApplyAfterTheImageAndBeforeTheState() {
        var chosen = Self.base
        chosen.isLiveTextEnabled = true
        chosen.playsAnimatedImages = false
        chosen.stateIdentity = 3
        let recorder = Recorder()
        let changes = chosen.changes(from: nil)
        #expect(changes == [.image, .animatedImages, .liveText, .state])
        chosen.apply(changes, to: recorder)
        #expect(recorder.calls == ["image", "animates false", "liveText true", "state"])
    }

    /// `.zoomable()` content is a source the view is given, never loaded, always the same one —
    /// its view changes inside it — and none of the images': its first update applies it once,
    /// later ones never again.
    @Test func contentIsOneGivenSourceAppliedOnce() {
        let content = ZoomableImageSettings(source: .content)
        #expect(!ImageSourceKey.content.isLoaded)
        #expect(content.changes(from: nil) == .image)
        #expect(content.changes(from: content).isEmpty)
        #expect(ImageSourceKey.content != ImageSourceKey.image(objectIdentity: nil, id: nil))
        #expect(ZoomableImageSettings(source: .image(objectIdentity: nil, id: nil)).changes(from: content) == .image)
        // Applied, it sets no image and clears none: a `nil` image would tell the interaction
        // there is nothing to zoom until the content's next layout.
        let recorder = Recorder()
        content.apply(.image, to: recorder)
        #expect(recorder.calls.isEmpty)
    }

    /// The binding-only update (every pinch event): nothing to apply.
    @Test func theSameSettingsApplyNothing() {
        let recorder = Recorder()
        let changes = Self.base.changes(from: Self.base)
        #expect(changes.isEmpty)
        Self.base.apply(changes, to: recorder)
        #expect(recorder.calls.isEmpty)
    }

    @Test(arguments: [
        // (what changes, the one setter it needs) — by the settings' documentation.
        ("contentMode", ZoomableImageSettings.Changes.contentMode),
        ("maximum", .configuration), ("bouncesPan", .configuration), ("doubleTap", .doubleTap),
        ("grid", .pixelPresentation), ("gridColor", .pixelPresentation), ("magnification", .pixelPresentation),
        ("scroll", .scrollZoomModifiers), ("label", .accessibilityLabel), ("state", .state),
        ("image", .image), ("url", .image), ("animates", .animatedImages), ("liveText", .liveText),
    ])
    func eachChangeAppliesOnlyItsSetter(change: String, expected: ZoomableImageSettings.Changes) {
        var next = Self.base
        switch change {
        case "contentMode": next.contentMode = .scaleAspectFill
        case "maximum": next.configuration.maximumZoomScale = 6
        case "bouncesPan": next.configuration.bouncesPan = false
        case "doubleTap": next.isDoubleTapZoomEnabled = false
        case "grid": next.pixelOptions.showsGrid = true
        case "gridColor": next.gridColor = [1, 0, 0, 1]
        case "magnification": next.pixelOptions.magnification = .sharp
        case "scroll": next.scrollZoomModifiers = .alternate
        case "label": next.accessibilityLabel = "Harbour at dusk"
        case "state": next.stateIdentity = 42
        case "animates": next.playsAnimatedImages = false
        case "liveText": next.isLiveTextEnabled = true
        case "image": next.source = .image(objectIdentity: 0x6000_0020, id: nil)
        default: next.source = .url(URL(fileURLWithPath: "/tmp/photo.jpg"), id: nil)
        }
        #expect(next.changes(from: Self.base) == expected)
    }

    /// A NaN limit (replaced by the configuration's rules) is applied once, not on every update
    /// because NaN ≠ NaN.
    @Test func aNaNLimitIsNotAChangeOnTheNextUpdate() {
        var nan = Self.base
        nan.configuration.maximumZoomScale = .nan
        nan.configuration.doubleTapZoomScale = .nan
        #expect(nan.changes(from: Self.base) == .configuration)
        #expect(nan.changes(from: nan).isEmpty)
    }

    @Test(arguments: [(true, false, true), (true, true, false), (false, false, false), (false, true, false)])
    func anUpdateAnimatesInsideWithAnimationUnlessAnimationsAreDisabled(has: Bool, disables: Bool, animates: Bool) {
        #expect(ZoomableImageSettings.animates(hasAnimation: has, disablesAnimations: disables) == animates)
    }

    /// `ZoomableImage(url:)`: the first update sets no image (a reappearing view keeps the one
    /// its finished load shows); a new URL clears it (the old picture must not stay on screen
    /// while the new one loads) — `Changes.image`'s documented rule.
    @Test func aLoadedSourceIsClearedOnlyWhenItChanges() {
        let harbour = ZoomableImageSettings(source: .url(URL(fileURLWithPath: "/photos/harbour.jpg"), id: nil))
        let market = ZoomableImageSettings(source: .url(URL(fileURLWithPath: "/photos/market.jpg"), id: nil))
        #expect(harbour.changes(from: nil) == [])
        #expect(market.changes(from: harbour) == .image)
        #expect(ZoomableImageSettings(source: .data(Data([1, 2, 3]), id: nil)).changes(from: harbour) == .image)
    }

    /// `UIImage(data:)` in `body` is a new object every update; with an `id` it is the same image.
    @Test func anIdTellsImagesApartWhenObjectsCannot() {
        let first = ImageSourceKey.image(objectIdentity: 0x6000_0010, id: AnyHashable("harbour"))
        let rebuilt = ImageSourceKey.image(objectIdentity: 0x6000_0990, id: AnyHashable("harbour"))
        let other = ImageSourceKey.image(objectIdentity: 0x6000_0010, id: AnyHashable("market"))
        #expect(first == rebuilt)
        #expect(first != other)                                           // the id decides, not the object
        #expect(ImageSourceKey.image(objectIdentity: 1, id: nil) != ImageSourceKey.image(objectIdentity: 2, id: nil))
        #expect(ImageSourceKey.image(objectIdentity: nil, id: nil) == ImageSourceKey.image(objectIdentity: nil, id: nil))
    }

    /// A tile source made in `body` is a new value each update: the `id` alone tells pyramids
    /// apart, it is loaded, and it is never the same image as a URL or `UIImage` with that id
    /// (the kind is part of the key, by ``ImageSourceKey``'s definition).
    @Test func tilesAreToldApartByTheirIdAloneAndAreLoaded() {
        let dzi = ImageSourceKey.tiles(id: AnyHashable("https://example.org/andromeda.dzi"))
        #expect(dzi == ImageSourceKey.tiles(id: AnyHashable("https://example.org/andromeda.dzi")))
        #expect(dzi != ImageSourceKey.tiles(id: AnyHashable("https://example.org/orion.dzi")))
        #expect(dzi != ImageSourceKey.image(objectIdentity: nil, id: AnyHashable("https://example.org/andromeda.dzi")))
        #expect(dzi.isLoaded)
        // A new pyramid is a new image: the next update sets (clears) it, then the task loads.
        var next = Self.base
        next.source = dzi
        #expect(next.changes(from: Self.base) == .image)
    }

    /// A new tile source (another `id`) clears the old pyramid at once, as a new URL clears the
    /// old image: before, the Kit's setter did nothing for tiles, so the old pyramid stayed on
    /// screen — and taps reported its pixels — until the new one loaded, or for ever if it
    /// failed. A given image is set; every loaded kind is cleared.
    @Test(arguments: [
        (ImageSourceKey.tiles(id: AnyHashable("orion.dzi")), "clear"),
        (ImageSourceKey.url(URL(fileURLWithPath: "/photos/orion.jpg"), id: nil), "clear"),
        (ImageSourceKey.request(id: AnyHashable("orion")), "clear"),
        (ImageSourceKey.data(Data([1, 2, 3]), id: nil), "clear"),
        (ImageSourceKey.image(objectIdentity: 0x7000_0020, id: nil), "image"),
    ])
    func aNewSourceClearsTheOldImageUnlessTheAppGivesOne(next: ImageSourceKey, call: String) {
        let previous = ZoomableImageSettings(source: .tiles(id: AnyHashable("andromeda.dzi")))
        let settings = ZoomableImageSettings(source: next)
        let recorder = Recorder()
        settings.apply(settings.changes(from: previous), to: recorder)
        #expect(recorder.calls == [call])
    }

    /// `ZoomableImage(model.photo, id: "harbour")` where the photo is `nil` until it arrives:
    /// the arrival under the same id must be a new source (or it is never shown); another
    /// object under the id, both non-nil, is still the same picture.
    @Test func anImageArrivingUnderTheSameIdIsANewSource() {
        let missing = ImageSourceKey.image(objectIdentity: nil, id: AnyHashable("harbour"))
        let arrived = ImageSourceKey.image(objectIdentity: 0x6000_0010, id: AnyHashable("harbour"))
        let rebuilt = ImageSourceKey.image(objectIdentity: 0x6000_0990, id: AnyHashable("harbour"))
        #expect(missing != arrived)
        #expect(arrived == rebuilt)
        #expect(ZoomableImageSettings(source: arrived).changes(from: ZoomableImageSettings(source: missing)) == .image)
    }

    /// `ZoomableImage(request:id:)` with a presigned URL that changes on every refresh: the same
    /// `id` is the same source — the update sets nothing (no reset to rest) and the task, keyed
    /// by the source, is not restarted (no new download). A new id is a new image.
    @Test func aRequestIsToldApartByItsIdAloneWhateverItsURL() {
        let first = ZoomableImageSettings(source: .request(id: AnyHashable("photo-17")))
        let refreshed = ZoomableImageSettings(source: .request(id: AnyHashable("photo-17")))
        #expect(refreshed.changes(from: first).isEmpty)
        #expect(ZoomableImageSettings(source: .request(id: AnyHashable("photo-18"))).changes(from: first) == .image)
        #expect(ImageSourceKey.request(id: AnyHashable("photo-17")).isLoaded)
        #expect(ImageSourceKey.request(id: AnyHashable("photo-17"))
                    == ImageSourceKey.url(URL(fileURLWithPath: "/tmp/a.jpg"), id: AnyHashable("photo-17")))
    }

    @Test func urlsAndBytesAreComparedByValueAndOnlyTheyAreLoaded() {
        let url = URL(fileURLWithPath: "/tmp/harbour.jpg")
        #expect(ImageSourceKey.url(url, id: nil) == ImageSourceKey.url(URL(fileURLWithPath: "/tmp/harbour.jpg"), id: nil))
        #expect(ImageSourceKey.url(url, id: nil) != ImageSourceKey.url(URL(fileURLWithPath: "/tmp/market.jpg"), id: nil))
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 7])
        let copy = Data(Array(bytes))                                     // another buffer, same bytes
        var changed = bytes
        changed[4] = 8
        #expect(ImageSourceKey.data(bytes, id: nil) == ImageSourceKey.data(bytes, id: nil))
        #expect(ImageSourceKey.data(bytes, id: nil) == ImageSourceKey.data(copy, id: nil))
        #expect(ImageSourceKey.data(bytes, id: nil) != ImageSourceKey.data(changed, id: nil))
        #expect(ImageSourceKey.data(bytes, id: nil) != ImageSourceKey.data(Data([0xFF]), id: nil))
        // 1000 bytes live in a heap buffer: the same buffer is equal by address; another buffer is
        // compared byte by byte (a changed last byte differs, a copy is equal).
        let large = Data((0..<1000).map { UInt8($0 % 251) })
        var largeChanged = large
        largeChanged[999] ^= 1
        #expect(ImageSourceKey.data(large, id: nil) == ImageSourceKey.data(large, id: nil))
        #expect(ImageSourceKey.data(large, id: nil) == ImageSourceKey.data(Data(Array(large)), id: nil))
        #expect(ImageSourceKey.data(large, id: nil) != ImageSourceKey.data(largeChanged, id: nil))
        // A URL and bytes with the same id are still different sources.
        #expect(ImageSourceKey.url(url, id: AnyHashable(1)) != ImageSourceKey.data(bytes, id: AnyHashable(1)))
        #expect(ImageSourceKey.url(url, id: nil).isLoaded && ImageSourceKey.data(bytes, id: nil).isLoaded)
        #expect(!Self.photo.isLoaded)
    }
}
