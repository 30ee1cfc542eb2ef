import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view that keeps a ``ZoomInteraction`` and performs what it decides: the primitive writes,
/// animations and reports, each without a decision of its own.
///
/// The view calls ``send(_:)`` with every input; `send` feeds the interaction, performs the
/// effects in their fixed order, then delivers the queued reports. Because that loop lives here,
/// in the core, the order in which a view writes, animates and reports is tested on Linux with a
/// host that simulates UIKit, and a view's own code is only these primitives.
///
/// ```swift
/// @MainActor final class Host: ZoomInteractionHost {
///     var interaction = ZoomInteraction()
///     var isSending = false
///     func apply(_ geometry: ViewGeometry) { view.center = geometry.center; view.transform = geometry.transform }
///     // … the other primitives
/// }
/// host.send(.pinch(.changed, scale: 1.1, centroid: CGPoint(x: 100, y: 200), touchCount: 2))
/// ```
@MainActor
@_spi(Internals)
public protocol ZoomInteractionHost: AnyObject {
    /// The view's interaction; only ``send(_:)`` changes it.
    var interaction: ZoomInteraction { get set }
    /// Set by ``send(_:)`` from the moment it takes an input until it has delivered every
    /// report, so that an input sent meanwhile — by UIKit while effects are performed (an
    /// animator calling a setter as it stops), or from a report's callback (a delegate calling
    /// back into the view) — performs its effects at once but queues its reports behind the ones
    /// due, for the outermost `send` to deliver in order. `false` by default.
    var isSending: Bool { get set }

    /// Called with every input before the interaction takes it: where a view records traces.
    func willSend(_ input: ZoomInput)
    /// Stops the running animation where it is on screen, if UIKit still runs it; its completion
    /// must not be reported afterwards (or be reported with its identifier, which the
    /// interaction then ignores).
    func stopAnimation()
    /// Writes `frame` straight to UIKit.
    func write(frame: CGRect)
    /// Writes `bounds` straight to UIKit.
    func write(bounds: CGRect)
    /// Writes `center` straight to UIKit.
    func write(center: CGPoint)
    /// Shows the copy of the large original just decoded (the one sent with
    /// ``ZoomInput/decodeFinished(_:identity:generation:)``).
    func showSharperCopy()
    /// Writes the geometry's `center` and `transform` to the view, without animation.
    func apply(_ geometry: ViewGeometry)
    /// Animates `center` and `transform` from what is on screen to `target` with the spring,
    /// and sends ``ZoomInput/animationFinished(id:atEnd:)`` with its identifier when it completes.
    func startAnimation(_ animation: StartedAnimation, to target: ViewGeometry)
    /// Sets the pinch recognizer's `scale` back to 1.
    func resetPinchScale()
    /// Sets the translation of the pan recognizer whose event is being sent — the finger pan or
    /// the scroll recognizer — back to zero.
    func resetPanTranslation()
    /// Starts decoding a copy of the large original for `request` off the main thread — the
    /// current load's, or the original on screen's — replacing (cancelling) any decode running.
    /// Its end is sent as ``ZoomInput/decodeFinished(_:identity:generation:)``.
    func startDecode(_ request: DecodeRequest)
    /// Cancels the decode running, if any.
    func cancelDecode()
    /// Performs a tile action (``ZoomInteraction/tileAction``) in its order: cancels loads,
    /// releases evicted tiles, hides and shows tile layers, starts loads tagged with
    /// ``TileCacheStateMachine/generation``; each load's end is sent as
    /// ``ZoomInput/tileLoadEnded(_:generation:bytes:)``.
    func updateTiles(_ action: TileCacheAction)
    /// Reports a tap on the image, in oriented pixels.
    func reportTap(atPixel pixel: CGPoint)
    /// Reports a new zoom scale.
    func reportZoomChange(_ zoomScale: CGFloat)
    /// Reports the end of an interaction, at its final zoom scale.
    func reportZoomEnd(_ zoomScale: CGFloat)
    /// States the zoom scale in the accessibility value.
    func updateAccessibilityValue(_ zoomScale: CGFloat)
    /// Announces that VoiceOver's scroll moved the image; `visibleFraction` is the visible part
    /// of the image as fractions of its size.
    func announcePageScroll(visibleFraction: CGRect)
    /// Tells assistive technologies that the content moved under their focus: they read the
    /// elements' frames again, and the focus stays where it is.
    func announceLayoutChange()
    /// Ends the caller's wait for the large-image load of `generation`: returns, or throws what
    /// ``ImageLoadOutcome/result`` says.
    func reportLoadEnded(generation: Int, outcome: ImageLoadOutcome)
    /// Reports a single tap on the view, on the image or beside it (a photo viewer toggles its
    /// chrome).
    func reportViewTap()
    /// Shows a photo viewer's background at `opacity` (0…1): at once when `animation` is `nil`
    /// (stopping one running), otherwise animated with that spring.
    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?)
    /// Asks the photo viewer to dismiss, from what `request` says was shown.
    func reportDismiss(_ request: DismissRequest)
    /// Reports a tile that failed for good; the coarser level stays in its place.
    func reportTileFailure(_ tile: TileID)
    /// Draws the content the view carries (not an image) again at `scale`: its views'
    /// `contentScaleFactor` and its layers' `contentsScale`.
    func renderContent(_ scale: ContentRenderScale)
    /// Forgets the content's measured size and lays the content out again (measuring it) at the
    /// next layout pass.
    func measureContent()
    /// Lays the content out again at the next layout pass, with the size it was measured at.
    func placeContent()
}

