#if canImport(UIKit) && !targetEnvironment(macCatalyst)
import UIKit
@preconcurrency import VisionKit
@_spi(Internals) import ZoomableImageCore

/// Live Text on a ``ZoomableImageView``: a transparent view filling the image view's bounds, as
/// its subview, that carries VisionKit's `ImageAnalysisInteraction`, runs the analyses the core
/// decides (``LiveTextAnalysisStateMachine``) and owns the Live Text button.
///
/// Why a subview of the image view. VisionKit draws highlights and the selection in the
/// interaction's view (reasoned: its documentation gives every point "in view coordinates" of
/// that view, and draws no conclusion about where its layers live). A subview's coordinate
/// system "builds upon the coordinate systems of its ancestors. So when you modify a view's
/// transform property, that change affects the view and all of its subviews" (View Programming
/// Guide for iOS, "View Geometry and Coordinate Systems"): the zoom — the image view's
/// `transform`, written in gestures and inside the settle animations' blocks — carries the
/// highlights with the image, and no code follows the zoom. It is a plain view rather than the
/// image view itself because `contentsRect(for:)` is how an interaction says where the image is
/// "when the interaction view type isn't UIImageView" (Apple's documentation); on an image view
/// VisionKit places the analysis over the whole image itself, and a region of the original
/// (the analysis after a coarse settle) could not be placed.
///
/// VisionKit's own supplementary interface (its Live Text button and Quick Actions) is hidden:
/// inside the zoomed view it would scale and slide with the image. ``LiveTextButton`` in the
/// container takes its place.
@available(iOS 16.0, *)
final class LiveTextOverlay: UIView, LiveTextHost, LiveTextDriving {
    /// What is looked for: text, and QR and other codes.
    nonisolated static let analysisTypes: ImageAnalyzer.AnalysisTypes = [.text, .machineReadableCode]
    /// One analyzer for every view ("An object that finds items in images"; it is `Sendable`).
    nonisolated static let analyzer = ImageAnalyzer()

    /// The whole of this view's bounds in unit coordinates: the contents rect when there is no
    /// image view to ask.
    nonisolated static let wholeBounds = CGRect(x: 0, y: 0, width: 1, height: 1)

    var analysisState = LiveTextAnalysisStateMachine()
    /// The image view. It owns this overlay (as a subview and through `liveText`); held weakly all
    /// the same, because UIKit removes subviews — and VisionKit may call the delegate — while the
    /// image view is being deallocated, when an `unowned` read would trap.
    weak var imageView: ZoomableImageView?
    let interaction = ImageAnalysisInteraction()
    let button = LiveTextButton()
    /// Finished analyses by request, only those the state keeps (``LiveTextAnalysisStateMachine/keepsResult(of:)``).
    var results: [Int: ImageAnalysis] = [:]
    /// Running analyses by request.
    var tasks: [Int: Task<Void, Never>] = [:]
    /// What VisionKit said where the last touch landed, read then (``touchLanded(_:)``): a
    /// recognizer asks to begin later — a single tap about 300 ms after the finger lifted, a pan
    /// 10 pt away from where it landed — when VisionKit may already have reacted to the touch.
    var touchAtLanding = LiveTextTouch(isLiveTextActive: false)
    /// The image view's own `isHidden` and `alpha`, mirrored on the button (a sibling).
    var imageViewVisibility: (isHidden: Bool, alpha: CGFloat) = (false, 1)

