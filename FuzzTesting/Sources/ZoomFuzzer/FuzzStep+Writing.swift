import Foundation
@_spi(Internals) import ZoomableImageCore

// Writes steps in the format ``FuzzReader/step()`` reads (its table is in FuzzStep+Reading.swift),
// each in one canonical form: a seed that does not read back as itself is refused when the seeds
// are written (``FuzzSeeds/write(to:)``).
extension FuzzWriter {
    mutating func step(_ step: FuzzStep) {
        switch step {
        case .touchesBegan(let count, let shown): byte(0); byte(UInt8(clamping: count)); self.shown(shown)
        case .touchesEnded(let count): byte(2); byte(UInt8(clamping: count))
        case .pinch(let phase, let scale, let centroid, let touchCount, let shown):
            byte(4); self.phase(phase); float(scale, .factor); optionalPoint(centroid); self.touchCount(touchCount)
            pointerShown(shown)
        case .pan(let phase, let translation, let velocity):
            byte(7); self.phase(phase); optionalPoint(translation); optionalVelocity(velocity)
        case .doubleTap(let phase, let location, let shown):
            byte(9); self.phase(phase); optionalPoint(location); self.shown(shown)
        case .singleTap(let phase, let location): byte(10); self.phase(phase); point(location)
        case .setZoomScale(let scale, let animated, let anchor, let shown):
            byte(11); float(scale, .factor); bool(animated); optionalPoint(anchor); self.shown(shown)
        case .zoomToPixelRect(let rect, let animated, let shown): byte(12); self.rect(rect); bool(animated); self.shown(shown)
        case .resetZoom(let animated, let shown): byte(13); bool(animated); self.shown(shown)
        case .accessibilityStep(let steps, let shown): byte(14); byte(0); bool(steps > 0); self.shown(shown)
        case .accessibilityReset(let shown): byte(14); byte(1); self.shown(shown)
        case .accessibilityScroll(let direction, let shown):
            byte(14); byte(2); byte(UInt8(direction.rawValue)); self.shown(shown)
        case .accessibilityEscape(let shown): byte(14); byte(3); self.shown(shown)
        case .accessibilityFocus(let viewRect, let safeArea, let shown):
            byte(14); byte(4); optionalRect(viewRect, noneByte: 0); optionalRect(safeArea, noneByte: 0); self.shown(shown)
        case .quickZoom(let phase, let location, let shown):
            byte(25); bool(false); self.phase(phase); optionalPoint(location); self.shown(shown)
        case .dismissDrag(let phase, let translation, let velocity, let location, let touchCount):
            byte(25); bool(true); self.phase(phase); optionalPoint(translation); optionalVelocity(velocity)
            optionalPoint(location); self.touchCount(touchCount)
        case .animationFinished(let back, let atEnd): byte(15); byte(UInt8(clamping: back)); byte(atEnd ? 1 : 0)
        case .container(let rect): byte(17); optionalRect(rect, noneByte: 0)
        case .setter(let setter, let fromOwnWrite):
            byte(18)
            switch setter {
            case .frame(let frame): byte(0); rect(frame)
            case .bounds(let bounds): byte(1); rect(bounds)
            case .center(let center): byte(2); point(center)
            }
            byte(fromOwnWrite ? 0 : 1)
        case .contentMode(let mode): byte(19); byte(UInt8(mode.rawValue))
        case .image(let image, let identity): byte(20); self.image(image); self.identity(identity)
        case .configuration(let configuration): byte(21); self.configuration(configuration)
        case .cropOpening(let rect): byte(22); optionalRect(rect, noneByte: 0)
        case .loadStarted: byte(23); byte(0)
        case .decodeFinished(let copy, let identity, let generationsBack):
            byte(23); byte(1); self.copy(copy); self.identity(identity); byte(UInt8(clamping: generationsBack))
        case .loadCancelled(let generationsBack): byte(23); byte(2); byte(UInt8(clamping: generationsBack))
        case .scroll(let phase, let translation, let velocity, let location, let modifiers, let shown):
            byte(24); self.phase(phase); optionalPoint(translation); optionalVelocity(velocity)
            if translation != nil { point(location) }
            self.modifiers(modifiers); pointerShown(shown)
        case .keyCommand(let command, let shown):
            byte(26); byte(UInt8(ZoomKeyCommand.allCases.firstIndex(of: command) ?? 0)); self.shown(shown)
        case .keyCommandsEnabled(let isEnabled): byte(27); byte(0); bool(isEnabled)
        case .scrollZoomModifiers(let modifiers): byte(27); byte(1); self.modifiers(modifiers)
        case .doubleTapEnabled(let isEnabled): byte(27); byte(2); bool(isEnabled)
        case .initialize(let center, let bounds): byte(27); byte(3); point(center); rect(bounds)
        case .quickZoomEnabled(let isEnabled): byte(27); byte(4); bool(isEnabled)
        case .dismissDragEnabled(let isEnabled): byte(27); byte(5); bool(isEnabled)
        case .display(let display):
            byte(28); float(display.displayScale, .factor); bool(display.windowSize != nil)
            if let windowSize = display.windowSize { size(windowSize) }
            bool(display.reducesMotion)
        case .springProgress(let progress): byte(29); byte(progress)
        case .probe(let point, let rect): byte(30); self.point(point); self.rect(rect)
        case .crop(let rect, let aspectRatio): byte(31); bool(false); self.rect(rect); float(aspectRatio, .factor)
        case .downsample(let inputs):
            byte(31); bool(true)
            size(inputs.sourcePixelSize); byte(UInt8(inputs.sourceOrientation.rawValue)); size(inputs.containerSize)
            float(inputs.screenScale, .factor); float(inputs.maximumZoomScale, .factor)
            byte(UInt8(inputs.contentMode.rawValue))
        }
    }