extension ZoomInteractionHost {
    /// Feeds one input to the interaction, performs its effects and delivers its reports — the
    /// only way a host changes its interaction.
    ///
    /// Re-entrant: an input sent while effects are performed (UIKit calling back as an animation
    /// stops) or from a report's callback performs its own effects at once, and its reports are
    /// delivered after those already due — never in the middle of another input's effects.
    ///
    /// Returns the effects, already performed (``ZoomEffects/isHandled`` answers an accessibility
    /// action).
    @discardableResult
    public func send(_ input: ZoomInput) -> ZoomEffects {
        let isOutermost = !isSending
        isSending = true
        willSend(input)
        let effects = interaction.handle(input)
        perform(effects)
        guard isOutermost else { return effects }
        while let report = interaction.takeReport() {
            deliver(report)
        }
        isSending = false
        return effects
    }

    /// Performs effects in their order: stop, write, sharper copy, geometry, animation,
    /// recognizer resets, cancel a decode, start one, update the tiles, measure or place content,
    /// draw it again. The values come from the interaction as the input left it.
    func perform(_ effects: ZoomEffects) {
        let geometry = interaction.geometry
        let started = effects.startsAnimation ? interaction.startedAnimation : nil
        if effects.stopsAnimation { stopAnimation() }
        switch effects.write {
        case .frame(let frame)?: write(frame: frame)
        case .bounds(let bounds)?: write(bounds: bounds)
        case .center(let center)?: write(center: center)
        case nil: break
        }
        if effects.showsSharperCopy { showSharperCopy() }
        if effects.appliesGeometry { apply(geometry) }
        if let started { startAnimation(started, to: geometry) }
        if effects.resetsPinchScale { resetPinchScale() }
        if effects.resetsPanTranslation { resetPanTranslation() }
        if effects.cancelsDecode { cancelDecode() }
        if effects.startsDecode { startDecode(interaction.decodeRequest) }
        if effects.updatesTiles {
            updateTiles(interaction.tileAction)
            // Performed: let go of the lists, which share storage with the tile machine's.
            interaction.tileAction = .none
        }
        if effects.measuresContent { measureContent() }
        if effects.placesContent { placeContent() }
        if effects.rendersContent, let rendered = interaction.renderedContent { renderContent(rendered.scale) }
    }

    /// Delivers one report to its primitive.
    func deliver(_ report: ZoomReport) {
        switch report {
        case .tap(let pixel): reportTap(atPixel: pixel)
        case .zoomChange(let scale): reportZoomChange(scale)
        case .zoomEnd(let scale): reportZoomEnd(scale)
        case .accessibilityValue(let scale): updateAccessibilityValue(scale)
        case .accessibilityPageScrolled(let fraction): announcePageScroll(visibleFraction: fraction)
        case .accessibilityLayoutChanged: announceLayoutChange()
        case .loadEnded(let generation, let outcome): reportLoadEnded(generation: generation, outcome: outcome)
        case .viewTap: reportViewTap()
        case .backgroundOpacity(let opacity, let animation): showBackgroundOpacity(opacity, animation: animation)
        case .dismiss(let request): reportDismiss(request)
        case .tileFailed(let tile): reportTileFailure(tile)
        }
    }
}
