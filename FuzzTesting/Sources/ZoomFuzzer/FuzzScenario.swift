import Foundation
import ZoomableImageCore

/// An image as a `UIImage` describes itself: what ``ImageLayout`` needs besides the bounds.
struct FuzzImage: Equatable {
    var size: CGSize
    var scale: CGFloat
    var orientation: ImageOrientation
    var contentMode: ImageContentMode
    /// The original's stored pixel size when the image is a downsampled copy of it; `nil` for
    /// an original.
    var sourcePixelSize: CGSize? = nil

    func layout(in bounds: CGRect) -> ImageLayout {
        if let sourcePixelSize {
            return ImageLayout(imageSize: size, imageScale: scale, contentMode: contentMode, bounds: bounds,
                               sourcePixelSize: sourcePixelSize, sourceOrientation: orientation)
        }
        return ImageLayout(imageSize: size, imageScale: scale, orientation: orientation, contentMode: contentMode,
                           bounds: bounds)
    }
}

/// One step of a fuzzed session: a ``GestureEvent`` for the engine, or a probe of the layout.
enum FuzzStep: Equatable {
    /// A gesture event, applied with `ZoomEngine.apply(_:)` (everything but `.layout` and `.end`
    /// with an animation check).
    case event(GestureEvent)
    /// `.end(velocity:)`, then a ``SettleAnimation`` from the geometry before to the one after.
    case endAnimated(velocity: CGPoint, reduceMotion: Bool)
    /// A `.layout` event: new container and resting frame and, unless `contentFrame` is given,
    /// `image` laid out again in the resting size (a rotation, a resize, a replaced image).
    case relayout(containerBounds: CGRect, restingFrame: CGRect, image: FuzzImage, contentFrame: CGRect?,
                  coverage: FuzzCoverage)
    /// Maps a point and a rect through the current layout and checks the results.
    case probe(point: CGPoint, rect: CGRect)
    /// Crops: `CropRegion` for `rect` as a view rect and as a pixel rect, the engine's crop
    /// region, and `CropOpening` with `aspectRatio` in `rect`.
    case crop(rect: CGRect, aspectRatio: CGFloat)
    /// A `DownsamplingPlan` for these inputs.
    case downsample(DownsampleInputs)
    /// VoiceOver's adjustable zoom: `setZoomScale(zoomScale(steppedBy: steps), around:)` the
    /// coverage rect's centre.
    case stepZoom(steps: Int)
    /// Sets `explicitCoverageRect` (a crop opening, or `nil` to follow the container).
    case setCoverage(CGRect?)
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

/// The coverage rect a ``FuzzStep/relayout`` passes.
enum FuzzCoverage: Equatable {
    /// `nil`: follow the container.
    case container
    /// A crop opening.
    case rect(CGRect)
    /// The engine's current `coverageRect`, kept explicitly.
    case current
}

/// A fuzzed session: an image laid out in a view resting in a container, an engine configured for
/// it, and the steps fed to it. Decoded from fuzz bytes by ``init(decoding:)``; seeds are written
/// with ``encoded``.
struct FuzzScenario: Equatable {
    static let maximumStepCount = 256

    var image: FuzzImage
    var containerBounds: CGRect
    var restingFrame: CGRect
    /// The bounds the image is laid out in; `nil` for (0, 0, restingFrame.size), as a view's are.
    var layoutBounds: CGRect?
    /// The engine's content frame; `nil` for the layout's `imageFrame`.
    var contentFrame: CGRect?
    var configuration: ZoomConfiguration
    var coveragePolicy: CoveragePolicy
    var coverageRect: CGRect?
    /// Whether the engine is reset (settled under the policy) before the first step.
    var resetFirst: Bool
    var steps: [FuzzStep]

    var layout: ImageLayout {
        image.layout(in: layoutBounds ?? CGRect(origin: .zero, size: restingFrame.size))
    }

    func makeEngine() -> ZoomEngine {
        var engine = ZoomEngine(containerBounds: containerBounds, restingFrame: restingFrame,
                                contentFrame: contentFrame ?? layout.imageFrame, configuration: configuration)
        engine.coveragePolicy = coveragePolicy
        if let coverageRect { engine.coverageRect = coverageRect }
        return engine
    }
}

extension FuzzScenario {
    /// Decodes a session from fuzz bytes; every byte string is some session. The format is the
    /// one ``encoded`` writes (see there).
    init(decoding bytes: [UInt8]) {
        var reader = FuzzReader(bytes)
        let flags = reader.byte()
        image = reader.image()
        containerBounds = reader.rect()
        restingFrame = flags & 0x02 != 0 ? containerBounds : reader.rect()
        layoutBounds = flags & 0x04 != 0 ? reader.rect() : nil
        contentFrame = flags & 0x40 != 0 ? reader.rect() : nil
        configuration = flags & 0x08 != 0 ? reader.configuration() : ZoomConfiguration()
        coverageRect = flags & 0x10 != 0 ? reader.rect() : nil
        coveragePolicy = flags & 0x20 != 0 ? .alwaysCover : .centerWhenSmaller
        resetFirst = flags & 0x01 != 0
        steps = []
        var container = containerBounds
        var resting = restingFrame
        var currentImage = image
        while !reader.isAtEnd, steps.count < Self.maximumStepCount {
            let step = reader.step(container: container, resting: resting, image: currentImage)
            if case .relayout(let newContainer, let newResting, let newImage, _, _) = step {
                container = newContainer
                resting = newResting
                currentImage = newImage
            }
            steps.append(step)
        }
    }
}

extension FuzzReader {
    /// Image size, scale, an orientation byte (bit 7: a source pixel size follows, for a
    /// downsampled copy) and a content-mode byte.
    mutating func image() -> FuzzImage {
        let size = size()
        let scale = float(.factor)
        let orientationByte = byte()
        let contentMode = contentMode()
        let source = orientationByte & 0x80 != 0 ? self.size() : nil
        return FuzzImage(size: size, scale: scale, orientation: ImageOrientation(rawValue: Int(orientationByte % 8)) ?? .up,
                         contentMode: contentMode, sourcePixelSize: source)
    }

