import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Short, human-readable numbers and events for the table, the captions and the page.
enum Format {
    /// `value` with at most `digits` decimals and no trailing zeros: 1.25 → "1.25", 40 → "40",
    /// −0 → "0"; non-finite values as the trace file writes them ("nan", "inf", "-inf").
    static func number(_ value: CGFloat, digits: Int = 2) -> String {
        decimal(value, digits: digits, trimmingZeros: true)
    }

    /// `value` with exactly `digits` decimals, for aligned table columns; −0.00 → "0.00".
    static func fixed(_ value: CGFloat, digits: Int) -> String {
        decimal(value, digits: digits, trimmingZeros: false)
    }

    /// `value` rounded to `digits` (0…6) decimals, ties to even like `printf`. Written with integer
    /// arithmetic: `String(format:)` is slow on Linux, and a 10 000-step trace formats millions
    /// of numbers.
    static func decimal(_ value: CGFloat, digits: Int, trimmingZeros: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        let digits = min(max(digits, 0), 6)
        var unit: Int64 = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = (Double(value) * Double(unit)).rounded(.toNearestOrEven)
        guard abs(scaled) < 1e15 else { return String(format: "%.\(digits)f", Double(value)) }
        let units = Int64(scaled)
        var fraction = abs(units) % unit
        var fractionDigits = digits
        if trimmingZeros {
            while fractionDigits > 0 && fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        var text = units < 0 ? "-" : ""
        text += String(abs(units) / unit)
        if fractionDigits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
        }
        return text
    }

    /// "(x, y)".
    static func point(_ point: CGPoint, digits: Int = 2) -> String {
        "(\(number(point.x, digits: digits)), \(number(point.y, digits: digits)))"
    }

    /// "(x, y, w × h)".
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }

    /// A translation or velocity with explicit signs: "(+40, 0)".
    static func delta(_ point: CGPoint) -> String {
        func signed(_ value: CGFloat) -> String {
            value > 0 ? "+" + number(value) : number(value)
        }
        return "(\(signed(point.x)), \(signed(point.y)))"
    }

    /// `text` cut to `width` characters (an ellipsis marks the cut) and padded with spaces.
    static func padded(_ text: String, _ width: Int, alignRight: Bool = false) -> String {
        let cut = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        let padding = String(repeating: " ", count: max(0, width - cut.count))
        return alignRight ? padding + cut : cut + padding
    }
}