    init(imageView: ZoomableImageView) {
        self.imageView = imageView
        super.init(frame: imageView.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .clear
        interaction.delegate = self
        // Text selection and data detectors only, the two the arbitration covers. Not `.automatic`,
        // which "enables interaction with any type of text, symbols, or subjects" (Apple's
        // `ImageAnalysisInteraction.InteractionTypes` documentation): from iOS 17 it lifts
        // subjects with a long press and offers Visual Look Up, which no rule here arbitrates.
        // (`.automaticTextOnly` is iOS 17 API, unknown to the 16.5 SDK.)
        interaction.preferredInteractionTypes = [.textSelection, .dataDetectors]
        interaction.isSupplementaryInterfaceHidden = true
        addInteraction(interaction)
        button.onToggle = { [weak self] isOn in
            self?.interaction.selectableItemsHighlighted = isOn
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LiveTextOverlay is made in code")
    }

    // MARK: - LiveTextDriving

    func install(in container: UIView?) {
        imageView?.addSubview(self)
        moveButton(to: container)
    }

    /// Cancels the analyses still running: nothing will show them. (`uninstall()` does too;
    /// this covers an overlay released without it.)
    deinit {
        tasks.values.forEach { $0.cancel() }
    }

    func uninstall() {
        tasks.values.forEach { $0.cancel() }
        tasks = [:]
        removeInteraction(interaction)
        removeFromSuperview()
        button.removeFromSuperview()
    }

    var analysisOutcome: LiveTextAnalysisStateMachine.Outcome { analysisState.outcome }

    func imageShown(identity: UInt?, isAnimating: Bool) {
        send { $0.imageChanged(to: identity, isAnimating: isAnimating) }
    }

    func viewSettled() {
        _ = imageView.map { view in send { $0.settled(at: view.host.interaction.liveTextAnalysisTarget()) } }
    }

    /// The image view's bounds (their origin too) or container changed: fill the bounds again,
    /// have VisionKit ask for the contents rect, and see whether a region is due.
    func layoutChanged() {
        _ = imageView.map { frame = $0.bounds }
        interaction.setContentsRectNeedsUpdate()
        viewSettled()
    }

    func moveButton(to container: UIView?) {
        button.removeFromSuperview()
        _ = container.map(button.install(in:))
    }

    /// Reads VisionKit's answers where the touch landed, in this view (the interaction's),
    /// as the view's touch tracker sees the touch begin — before any recognizer asks.
    func touchLanded(_ tracker: UIGestureRecognizer) {
        let point = tracker.location(in: self)
        touchAtLanding = LiveTextTouch(isLiveTextActive: analysisState.isActive,
                                       isOnLiveTextButton: interaction.hasSupplementaryInterface(at: point),
                                       hasInteractiveItem: interaction.hasInteractiveItem(at: point),
                                       hasActiveTextSelection: interaction.hasActiveTextSelection)
    }

    /// Whether `recognizer` is VisionKit's: its view is the interaction's (reasoned: an
    /// interaction adds its recognizers to the view it is added to; Apple documents no list).
    func owns(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.view === self
    }

    func imageViewVisibilityChanged(isHidden: Bool, alpha: CGFloat) {
        imageViewVisibility = (isHidden, alpha)
        updateButton()
    }

    /// Shows the button as the core says: with results, on a shown image view, at its alpha.
    func updateButton() {
        let alpha = LiveTextAnalysisStateMachine.buttonAlpha(
            analysisHasResults: interaction.analysis?.hasResults(for: Self.analysisTypes) == true,
            isViewHidden: imageViewVisibility.isHidden, viewAlpha: imageViewVisibility.alpha)
        button.isHidden = alpha == nil
        _ = alpha.map { button.alpha = $0 }
    }

    // MARK: - LiveTextHost

    func cancelAnalysis(request: Int) {
        tasks.removeValue(forKey: request)?.cancel()
    }

    /// Puts a finished analysis in place (or none), keeps the highlighting the button asks for
    /// (a new analysis starts without), has VisionKit ask for the contents rect, and shows the
    /// button when the analysis found something.
    func showAnalysis(request: Int?) {
        interaction.analysis = request.flatMap { results[$0] }
        interaction.selectableItemsHighlighted = button.isSelected
        interaction.setContentsRectNeedsUpdate()
        updateButton()
    }

    /// Analyses the image on screen (the copy of a large file, the frame of an animation that
    /// stays).
    func analyseShownImage(request: Int) {
        let image = imageView?.image
        tasks[request] = Task { [weak self] in
            let analysis = await Self.analyse(image)
            self?.analysisFinished(request: request, analysis)
        }
    }

    /// Reads the region's stored pixels at the size the core planned (in stored orientation:
    /// width and height swap for the left and right orientations) from where the view's crops
    /// come from (``ZoomableImageView/pixelSource``): a large file in strips, one read of an
    /// original at a time (``OriginalReadQueue``); a tile source's tiles of the level the size
    /// needs (``TileStitch/init(liveTextRegion:tiling:)``) — off the main thread; then analyses
    /// it with the original's orientation.
    func analyseRegion(_ region: LiveTextAnalysisRegion, request: Int) {
        let pixels = imageView?.pixelSource
        let orientation = UIImage.Orientation(region.orientation)
        tasks[request] = Task { [weak self] in
            let bitmap = await pixels?.liveTextRegion(region)
            let analysis = await Self.analyse(bitmap.map { UIImage(cgImage: $0.cgImage, scale: 1, orientation: orientation) })
            self?.analysisFinished(request: request, analysis)
        }
    }

    func resetTextSelection() {
        interaction.resetTextSelection()
    }

    // MARK: - Analyses

    /// Analyses an image; `nil` without one, or when VisionKit throws (cancelled included). A
    /// `nonisolated` async function runs off the main actor (SE-0338): VisionKit's work is never
    /// on the main thread's account.
    nonisolated static func analyse(_ image: UIImage?) async -> ImageAnalysis? {
        guard let image else { return nil }
        return try? await analyzer.analyze(image, configuration: ImageAnalyzer.Configuration(analysisTypes))
    }

    /// A request ended: its result (kept only while the state may show it) goes to the state,
    /// and an analysis landing on a view already zoomed past its copy's pixels is a settle too.
    func analysisFinished(request: Int, _ analysis: ImageAnalysis?) {
        tasks[request] = nil
        results[request] = analysis
        send { $0.analysisFinished(request: request, succeeded: analysis != nil) }
        results = results.filter { analysisState.keepsResult(of: $0.key) }
        viewSettled()
    }
}

@available(iOS 16.0, *)
extension LiveTextOverlay: ImageAnalysisInteractionDelegate {
    /// VisionKit may begin only on an image at rest with no gesture of the view's under way
    /// (``ZoomInteraction/liveTextMayBegin(isLiveTextActive:)``). VisionKit calls its delegate
    /// on the main thread; the 16.5 SDK does not mark the protocol so.
    nonisolated func interaction(_ interaction: ImageAnalysisInteraction, shouldBeginAt point: CGPoint,
                                 for interactionType: ImageAnalysisInteraction.InteractionTypes) -> Bool {
        MainActorBridge.value(or: false) {
            self.imageView?.host.interaction.liveTextMayBegin(isLiveTextActive: self.analysisState.isActive) == true
        }
    }

    /// Where the analysis in place lies, in unit coordinates of this view's bounds — the image
    /// view's bounds (``LiveTextAnalysisStateMachine/contentsRect(in:)``).
    nonisolated func contentsRect(for interaction: ImageAnalysisInteraction) -> CGRect {
        MainActorBridge.value(or: Self.wholeBounds) {
            self.imageView.map { self.analysisState.contentsRect(in: $0.imageLayout) } ?? Self.wholeBounds
        }
    }

    /// The view that holds the image: the image view, not this transparent overlay — Apple:
    /// "Implement this delegate method only when the view that contains the image isn't the same
    /// as the interaction's view". Both have the same bounds, so the contents rect is the same in
    /// either.
    nonisolated func contentView(for interaction: ImageAnalysisInteraction) -> UIView? {
        MainActorBridge.value(or: nil) { self.imageView }
    }

    /// What presents Look Up, Translate and share sheets: the nearest view controller up the
    /// responder chain (a modally presented one included). VisionKit's default, "the window's
    /// root view controller" (Apple's documentation), cannot present while it presents another.
    nonisolated func presentingViewController(for interaction: ImageAnalysisInteraction) -> UIViewController? {
        MainActorBridge.value(or: nil) {
            interaction.view.flatMap { view in
                sequence(first: view as UIResponder, next: { $0.next }).lazy.compactMap { $0 as? UIViewController }.first
            }
        }
    }

    /// VisionKit's own button is hidden (``LiveTextButton`` shows instead): nothing to do.
    nonisolated func interaction(_ interaction: ImageAnalysisInteraction, liveTextButtonDidChangeToVisible visible: Bool) {}

    /// Highlighting turned on or off by VisionKit (a tap on text): the button follows.
    nonisolated func interaction(_ interaction: ImageAnalysisInteraction,
                                 highlightSelectedItemsDidChange highlightSelectedItems: Bool) {
        MainActorBridge.run { [weak self] in
            self?.button.isSelected = highlightSelectedItems
        }
    }
}
#endif
