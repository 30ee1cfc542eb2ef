import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    // MARK: - The view's life

    /// The view finished initializing: UIKit's centre and bounds are the truth from here on,
    /// whatever setters ran before (they only passed their values through).
    mutating func initialize(center: CGPoint, bounds: CGRect, _ effects: inout ZoomEffects) {
        guard !isInitialized else { return }
        isInitialized = true
        restingCenter = center.isFinite ? center : .zero
        viewBounds = bounds.isFiniteRect ? bounds : .zero
        relayout(&effects)
        effects.appliesGeometry = true
    }

    // MARK: - Setters: where the outside world puts the view

    /// A new resting centre. Non-finite centres are ignored (UIKit would raise
    /// `CALayerInvalidGeometry`); the container they came with is taken all the same.
    mutating func setCenter(_ center: CGPoint, _ effects: inout ZoomEffects) {
        guard center.isFinite else {
            relayout(&effects)
            return
        }
        restingCenter = center
        guard isInitialized else {
            effects.write = .center(center)
            return
        }
        relayout(&effects)
    }

    /// New bounds: a new resting size (and content offset). Non-finite bounds are ignored.
    mutating func setBounds(_ bounds: CGRect, _ effects: inout ZoomEffects) {
        guard bounds.isFiniteRect else {
            relayout(&effects)
            return
        }
        // Before initialization the model's copy may not be UIKit's: always pass through.
        if bounds != viewBounds || !isInitialized { effects.write = .bounds(bounds) }
        viewBounds = bounds
        relayout(&effects)
    }

    /// A new resting frame: its centre and size, standardized. UIKit never derives bounds from a
    /// frame under a transform here: the bounds get the frame's size and the engine places the
    /// view. Non-finite frames (and `CGRect.null`) are ignored.
    mutating func setFrame(_ frame: CGRect, _ effects: inout ZoomEffects) {
        guard frame.isFiniteRect else {
            relayout(&effects)
            return
        }
        let frame = frame.standardized
        let bounds = CGRect(origin: viewBounds.origin, size: frame.size)
        restingCenter = CGPoint(x: frame.midX, y: frame.midY)
        guard isInitialized else {
            viewBounds = bounds
            effects.write = .frame(frame)
            relayout(&effects)                      // the image's layout only, before initialization
            return
        }
        if bounds != viewBounds { effects.write = .bounds(bounds) }
        viewBounds = bounds
        relayout(&effects)
    }

    /// A new content mode: laid out again, keeping the zoomed spot.
    mutating func setContentMode(_ mode: ImageContentMode, _ effects: inout ZoomEffects) {
        guard mode != contentMode else { return }
        contentMode = mode
        relayout(&effects)
    }

    /// The container's bounds (or none). The same bounds again change nothing.
    mutating func setContainer(_ bounds: CGRect?, _ effects: inout ZoomEffects) {
        containerBounds = bounds
        relayout(&effects)
    }

    /// The display: its scale plans large-image decodes, its reduce-motion setting the springs.
    /// Out of a window, a copy of another size being decoded is cancelled
    /// (``leaveWindowIfOut(_:)``).
    mutating func setDisplay(_ display: DisplayEnvironment, _ effects: inout ZoomEffects) {
        self.display = display
        leaveWindowIfOut(&effects)
    }

    // MARK: - Images

    /// An image set on the view: back to rest at once; a large-image load under way is
    /// superseded (and its decode cancelled). The same object again changes nothing — the same
    /// content at a new size is laid out again (``resizeContent(_:_:)``).
    mutating func setImage(_ image: ImageDescription, identity: UInt?, _ effects: inout ZoomEffects) {
        // The same image again changes nothing — unless a load is under way, which any image
        // set meanwhile supersedes (`nil` during a view's first load: a reused cell cleared).
        guard identity != imageIdentity || copyDecode.isLoading else { return resizeContent(image, &effects) }
        supersedeLoad(&effects)
        loadGeneration &+= 1
        adoptNewImage(image, identity: identity, &effects)
    }

    /// Shows a new image at rest: a running animation is cut, a caught one released; a gesture
    /// under way continues from rest.
    mutating func adoptNewImage(_ image: ImageDescription, identity: UInt?, _ effects: inout ZoomEffects) {
        self.image = image
        imageIdentity = identity
        deferredContent = DeferredContent()     // what waited was the old content's
        adoptTiling(&effects)
        guard isInitialized else {
            relayout(&effects)
            return
        }
        stopAnimationOrHold(&effects)
        relayout(&effects)
        engine.reset()
        // A gesture under way goes on from rest; the engine's follows it (its centroid forgotten).
        if isGesturing { engine.beginInteraction() }
        effects.appliesGeometry = true
    }

    // MARK: - Keeping the engine in sync

    /// Lays the image out again and hands the engine the view's layout values (which keeps the
    /// zoomed spot, or stays at rest). Values equal to the engine's change nothing: Auto Layout
    /// re-applies the same frame on every pass, which must neither cut an animation short nor
    /// disturb a pinch. Otherwise a running animation is cut to its target first, and a caught
    /// animation's target follows the new layout.
    mutating func relayout(_ effects: inout ZoomEffects) {
        imageLayout = image.layout(contentMode: contentMode, bounds: viewBounds)
        guard isInitialized else { return }
        let container = containerBounds ?? .zero
        let resting = restingFrame
        let content = contentFrame
        guard container != engine.containerBounds || resting != engine.restingFrame
            || content != engine.contentFrame || cropOpening != engine.explicitCoverageRect else { return }
        cutAnimation(&effects)
        if case .holding(let hold) = motion, let target = hold.target {
            var heading = engine
            heading.geometry = target
            heading.updateLayout(containerBounds: container, restingFrame: resting, contentFrame: content,
                                 coverageRect: cropOpening)
            motion = .holding(Hold(target: heading.geometry))
        }
        // What the view showed before this layout pass: kept across the values of one pass, so
        // a container resized before its crop opening moves is not clamped against the old
        // opening first (nothing else moved the image since the last layout value).
        let intent = layoutMemory.flatMap { $0.produced == engine.geometry ? $0.intent : nil } ?? engine.layoutIntent
        engine.updateLayout(containerBounds: container, restingFrame: resting, contentFrame: content,
                            coverageRect: cropOpening, keeping: intent)
        layoutMemory = LayoutMemory(intent: intent, produced: engine.geometry)
        effects.appliesGeometry = true
    }
}