extension Format {
    /// One line for a whole-view input, e.g. "pinch changed ×1.25 at (0, 150), 2 touches".
    static func input(_ input: ZoomInput) -> String {
        switch input {
        case .initialize(let center, let bounds):
            return "initialize at \(point(center)), bounds \(rect(bounds))"
        case .center(let center, _, let own):
            return (own ? "(UIKit) " : "") + "center \(point(center))"
        case .bounds(let bounds, _, let own):
            return (own ? "(UIKit) " : "") + "bounds \(rect(bounds))"
        case .frame(let frame, _, let own):
            return (own ? "(UIKit) " : "") + "frame \(rect(frame))"
        case .image(let image, _), .decodeFinished(let image?, _, _):
            let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
            return "\(input.kind.rawValue) \(number(pixels.width)) × \(number(pixels.height)) px, \(image.orientation)"
        case .decodeFinished(nil, _, let generation):
            return "decode of load \(generation) failed"
        case .contentMode(let mode):
            return "content mode \(mode)"
        case .container(let bounds):
            return bounds.map { "container \(rect($0))" } ?? "no container"
        case .display(let display):
            return "display ×\(number(display.effectiveScale))" + (display.reducesMotion ? ", reduce motion" : "")
        case .configuration(let configuration):
            return "limits \(number(configuration.minimumZoomScale))…\(number(configuration.maximumZoomScale))"
        case .doubleTapEnabled(let enabled):
            return "double tap \(enabled ? "on" : "off")"
        case .cropOpening(let opening):
            return opening.map { "crop opening \(rect($0))" } ?? "no crop opening"
        case .touchesBegan(let count, _):
            return count == 1 ? "a touch lands" : "\(count) touches land"
        case .touchesEnded(let count):
            return count == 1 ? "a touch lifts" : "\(count) touches lift"
        case .pinch(let phase, let scale, let centroid, let touchCount, _):
            let at = centroid.map { " at \(point($0))" } ?? " (no container)"
            return "pinch \(phase) ×\(number(scale, digits: 3))\(at), \(touchCount == 1 ? "1 touch" : "\(touchCount) touches")"
        case .pan(let phase, let translation, let velocity):
            let move = translation.map { " \(delta($0))" } ?? " (no container)"
            let speed = phase == .ended ? velocity.map { ", velocity \(delta($0)) pt/s" } ?? "" : ""
            return "pan \(phase)\(phase == .ended ? "" : move)\(speed)"
        case .doubleTap(let phase, let location, _):
            return "double tap \(phase)" + (location.map { " at \(point($0))" } ?? "")
        case .singleTap(let phase, let location):
            return "tap \(phase) at view \(point(location))"
        case .setZoomScale(let scale, let animated, _, let anchor):
            return "set zoom ×\(number(scale, digits: 3))" + (anchor.map { " at \(point($0))" } ?? "") + (animated ? ", animated" : "")
        case .zoomToPixelRect(let rect, let animated, _):
            return "zoom to pixels \(self.rect(rect))\(animated ? ", animated" : "")"
        case .resetZoom(let animated, _):
            return "reset zoom\(animated ? ", animated" : "")"
        case .accessibilityStep(let steps, _):
            return "VoiceOver \(steps > 0 ? "zoom in" : "zoom out")"
        case .accessibilityReset:
            return "VoiceOver reset zoom"
        case .accessibilityScroll(let direction, _):
            return "VoiceOver scroll \(direction)"
        case .accessibilityFocus(let viewRect, _, _):
            return viewRect.map { "VoiceOver focus on content \(rect($0))" } ?? "VoiceOver focus elsewhere"
        case .animationFinished(let id, let atEnd):
            return "animation \(id) \(atEnd ? "finished" : "stopped")"
        case .loadStarted:
            return "large image load starts"
        case .loadCancelled(let generation):
            return "load \(generation) cancelled"
        case .scroll(let phase, let translation, let velocity, let location, let modifiers, _):
            let move = translation.map { " \(delta($0))" } ?? " (no container)"
            let pointer = location.map { " at \(point($0))" } ?? ""
            let held = modifiers.isEmpty ? "" : " with \(keys(modifiers))"
            let speed = phase == .ended ? velocity.map { ", velocity \(delta($0)) pt/s" } ?? "" : ""
            return "scroll \(phase)\(phase == .ended ? "" : move + pointer)\(held)\(speed)"
        case .keyCommand(let command, _):
            return "key \(command.bindings.first.map(keys) ?? "") \(command.rawValue)"
        case .keyCommandsEnabled(let enabled):
            return "key commands \(enabled ? "on" : "off")"
        case .scrollZoomModifiers(let modifiers):
            return modifiers.isEmpty ? "every scroll zooms" : "scroll zooms with \(keys(modifiers))"
        case .quickZoom(let phase, let location, _):
            return "quick zoom \(phase)" + (location.map { " at \(point($0))" } ?? " (no container)")
        case .quickZoomEnabled(let enabled):
            return "quick zoom \(enabled ? "on" : "off")"
        case .dismissDrag(let phase, let translation, let velocity, _, let touchCount):
            let move = translation.map { " \(delta($0))" } ?? " (no container)"
            let speed = phase == .ended ? velocity.map { ", velocity \(delta($0)) pt/s" } ?? "" : ""
            return "dismiss drag \(phase)\(move)\(speed)" + (touchCount == 1 ? "" : ", \(touchCount) touches")
        case .dismissDragEnabled(let enabled):
            return "drag to dismiss \(enabled ? "on" : "off")"
        case .accessibilityEscape:
            return "VoiceOver escape"
        case .dismissPresentation(let presentation):
            return "dismissal \(presentation == .inline ? "leaves the image (inline viewer)" : "takes the image (modal viewer)")"
        case .dismissalEnded:
            return "dismissal ended, viewer kept"
        case .tileLoadEnded(let tile, let generation, let bytes):
            return "tile \(tile) " + (bytes.map { "loaded, \(number(CGFloat($0) / 1024)) KiB" } ?? "failed")
                + " (image \(generation))"
        case .memoryWarning:
            return "memory warning"
        case .contentChanged:
            return "content changed"
        }
    }

    /// Modifier keys as their symbols, in Apple's order: "⌃⌥⇧⌘"; Caps Lock as "⇪".
    static func keys(_ modifiers: KeyModifierFlags) -> String {
        let symbols: [(KeyModifierFlags, String)] = [(.alphaShift, "⇪"), (.control, "⌃"), (.alternate, "⌥"),
                                                    (.shift, "⇧"), (.command, "⌘")]
        return symbols.filter { modifiers.contains($0.0) }.map(\.1).joined()
    }

    /// A key binding as a menu shows it: "⌘+", "⌥←".
    static func keys(_ binding: ZoomKeyBinding) -> String {
        let arrows: [ZoomKeyBinding.Key: String] = [.leftArrow: "←", .rightArrow: "→", .upArrow: "↑", .downArrow: "↓"]
        return keys(binding.modifiers) + (arrows[binding.key] ?? binding.key.rawValue)
    }

    /// What a step reported, e.g. "zoom 2.5, end 2.5"; empty when nothing.
    static func reports(_ reports: [ZoomReport]) -> String {
        reports.compactMap { report -> String? in
            switch report {
            case .zoomChange(let scale): "zoom \(number(scale, digits: 3))"
            case .zoomEnd(let scale): "end \(number(scale, digits: 3))"
            case .tap(let pixel): "tapped pixel \(point(pixel))"
            case .accessibilityPageScrolled: "page scrolled"
            case .accessibilityLayoutChanged: "VoiceOver layout changed"
            case .loadEnded(let generation, let outcome): "load \(generation) \(outcome)"
            case .viewTap: "tap on the view"
            case .backgroundOpacity(let opacity, let animation):
                "background \(number(opacity, digits: 2))" + (animation == nil ? "" : ", animated")
            case .dismiss(let request): "dismiss from \(point(request.shown.center)) ×\(number(request.shown.transform.a, digits: 3))"
            case .tileFailed(let tile): "tile \(tile) failed"
            case .accessibilityValue: nil
            }
        }
        .joined(separator: ", ")
    }
}
