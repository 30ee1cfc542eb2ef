import Foundation
@_spi(Internals) import ZoomableImageCore

// The byte format of a step: an opcode byte (its value mod 32, common inputs on several codes so
// random bytes reach them more often) and its operands. ``FuzzWriter/step(_:)`` writes the same
// format; every byte string reads as some step.
//
// | opcode | step | operands |
// |---|---|---|
// | 0, 1 | touchesBegan | count (mod 4), shown |
// | 2, 3 | touchesEnded | count (mod 4) |
// | 4–6 | pinch | phase, scale, centroid?, touch count (none: 2), pointer shown |
// | 7, 8 | pan | phase, translation?, velocity? |
// | 9 | doubleTap | phase, location?, shown |
// | 10 | singleTap | phase, location |
// | 11 | setZoomScale | scale, animated, anchor?, shown |
// | 12 | zoomToPixelRect | rect, animated, shown |
// | 13 | resetZoom | animated, shown |
// | 14 | VoiceOver | kind (mod 4): step (±1), reset, scroll (direction), escape; shown |
// | 15, 16 | animationFinished | back (mod 3), at end (unless 0 mod 4) |
// | 17 | container | none (0 mod 8) or a rect |
// | 18 | setter | kind (mod 3): frame, bounds, center; its value; own write (0 mod 8) |
// | 19 | contentMode | mode (mod 14: 13 is no UIKit mode) |
// | 20 | image | size, scale, orientation (mod 9: 8 is none), identity |
// | 21 | configuration | minimum, maximum, double-tap scale, bounce bits |
// | 22 | cropOpening | none (0 mod 3) or a rect |
// | 23 | large images | kind (mod 3): loadStarted; decodeFinished copy, identity, back (mod 2); loadCancelled back |
// | 24 | scroll | phase, translation?, velocity?, location (with a translation), modifiers, pointer shown |
// | 25 | photo viewer gestures | kind (mod 2): quick zoom (phase, location?, shown); dismiss drag (phase, translation?, velocity?, location?, touch count (none: 1)) |
// | 26 | keyCommand | command (mod 11), shown |
// | 27 | switches | kind (mod 6): key commands on/off, scroll-zoom modifiers, double tap on/off, initialize, quick zoom on/off, dismiss drag on/off |
// | 28 | display | scale, window size?, Reduce Motion |
// | 29 | springProgress | n |
// | 30 | probe | point, rect |
// | 31 | crop or plan | kind (mod 2): crop rect and aspect ratio; downsample inputs |
//
// An optional value is a byte (0 mod 8: none) and the value; an optional velocity a bool and
// the value. "shown" is a byte, 0 mod 16 for garbage; "pointer shown" 0 mod 16 for unknown,
// 1 for garbage.
extension FuzzReader {
    mutating func step() -> FuzzStep {
        switch byte() % 32 {
        case 0, 1: return .touchesBegan(count: Int(byte() % 4), shown: shown())
        case 2, 3: return .touchesEnded(count: Int(byte() % 4))
        case 4, 5, 6:
            return .pinch(phase(), scale: float(.factor), centroid: optionalPoint(), touchCount: touchCount() ?? 2,
                          shown: pointerShown())
        case 7, 8: return .pan(phase(), translation: optionalPoint(), velocity: bool() ? velocity() : nil)
        case 9: return .doubleTap(phase(), location: optionalPoint(), shown: shown())
        case 10: return .singleTap(phase(), location: point())
        case 11: return .setZoomScale(float(.factor), animated: bool(), anchor: optionalPoint(), shown: shown())
        case 12: return .zoomToPixelRect(rect(), animated: bool(), shown: shown())
        case 13: return .resetZoom(animated: bool(), shown: shown())
        case 14:
            switch byte() % 5 {
            case 0: return .accessibilityStep(bool() ? 1 : -1, shown: shown())
            case 1: return .accessibilityReset(shown: shown())
            case 2: return .accessibilityScroll(AccessibilityScrollDirection(uiKitRawValue: Int(byte() % 8)), shown: shown())
            case 3: return .accessibilityEscape(shown: shown())
            default:
                return .accessibilityFocus(viewRect: byte() % 8 == 0 ? nil : rect(), safeArea: byte() % 4 == 0 ? nil : rect(),
                                           shown: shown())
            }
        case 15, 16: return .animationFinished(back: Int(byte() % 3), atEnd: byte() % 4 != 0)
        case 17: return .container(byte() % 8 == 0 ? nil : rect())
        case 18:
            let setter: FuzzSetter = switch byte() % 3 {
            case 0: .frame(rect())
            case 1: .bounds(rect())
            default: .center(point())
            }
            return .setter(setter, fromOwnWrite: byte() % 8 == 0)
        case 19: return .contentMode(contentMode())
        case 20: return .image(image(), identity: identity())
        case 21: return .configuration(configuration())
        case 22: return .cropOpening(byte() % 3 == 0 ? nil : rect())
        case 23:
            switch byte() % 3 {
            case 0: return .loadStarted
            case 1: return .decodeFinished(copy(), identity: identity(), generationsBack: Int(byte() % 2))
            default: return .loadCancelled(generationsBack: Int(byte() % 2))
            }
        case 25:
            guard bool() else { return .quickZoom(phase(), location: optionalPoint(), shown: shown()) }
            return .dismissDrag(phase(), translation: optionalPoint(), velocity: bool() ? velocity() : nil,
                                location: optionalPoint(), touchCount: touchCount() ?? 1)
        case 24:
            let phase = phase()
            let translation = optionalPoint()
            let velocity = bool() ? velocity() : nil
            let location = translation == nil ? .zero : point()
            return .scroll(phase, translation: translation, velocity: velocity, location: location,
                           modifiers: modifiers(), shown: pointerShown())
        case 26:
            let command = ZoomKeyCommand.allCases[Int(byte()) % ZoomKeyCommand.allCases.count]
            return .keyCommand(command, shown: shown())
        case 27:
            switch byte() % 6 {
            case 0: return .keyCommandsEnabled(bool())
            case 1: return .scrollZoomModifiers(modifiers())
            case 2: return .doubleTapEnabled(bool())
            case 3: return .initialize(center: point(), bounds: rect())
            case 4: return .quickZoomEnabled(bool())
            default: return .dismissDragEnabled(bool())
            }
        case 28:
            return .display(DisplayEnvironment(displayScale: float(.factor), windowSize: bool() ? size() : nil,
                                               reducesMotion: bool()))
        case 29: return .springProgress(byte())
        case 30: return .probe(point: point(), rect: rect())
        default:
            guard bool() else { return .crop(rect: rect(), aspectRatio: float(.factor)) }
            let source = size()
            let orientation = orientation()
            return .downsample(DownsampleInputs(sourcePixelSize: source, sourceOrientation: orientation,
                                                containerSize: size(), screenScale: float(.factor),
                                                maximumZoomScale: float(.factor), contentMode: contentMode()))
        }
    }

