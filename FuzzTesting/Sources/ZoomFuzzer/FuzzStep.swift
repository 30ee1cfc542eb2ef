import Foundation
@_spi(Internals) import ZoomableImageCore

/// One step of a fuzzed session: an input a whole view sends its ``ZoomInteraction``, written
/// without the values only the run knows (what is on screen, the running animation, the current
/// load, the container), or a probe of the layout, crops and decode plans. Decoded from fuzz
/// bytes by ``FuzzReader/step()`` and written back by ``FuzzWriter/step(_:)``, so every step is
/// a plain value: the seeds (``FuzzSeeds``) are lists of them.
enum FuzzStep: Equatable {
    // MARK: The view's life and layout

    /// `.initialize(center:bounds:)` (ignored once initialized).
    case initialize(center: CGPoint, bounds: CGRect)
    /// `.frame`, `.bounds` or `.center` set from outside (or, `fromOwnWrite`, the view's own
    /// write echoed), with the current container.
    case setter(FuzzSetter, fromOwnWrite: Bool)
    /// `.container(_:)`: the superview's bounds, or none.
    case container(CGRect?)
    case contentMode(ImageContentMode)
    /// `.image(_:identity:)`.
    case image(ImageDescription, identity: UInt?)
    case configuration(ZoomConfiguration)
    case cropOpening(CGRect?)
    /// `.display(_:)`: scale, window size and Reduce Motion.
    case display(DisplayEnvironment)

    // MARK: Touches and recognizers

    case touchesBegan(count: Int, shown: FuzzShown)
    case touchesEnded(count: Int)
    case pinch(RecognizerPhase, scale: CGFloat, centroid: CGPoint?, touchCount: Int, shown: FuzzShown)
    case pan(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?)
    case doubleTap(RecognizerPhase, location: CGPoint?, shown: FuzzShown)
    case singleTap(RecognizerPhase, location: CGPoint)
    /// A trackpad or wheel scroll; `location` is only read with a translation.
    case scroll(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint,
                modifiers: KeyModifierFlags, shown: FuzzShown)

    // MARK: A photo viewer's gestures

    /// The quick zoom's recognizer (a double tap held and dragged).
    case quickZoom(RecognizerPhase, location: CGPoint?, shown: FuzzShown)
    /// The dismiss drag's recognizer.
    case dismissDrag(RecognizerPhase, translation: CGPoint?, velocity: CGPoint?, location: CGPoint?, touchCount: Int)
    case quickZoomEnabled(Bool)
    case dismissDragEnabled(Bool)

    // MARK: Commands, keys, VoiceOver

    case setZoomScale(CGFloat, animated: Bool, anchor: CGPoint?, shown: FuzzShown)
    case zoomToPixelRect(CGRect, animated: Bool, shown: FuzzShown)
    case resetZoom(animated: Bool, shown: FuzzShown)
    case accessibilityStep(Int, shown: FuzzShown)
    case accessibilityReset(shown: FuzzShown)
    case accessibilityScroll(AccessibilityScrollDirection, shown: FuzzShown)
    /// VoiceOver's two-finger scrub: a photo viewer dismisses.
    case accessibilityEscape(shown: FuzzShown)
    /// VoiceOver focusing an element of the content (its frame in the view) or elsewhere (`nil`),
    /// with the container's safe area (or none).
    case accessibilityFocus(viewRect: CGRect?, safeArea: CGRect?, shown: FuzzShown)
    case keyCommand(ZoomKeyCommand, shown: FuzzShown)
    case keyCommandsEnabled(Bool)
    case scrollZoomModifiers(KeyModifierFlags)
    case doubleTapEnabled(Bool)

    // MARK: Animations and large images

    /// The running spring is shown `n`/200 of the way from where it started to its target (up to
    /// 1.275: springs overshoot), for this and the following inputs. Every run starts at 0.
    case springProgress(UInt8)
    /// `.animationFinished` for the animation `back` identifiers before the running one (or, with
    /// none running, before the next one): 0 is the running one, 1 and 2 stale ones.
    case animationFinished(back: Int, atEnd: Bool)
    case loadStarted
    /// `.decodeFinished` for the load `generationsBack` before the current one (0 or 1).
    case decodeFinished(FuzzCopy, identity: UInt?, generationsBack: Int)
    case loadCancelled(generationsBack: Int)

    // MARK: Probes (no input: checks of the current layout and of pure values)

    /// Maps a point and a rect through the view's image layout and checks the results.
    case probe(point: CGPoint, rect: CGRect)
    /// Crops: `CropRegion` for `rect` as a view rect and as a pixel rect, the engine's crop
    /// region, and `CropOpening` with `aspectRatio` in `rect`.
    case crop(rect: CGRect, aspectRatio: CGFloat)
    /// A `DownsamplingPlan` for these inputs.
    case downsample(DownsampleInputs)
}

/// What a step says is on screen: what the simulated UIKit shows, or values no view shows.
enum FuzzShown: Equatable {
    /// The model values, or the running spring at its progress: what UIKit presents.
    case onScreen
    /// `nil`, where the input takes an optional (a pinch or scroll not knowing it); elsewhere
    /// on screen.
    case unknown
    /// A NaN centre and an infinite, degenerate transform.
    case garbage
}

/// Which of the view's setters a ``FuzzStep/setter(_:fromOwnWrite:)`` calls.
enum FuzzSetter: Equatable {
    case frame(CGRect)
    case bounds(CGRect)
    case center(CGPoint)
}

/// The copy a finished decode delivers.
enum FuzzCopy: Equatable {
    /// `nil`: the file could not be read.
    case unreadable
    /// The copy the running decode's request plans for `original` — `nil` for the original on
    /// screen, or ``defaultOriginal`` when there is none — upright, at scale 1, as the view makes it.
    case planned(OriginalImage?)
    /// Any image description.
    case explicit(ImageDescription)

    /// A 48 MP photo taken in portrait (stored landscape, `.right`).
    static let defaultOriginal = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .right)
}

/// The inputs of a `DownsamplingPlan`.
struct DownsampleInputs: Equatable {
    var sourcePixelSize: CGSize
    var sourceOrientation: ImageOrientation
    var containerSize: CGSize
    var screenScale: CGFloat
    var maximumZoomScale: CGFloat
    var contentMode: ImageContentMode
}