    // MARK: - Operands

    mutating func phase(_ phase: RecognizerPhase) {
        byte(UInt8(phase.rawValue))
    }

    mutating func optionalPoint(_ point: CGPoint?) {
        guard let point else { return byte(0) }
        byte(1)
        self.point(point)
    }

    mutating func optionalRect(_ rect: CGRect?, noneByte: UInt8) {
        guard let rect else { return byte(noneByte) }
        byte(1)
        self.rect(rect)
    }

    mutating func optionalVelocity(_ velocity: CGPoint?) {
        bool(velocity != nil)
        if let velocity { self.velocity(velocity) }
    }

    /// ``FuzzShown/unknown`` is not an option here: it reads back as on screen.
    mutating func shown(_ shown: FuzzShown) {
        byte(shown == .garbage ? 0 : 1)
    }

    mutating func pointerShown(_ shown: FuzzShown) {
        switch shown {
        case .unknown: byte(0)
        case .garbage: byte(1)
        case .onScreen: byte(2)
        }
    }

    mutating func modifiers(_ modifiers: KeyModifierFlags) {
        byte(UInt8((modifiers.rawValue >> 16) & 0x3f))
        byte(modifiers.rawValue & (1 << 30) != 0 ? 0 : 1)
    }

    mutating func identity(_ identity: UInt?) {
        byte(identity.map { UInt8(clamping: $0) } ?? 0)
    }

    mutating func image(_ image: ImageDescription) {
        size(image.size)
        float(image.scale, .factor)
        byte(UInt8(image.orientation.rawValue))
    }

    mutating func configuration(_ configuration: ZoomConfiguration) {
        float(configuration.minimumZoomScale, .factor)
        float(configuration.maximumZoomScale, .factor)
        float(configuration.doubleTapZoomScale, .factor)
        byte((configuration.bouncesZoom ? 1 : 0) | (configuration.bouncesPan ? 2 : 0))
    }

    mutating func copy(_ copy: FuzzCopy) {
        switch copy {
        case .unreadable: byte(0)
        case .explicit(let image):
            byte(1)
            self.image(image)
            bool(image.original != nil)
            if let original = image.original { self.original(original) }
        case .planned(nil): byte(2)
        case .planned(let original?): byte(5); self.original(original)
        }
    }

    mutating func original(_ original: OriginalImage) {
        size(original.pixelSize)
        byte(UInt8(original.orientation.rawValue))
    }
}