    // MARK: - Operands

    mutating func phase() -> RecognizerPhase {
        RecognizerPhase(uiKitRawValue: Int(byte() % 7))
    }

    mutating func optionalPoint() -> CGPoint? {
        byte() % 8 == 0 ? nil : point()
    }

    mutating func shown() -> FuzzShown {
        byte() % 16 == 0 ? .garbage : .onScreen
    }

    mutating func pointerShown() -> FuzzShown {
        switch byte() % 16 {
        case 0: .unknown
        case 1: .garbage
        default: .onScreen
        }
    }

    /// Modifier keys: any of UIKit's six bits, and now and then a bit UIKit does not define.
    mutating func modifiers() -> KeyModifierFlags {
        KeyModifierFlags(rawValue: Int(byte() & 0x3f) << 16 | (byte() % 32 == 0 ? 1 << 30 : 0))
    }

    /// An image's identity: 0 is none (a cleared image view), any other byte that number.
    mutating func identity() -> UInt? {
        let value = byte()
        return value == 0 ? nil : UInt(value)
    }

    mutating func orientation() -> ImageOrientation {
        ImageOrientation(uiKitRawValue: Int(byte() % 9))
    }

    mutating func contentMode() -> ImageContentMode {
        ImageContentMode(uiKitRawValue: Int(byte() % 14))
    }

    /// Size, scale and orientation: what the view reads from a `UIImage`.
    mutating func image() -> ImageDescription {
        ImageDescription(size: size(), scale: float(.factor), orientation: orientation())
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

    /// Kind (mod 8): 0 unreadable; 1 explicit (an image, then an original or not); 2–4 planned
    /// for the original on screen; 5–7 planned for an original read next.
    mutating func copy() -> FuzzCopy {
        switch byte() % 8 {
        case 0: return .unreadable
        case 1:
            var copy = image()
            if bool() { copy.original = original() }
            return .explicit(copy)
        case 2, 3, 4: return .planned(nil)
        default: return .planned(original())
        }
    }

    mutating func original() -> OriginalImage {
        OriginalImage(pixelSize: size(), orientation: orientation())
    }
}
