import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// A zoomable view as UIKit would run it, without UIKit: it performs a ``ZoomInteraction``'s
/// effects the way `ZoomableImageView` does and keeps what UIKit would keep — the view's model
/// values (`center`, `transform`, `bounds`), the running spring with where it started, the
/// recognizers' reset counts — and a log of everything it was asked to do and report.
///
/// While a spring runs, UIKit's model values are already the target (the animation block set
/// them) and the screen shows a point between the start and the target; ``shown`` is that point
/// at ``animationProgress`` (0 at the start, 1 at the target), linear per axis, which is what the
/// presentation layer reports for a spring at some moment, up to the spring's shape.
@MainActor
final class SimulatedView: ZoomInteractionHost {
    var interaction = ZoomInteraction()
    var isSending = false

    /// UIKit's model values.
    var center: CGPoint = .zero
    var transform: CGAffineTransform = .identity
    var bounds: CGRect = .zero
    /// A UIKit animator: what it animates from and to.
    struct Animation: Equatable {
        var id: Int
        var from: ViewGeometry
        var to: ViewGeometry
        var spring: SettleAnimation
    }
    /// The running animation, if any.
    var animation: Animation?
    /// How far the running animation has got, 0…1.
    var animationProgress: CGFloat = 0

    /// Everything performed and reported, in order.
    enum Entry: Equatable {
        case stop, apply(CGPoint, CGFloat), start(id: Int, to: CGFloat), resetPinch, resetPan, showCopy
        case writeFrame(CGRect), writeBounds(CGRect), writeCenter(CGPoint), decode(DecodeRequest), cancelDecode
        case tap(CGPoint), change(CGFloat), end(CGFloat), accessibility(CGFloat), pageScrolled(CGRect), layoutChanged
        case loadEnded(Int, ImageLoadOutcome)
        case viewTap, background(CGFloat, animated: Bool), dismiss(DismissRequest)
        case tiles(TileCacheAction), tileFailed(TileID)
        case render(ContentRenderScale), measureContent, placeContent
    }
    var log: [Entry] = []
    /// Every input sent, in order (re-entrant ones included).
    var inputs: [ZoomInput] = []
    /// Called with each report as it is delivered, after it is logged: a delegate calling back.
    var onReport: ((ZoomReport) -> Void)?
    /// Called as an animation stops, before the presented values become the model values: UIKit
    /// calling back into the view then.
    var onStop: (() -> Void)?
    /// Geometry applied while an animation ran: the view would show a mix of both.
    var appliedDuringAnimation = false

    // MARK: - Driving it