    mutating func contentMode() -> ImageContentMode {
        ImageContentMode(rawValue: Int(byte() % 13)) ?? .scaleAspectFit
    }

    mutating func configuration() -> ZoomConfiguration {
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = float(.factor)
        configuration.maximumZoomScale = float(.factor)
        configuration.doubleTapZoomScale = float(.factor)
        let flags = byte()
        configuration.bouncesZoom = flags & 1 != 0
        configuration.bouncesPan = flags & 2 != 0
        return configuration
    }

    /// One step; `container`, `resting` and `image` are the session's current ones, for the
    /// shorthand forms (a rotation swaps the container's sides, a resize keeps the image).
    mutating func step(container: CGRect, resting: CGRect, image: FuzzImage) -> FuzzStep {
        switch byte() % 20 {
        case 0: return .event(.begin)
        case 1:
            let flags = byte()
            let bounds = flags & 1 != 0 ? rect() : CGRect(origin: .zero, size: resting.size)
            let center = point()
            let transform: CGAffineTransform
            if flags & 2 != 0 {
                transform = CGAffineTransform(a: float(.factor), b: float(.coordinate), c: float(.coordinate),
                                              d: float(.factor), tx: float(.coordinate), ty: float(.coordinate))
            } else {
                let scale = float(.factor)
                transform = CGAffineTransform(scaleX: scale, y: scale)
            }
            let anchor = flags & 4 != 0 ? point() : CGPoint(x: 0.5, y: 0.5)
            return .event(.beginFromPresented(ViewGeometry(bounds: bounds, center: center, transform: transform,
                                                           anchorPoint: anchor)))
        case 2: return .event(.pinch(factor: float(.factor), centroid: point(), touchCount: touchCount()))
        case 3: return .event(.rebaseline(centroid: point()))
        case 4: return .event(.endPinch)
        case 5: return .event(.pan(translation: point()))
        case 6: return .event(.end(velocity: velocity()))
        case 7:
            let reduceMotion = bool()
            return .endAnimated(velocity: velocity(), reduceMotion: reduceMotion)
        case 8: return .event(.doubleTap(location: point()))
        case 9: return .event(.setZoomScale(scale: float(.factor), anchor: point()))
        case 10: return .event(.zoomToViewRect(rect()))
        case 11: return .event(.reset)
        case 12: return relayout(container: container, resting: resting, image: image)
        case 13: return .event(.configure(configuration()))
        case 14: return .event(.coveragePolicy(bool() ? .alwaysCover : .centerWhenSmaller))
        case 15: return .probe(point: point(), rect: rect())
        case 16: return .crop(rect: rect(), aspectRatio: float(.factor))
        case 17:
            let source = size()
            let orientation = ImageOrientation(rawValue: Int(byte() % 8)) ?? .up
            return .downsample(DownsampleInputs(sourcePixelSize: source, sourceOrientation: orientation,
                                                containerSize: size(), screenScale: float(.factor),
                                                maximumZoomScale: float(.factor), contentMode: contentMode()))
        case 18: return .stepZoom(steps: Int(Int8(bitPattern: byte())))
        default: return .setCoverage(bool() ? rect() : nil)
        }
    }

    /// Layout flags: bits 0–1 container (0, 3 explicit; 1 rotated; 2 unchanged), bit 2 resting
    /// frame = container (else explicit), bit 3 new image (else the current one), bit 4 explicit
    /// content frame (else the image laid out in the resting size), bits 5–6 coverage (0, 3
    /// follow the container; 1 explicit; 2 the current one).
    mutating func relayout(container: CGRect, resting: CGRect, image: FuzzImage) -> FuzzStep {
        let flags = byte()
        let newContainer: CGRect
        switch flags & 3 {
        case 1: newContainer = CGRect(x: container.minX, y: container.minY, width: container.height,
                                      height: container.width)
        case 2: newContainer = container
        default: newContainer = rect()
        }
        let newResting = flags & 4 != 0 ? newContainer : rect()
        let newImage = flags & 8 != 0 ? self.image() : image
        let content = flags & 16 != 0 ? rect() : nil
        let coverage: FuzzCoverage
        switch (flags >> 5) & 3 {
        case 1: coverage = .rect(rect())
        case 2: coverage = .current
        default: coverage = .container
        }
        return .relayout(containerBounds: newContainer, restingFrame: newResting, image: newImage,
                         contentFrame: content, coverage: coverage)
    }
}
