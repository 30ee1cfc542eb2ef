import Foundation
import ZoomableImageCore

extension FuzzScenario {
    /// The bytes that decode to this scenario (``init(decoding:)``), in the explicit forms.
    ///
    /// Format: a flags byte (bit 0 reset first, bit 1 resting frame = container, bit 2 explicit
    /// layout bounds, bit 3 explicit configuration, bit 4 coverage rect, bit 5 `.alwaysCover`,
    /// bit 6 explicit content frame); the image (size, scale, orientation byte, content-mode
    /// byte); the container; then the optional parts in flag order; then the steps, each an
    /// opcode byte (its value mod 20) and its operands. Floats as described on ``FuzzReader``.
    var encoded: [UInt8] {
        var writer = FuzzWriter()
        let restingIsContainer = restingFrame == containerBounds
        var flags: UInt8 = 0
        if resetFirst { flags |= 0x01 }
        if restingIsContainer { flags |= 0x02 }
        if layoutBounds != nil { flags |= 0x04 }
        if configuration != ZoomConfiguration() { flags |= 0x08 }
        if coverageRect != nil { flags |= 0x10 }
        if coveragePolicy == .alwaysCover { flags |= 0x20 }
        if contentFrame != nil { flags |= 0x40 }
        writer.byte(flags)
        writer.image(image)
        writer.rect(containerBounds)
        if !restingIsContainer { writer.rect(restingFrame) }
        if let layoutBounds { writer.rect(layoutBounds) }
        if let contentFrame { writer.rect(contentFrame) }
        if flags & 0x08 != 0 { writer.configuration(configuration) }
        if let coverageRect { writer.rect(coverageRect) }
        for step in steps { writer.step(step) }
        return writer.bytes
    }
}

extension FuzzWriter {
    mutating func image(_ image: FuzzImage) {
        size(image.size)
        float(image.scale, .factor)
        byte(UInt8(image.orientation.rawValue) | (image.sourcePixelSize == nil ? 0 : 0x80))
        byte(UInt8(image.contentMode.rawValue))
        if let source = image.sourcePixelSize { size(source) }
    }

    mutating func configuration(_ configuration: ZoomConfiguration) {
        float(configuration.minimumZoomScale, .factor)
        float(configuration.maximumZoomScale, .factor)
        float(configuration.doubleTapZoomScale, .factor)
        byte((configuration.bouncesZoom ? 1 : 0) | (configuration.bouncesPan ? 2 : 0))
    }

    mutating func step(_ step: FuzzStep) {
        switch step {
        case .event(let event): self.event(event)
        case .endAnimated(let velocity, let reduceMotion):
            byte(7)
            bool(reduceMotion)
            self.velocity(velocity)
        case .relayout(let container, let resting, let image, let content, let coverage):
            byte(12)
            var flags: UInt8 = 0x08        // explicit container, resting frame and image
            if content != nil { flags |= 0x10 }
            switch coverage {
            case .container: break
            case .rect: flags |= 0x20
            case .current: flags |= 0x40
            }
            byte(flags)
            rect(container)
            rect(resting)
            self.image(image)
            if let content { rect(content) }
            if case .rect(let coverageRect) = coverage { rect(coverageRect) }
        case .probe(let point, let rect):
            byte(15)
            self.point(point)
            self.rect(rect)
        case .crop(let rect, let aspectRatio):
            byte(16)
            self.rect(rect)
            float(aspectRatio, .factor)
        case .downsample(let inputs):
            byte(17)
            size(inputs.sourcePixelSize)
            byte(UInt8(inputs.sourceOrientation.rawValue))
            size(inputs.containerSize)
            float(inputs.screenScale, .factor)
            float(inputs.maximumZoomScale, .factor)
            byte(UInt8(inputs.contentMode.rawValue))
        case .stepZoom(let steps):
            byte(18)
            byte(UInt8(bitPattern: Int8(clamping: steps)))
        case .setCoverage(let rect):
            byte(19)
            bool(rect != nil)
            if let rect { self.rect(rect) }
        }
    }

    mutating func event(_ event: GestureEvent) {
        switch event {
        case .begin: byte(0)
        case .beginFromPresented(let geometry):
            byte(1)
            let t = geometry.transform
            let uniform = t.a == t.d && t.b == 0 && t.c == 0 && t.tx == 0 && t.ty == 0
            let defaultAnchor = geometry.anchorPoint == CGPoint(x: 0.5, y: 0.5)
            byte(1 | (uniform ? 0 : 2) | (defaultAnchor ? 0 : 4))
            rect(geometry.bounds)
            point(geometry.center)
            if uniform {
                float(t.a, .factor)
            } else {
                float(t.a, .factor); float(t.b, .coordinate); float(t.c, .coordinate)
                float(t.d, .factor); float(t.tx, .coordinate); float(t.ty, .coordinate)
            }
            if !defaultAnchor { point(geometry.anchorPoint) }
        case .pinch(let factor, let centroid, let touchCount):
            byte(2); float(factor, .factor); point(centroid); self.touchCount(touchCount)
        case .rebaseline(let centroid): byte(3); point(centroid)
        case .endPinch: byte(4)
        case .pan(let translation): byte(5); point(translation)
        case .end(let velocity): byte(6); self.velocity(velocity)
        case .doubleTap(let location): byte(8); point(location)
        case .setZoomScale(let scale, let anchor): byte(9); float(scale, .factor); point(anchor)
        case .zoomToViewRect(let rect): byte(10); self.rect(rect)
        case .reset: byte(11)
        case .layout(let container, let resting, let content, let coverage):
            // Written as a relayout with an explicit content frame; the image is irrelevant then.
            step(.relayout(containerBounds: container, restingFrame: resting,
                           image: FuzzImage(size: .zero, scale: 1, orientation: .up, contentMode: .scaleToFill),
                           contentFrame: content, coverage: coverage.map { .rect($0) } ?? .container))
        case .configure(let configuration): byte(13); self.configuration(configuration)
        case .coveragePolicy(let policy): byte(14); bool(policy == .alwaysCover)
        }
    }
}
