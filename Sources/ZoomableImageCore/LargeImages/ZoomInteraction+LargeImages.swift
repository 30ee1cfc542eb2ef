import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// What to decode a large image for now: the current load, the size to plan for
    /// (``planningSize``), the display's scale and the maximum zoom in force (sanitized, and
    /// never below the minimum: a NaN maximum plans for 4, not a full-size decode).
    public var decodeRequest: DecodeRequest {
        DecodeRequest(generation: loadGeneration, containerSize: planningSize, screenScale: display.effectiveScale,
                      maximumZoomScale: engine.maximumZoomScale, contentMode: contentMode)
    }

    /// The size a decode is planned for: the view's bounds once they have an area, else its
    /// window's, else — a view loading its image in `viewDidLoad`, before any layout and any
    /// window — the largest iPhone screen (``defaultPlanningSize``). A load never waits for a
    /// size (a view that is never laid out would wait forever), and never plans without one
    /// (that keeps every pixel of the original): a copy planned too small or too large is
    /// replaced at rest once the view knows better.
    var planningSize: CGSize {
        let sizes = [viewBounds.size, display.windowSize ?? .zero, Self.defaultPlanningSize]
        return sizes.first { $0.width.isFinite && $0.height.isFinite && $0.width > 0 && $0.height > 0 } ?? Self.defaultPlanningSize
    }

    /// The size planned for when nothing is known: the largest iPhone screen in portrait,
    /// 440 × 956 pt (iPhone 16 Pro Max). A 48 MP photo at zoom 4 and 3 px/pt decodes 5280 px
    /// across rather than 8064.
    public static let defaultPlanningSize = CGSize(width: 440, height: 956)

    // MARK: - Loads

    /// A load starts: the one under way (and any decode) is superseded, and the new one decodes
    /// its first copy at once.
    mutating func startLoad(_ effects: inout ZoomEffects) {
        supersedeLoad(&effects)
        loadGeneration &+= 1
        copyDecode = .loading(decodeRequest)
        effects.startsDecode = true
    }

    /// Ends the load under way, if any, as superseded, and cancels a running decode.
    mutating func supersedeLoad(_ effects: inout ZoomEffects) {
        if copyDecode.isLoading { queue(.loadEnded(generation: loadGeneration, .superseded)) }
        effects.cancelsDecode = copyDecode.isDecoding
        copyDecode = .none
    }

    /// The caller of load `generation` stopped waiting: the load ends, its decode is cancelled,
    /// and the image on screen stays (with no more copies of its own: the view decodes from the
    /// cancelled load's source now). Any other generation changes nothing.
    mutating func cancelLoad(generation: Int, _ effects: inout ZoomEffects) {
        guard isCurrentLoad(generation), copyDecode.isLoading else { return }
        effects.cancelsDecode = copyDecode.isDecoding
        copyDecode = .stopped
        queue(.loadEnded(generation: generation, .cancelled))
    }

    /// A decode for load `generation` ended with `copy` (`nil`: the file could not be read).
    ///
    /// - A load's first copy is shown like a new image — back to rest — and its load ends as
    ///   shown; a failed one ends as unreadable, and the image on screen stays.
    /// - A copy of another size is swapped in keeping the zoom — at rest only, since its own
    ///   rounding may move the content frame by a fraction of a point, which would cut a running
    ///   animation short: decoded while something moves, it is dropped and asked for again at
    ///   rest. It must be of the original on screen.
    /// - A completion for another generation, or with no decode of that kind running (cancelled,
    ///   superseded), changes nothing.
    mutating func decodeFinished(_ copy: ImageDescription?, identity: UInt?, generation: Int,
                                 _ effects: inout ZoomEffects) {
        guard isCurrentLoad(generation) else { return }
        switch copyDecode {
        case .loading(let request):
            guard let copy else {
                copyDecode = .stopped
                queue(.loadEnded(generation: generation, .unreadable))
                return
            }
            copyDecode = .idle(plannedSide: Self.plannedSide(of: request, for: copy))
            effects.showsSharperCopy = true
            adoptNewImage(copy, identity: identity, &effects)
            queue(.loadEnded(generation: generation, .shown))
        case .resampling(let request):
            copyDecode = copy.map { .idle(plannedSide: Self.plannedSide(of: request, for: $0)) } ?? .stopped
            guard let copy, copy.original != nil, copy.original == image.original, !isZooming else {
                copyDecode = copyDecode == .stopped ? .stopped : .none      // not shown: ask again at rest
                return
            }
            image = copy
            imageIdentity = identity
            effects.showsSharperCopy = true
            relayout(&effects)
        case .idle, .stopped:
            return
        }
    }

    // MARK: - Copies of another size

    /// Asks for a copy of another size of the large original on screen when the one shown no
    /// longer fits the plan: it holds fewer pixels than the view can show (the view grew, the
    /// maximum zoom rose, the display is denser), or more than twice the pixels it needs (√2 on
    /// the longest side: the view shrank, or the first copy was planned for a larger size).
    /// A photo of 4:3 turning between portrait and landscape needs 1.33 × the side, so it is not
    /// decoded again at every turn. Only at rest, in a window (a view taken off screen is not
    /// decoded for: its display scale may not be its screen's), for a plan other than the one
    /// the copy on screen was made for, one decode at a time: a need that changes while one runs
    /// is looked at again when it lands (a live resize starts no pile of decodes). Never for a
    /// tiled image: its base copy stays, and tiles bring what the view needs beyond it.
    mutating func requestCopyIfNeeded(_ effects: inout ZoomEffects) {
        guard isInitialized, case .idle(let plannedSide) = copyDecode, let original = image.original, image.tiling == nil,
              canZoom, !isZooming, display.windowSize != nil else { return }
        let request = decodeRequest
        let needed = CGFloat(request.plan(for: original).maximumPixelSize)
        // Whole pixels: a copy's side within half a pixel of what is needed is enough.
        let shown = image.longestPixelSide.rounded()
        guard needed != plannedSide, needed > shown || shown > needed * Self.largestCopyExcess else { return }
        copyDecode = .resampling(request)
        effects.startsDecode = true
    }

    /// The view is out of a window (no window size): a copy of another size being decoded is
    /// cancelled — nothing shows it, and out of a window the display scale may not be its
    /// screen's — and asked for again once the view is back in a window at rest
    /// (``requestCopyIfNeeded(_:)``). A load's first copy decodes on: its caller waits for it.
    mutating func leaveWindowIfOut(_ effects: inout ZoomEffects) {
        switch copyDecode {
        case .resampling where display.windowSize == nil:
            effects.cancelsDecode = true
            copyDecode = .none
        case .resampling, .loading, .idle, .stopped:
            return
        }
    }

    /// The longest side, in pixels, `request` planned for `copy`'s original.
    static func plannedSide(of request: DecodeRequest, for copy: ImageDescription) -> CGFloat {
        copy.original.map { CGFloat(request.plan(for: $0).maximumPixelSize) } ?? 0
    }

    /// How many times the side needed a copy's longest side may be before it is replaced by a
    /// smaller one: √2, so a copy never holds more than twice the pixels the view can show.
    static let largestCopyExcess: CGFloat = 2.0.squareRoot()
}