    /// The geometry on screen: the running animation's point at ``animationProgress``, else the
    /// model values.
    var shown: ShownGeometry {
        guard let animation else { return ShownGeometry(center: center, transform: transform) }
        let t = animationProgress
        let from = animation.from, to = animation.to
        let scale = from.transform.a + (to.transform.a - from.transform.a) * t
        return ShownGeometry(center: CGPoint(x: from.center.x + (to.center.x - from.center.x) * t,
                                             y: from.center.y + (to.center.y - from.center.y) * t),
                             transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    /// UIKit finishing the running animation: its completion sends the finish with its id.
    func completeAnimation() {
        guard let running = animation else { return }
        send(.animationFinished(id: running.id, atEnd: true))
    }

    /// The reports logged since `index`.
    func entries(since index: Int) -> ArraySlice<Entry> {
        log[index...]
    }

    /// The zoom scales reported as changed, and as ends, in order.
    var changes: [CGFloat] { log.compactMap { if case .change(let s) = $0 { return s } else { return nil } } }
    var ends: [CGFloat] { log.compactMap { if case .end(let s) = $0 { return s } else { return nil } } }

    // MARK: - ZoomInteractionHost

    func willSend(_ input: ZoomInput) {
        inputs.append(input)
        // UIKit calls an animator's completion once it is done: it no longer runs.
        if case .animationFinished(let id, _) = input, animation?.id == id { animation = nil }
    }

    func stopAnimation() {
        log.append(.stop)
        guard animation != nil else { return }
        onStop?()
        let presented = shown
        center = presented.center
        transform = presented.transform
        animation = nil
    }

    func write(frame: CGRect) {
        log.append(.writeFrame(frame))
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    func write(bounds: CGRect) {
        log.append(.writeBounds(bounds))
        self.bounds = bounds
    }

    func write(center: CGPoint) {
        log.append(.writeCenter(center))
        self.center = center
    }

    func apply(_ geometry: ViewGeometry) {
        log.append(.apply(geometry.center, geometry.transform.a))
        if animation != nil { appliedDuringAnimation = true }
        center = geometry.center
        transform = geometry.transform
    }

    func startAnimation(_ started: StartedAnimation, to target: ViewGeometry) {
        log.append(.start(id: started.id, to: target.transform.a))
        animation = Animation(id: started.id, from: ViewGeometry(bounds: bounds, center: center, transform: transform),
                              to: target, spring: started.spring)
        animationProgress = 0
        center = target.center
        transform = target.transform
    }

    func showSharperCopy() { log.append(.showCopy) }
    func resetPinchScale() { log.append(.resetPinch) }
    func resetPanTranslation() { log.append(.resetPan) }
    func startDecode(_ request: DecodeRequest) { log.append(.decode(request)) }
    func cancelDecode() { log.append(.cancelDecode) }

    func reportTap(atPixel pixel: CGPoint) { deliver(.tap(pixel), .tap(pixel: pixel)) }
    func reportZoomChange(_ zoomScale: CGFloat) { deliver(.change(zoomScale), .zoomChange(zoomScale)) }
    func reportZoomEnd(_ zoomScale: CGFloat) { deliver(.end(zoomScale), .zoomEnd(zoomScale)) }
    func updateAccessibilityValue(_ zoomScale: CGFloat) { deliver(.accessibility(zoomScale), .accessibilityValue(zoomScale)) }
    func announcePageScroll(visibleFraction: CGRect) {
        deliver(.pageScrolled(visibleFraction), .accessibilityPageScrolled(visibleFraction: visibleFraction))
    }

    func announceLayoutChange() { deliver(.layoutChanged, .accessibilityLayoutChanged) }

    func reportLoadEnded(generation: Int, outcome: ImageLoadOutcome) {
        deliver(.loadEnded(generation, outcome), .loadEnded(generation: generation, outcome))
    }

    func reportViewTap() { deliver(.viewTap, .viewTap) }
    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?) {
        deliver(.background(opacity, animated: animation != nil), .backgroundOpacity(opacity, animation: animation))
    }
    func reportDismiss(_ request: DismissRequest) { deliver(.dismiss(request), .dismiss(request)) }

    /// The background opacities shown, in order.
    var backgrounds: [CGFloat] { log.compactMap { if case .background(let o, _) = $0 { return o } else { return nil } } }
    /// The dismissals asked for, in order.
    var dismissals: [DismissRequest] { log.compactMap { if case .dismiss(let r) = $0 { return r } else { return nil } } }
    func updateTiles(_ action: TileCacheAction) { log.append(.tiles(action)) }
    func reportTileFailure(_ tile: TileID) { deliver(.tileFailed(tile), .tileFailed(tile)) }

    /// The tile actions performed, in order.
    var tileActions: [TileCacheAction] { log.compactMap { if case .tiles(let action) = $0 { return action } else { return nil } } }

    func renderContent(_ scale: ContentRenderScale) { log.append(.render(scale)) }
    func measureContent() { log.append(.measureContent) }
    func placeContent() { log.append(.placeContent) }

    /// The scales content was drawn again at, in order.
    var renders: [ContentRenderScale] { log.compactMap { if case .render(let scale) = $0 { return scale } else { return nil } } }

    /// The decodes started, in order.
    var decodes: [DecodeRequest] { log.compactMap { if case .decode(let request) = $0 { return request } else { return nil } } }

    private func deliver(_ entry: Entry, _ report: ZoomReport) {
        log.append(entry)
        onReport?(report)
    }
}

/// The view most tests use: a 300 × 500 pt container, the view filling it, a 600 × 400 px photo
/// (scale 1, up) aspect fit — drawn at (0, 150, 300 × 200), k = 0.5, resting centre (150, 250).
enum PhotoView {
    static let container = CGRect(x: 0, y: 0, width: 300, height: 500)
    static let photo = ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up)
    static let centre = CGPoint(x: 150, y: 250)

    /// Initialized, in its container, with the photo: at rest, its set-up reports cleared.
    @MainActor
    static func make(_ configure: (inout ZoomConfiguration) -> Void = { _ in }) -> SimulatedView {
        let view = SimulatedView()
        view.bounds = CGRect(origin: .zero, size: container.size)      // what UIKit's initializer set
        view.center = centre
        view.send(.initialize(center: centre, bounds: view.bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(container))
        view.send(.image(photo, identity: 1))
        var configuration = ZoomConfiguration()
        configure(&configuration)
        view.send(.configuration(configuration))
        view.log.removeAll()
        view.inputs.removeAll()
        return view
    }
}

extension SimulatedView {
    /// A two-finger pinch: began at `start`, then one change per (scale, centroid), then ended.
    func pinch(_ steps: [(CGFloat, CGPoint)], from start: CGPoint, end: Bool = true) {
        send(.touchesBegan(count: 2, shown: shown))
        send(.pinch(.began, scale: 1, centroid: start, touchCount: 2))
        for (scale, centroid) in steps {
            send(.pinch(.changed, scale: scale, centroid: centroid, touchCount: 2))
        }
        guard end else { return }
        send(.pinch(.ended, scale: 1, centroid: steps.last?.1 ?? start, touchCount: 2))
        send(.touchesEnded(count: 2))
    }

    /// A one-finger pan by `translation` in `steps` equal moves, released with `velocity`.
    func pan(by translation: CGPoint, steps: Int = 2, velocity: CGPoint = .zero) {
        send(.touchesBegan(count: 1, shown: shown))
        send(.pan(.began, translation: .zero, velocity: .zero))
        for _ in 0..<steps {
            send(.pan(.changed, translation: CGPoint(x: translation.x / CGFloat(steps), y: translation.y / CGFloat(steps)),
                      velocity: velocity))
        }
        send(.pan(.ended, translation: .zero, velocity: velocity))
        send(.touchesEnded(count: 1))
    }

    /// A trackpad's two-finger scroll or a mouse wheel with the pointer at `pointer`: began,
    /// one change per translation, ended with `velocity` — and no touches, as UIKit delivers it.
    func scroll(_ translations: [CGPoint], at pointer: CGPoint, modifiers: KeyModifierFlags = [],
                velocity: CGPoint = .zero) {
        send(.scroll(.began, translation: .zero, velocity: .zero, location: pointer, modifiers: modifiers, shown: shown))
        for translation in translations {
            send(.scroll(.changed, translation: translation, velocity: velocity, location: pointer, modifiers: modifiers,
                         shown: shown))
        }
        send(.scroll(.ended, translation: .zero, velocity: velocity, location: pointer, modifiers: modifiers, shown: shown))
    }

    /// A recognized double tap at `point`, its two touches landing and lifting first.
    func doubleTap(at point: CGPoint) {
        for _ in 0..<2 {
            send(.touchesBegan(count: 1, shown: shown))
            send(.touchesEnded(count: 1))
        }
        send(.doubleTap(.ended, location: point, shown: shown))
    }
}
