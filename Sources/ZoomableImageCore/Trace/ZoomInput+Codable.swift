import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An input in a trace file: `{"<kind>": {<fields by name>}}`, the kind one of
/// ``ZoomInput/Kind``'s names, e.g.
/// `{"pinch": {"phase": "changed", "scale": 1.25, "centroid": [0, 150], "touchCount": 2}}`.
/// Phases, content modes, orientations, directions and keys are names. Optional fields are left
/// out when `nil`; fields added since an input was first written read with their defaults. Files
/// from before 1.0 wrote a case's first, unlabelled value as `"_0"`, which reads too, and their
/// `loadedImage` and `sharperCopy` inputs read as ``ZoomInput/decodeFinished(_:identity:generation:)``.
/// A tile load's end is `{"tileLoadEnded": {"tile": {"level": 0, "column": 2, "row": 1},
/// "generation": 1, "bytes": 262144}}`, without `bytes` when it failed.
extension ZoomInput: Codable {
    public init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: TraceKey.self)
        guard let key = outer.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                    debugDescription: "an input needs a kind"))
        }
        let c = try outer.nestedContainer(keyedBy: TraceKey.self, forKey: key)
        func first<Value: Decodable>(_ name: String) throws -> Value { try c.required(name, aliases: ["_0"]) }
        func firstOrNil<Value: Decodable>(_ name: String) throws -> Value? { try c.value(name, or: nil, aliases: ["_0"]) }
        func shown() throws -> ShownGeometry { try c.required("shown") }
        switch key.stringValue {
        case "initialize": self = .initialize(center: try c.required("center"), bounds: try c.required("bounds"))
        case "center":
            self = .center(try first("center"), container: try c.value("container", or: nil),
                           fromOwnWrite: try c.value("fromOwnWrite", or: false))
        case "bounds":
            self = .bounds(try first("bounds"), container: try c.value("container", or: nil),
                           fromOwnWrite: try c.value("fromOwnWrite", or: false))
        case "frame":
            self = .frame(try first("frame"), container: try c.value("container", or: nil),
                          fromOwnWrite: try c.value("fromOwnWrite", or: false))
        case "image": self = .image(try first("image"), identity: try c.value("identity", or: nil))
        case "decodeFinished", "loadedImage", "sharperCopy":
            self = .decodeFinished(try firstOrNil("copy"), identity: try c.value("identity", or: nil),
                                   generation: try c.required("generation"))
        case "contentMode": self = .contentMode(try first("mode"))
        case "container": self = .container(try firstOrNil("bounds"))
        case "display": self = .display(try first("display"))
        case "configuration": self = .configuration(try first("configuration"))
        case "doubleTapEnabled": self = .doubleTapEnabled(try first("isEnabled"))
        case "cropOpening": self = .cropOpening(try firstOrNil("opening"))
        case "touchesBegan": self = .touchesBegan(count: try c.required("count"), shown: try shown())
        case "touchesEnded": self = .touchesEnded(count: try c.required("count"))
        case "pinch":
            self = .pinch(try first("phase"), scale: try c.value("scale", or: 1), centroid: try c.value("centroid", or: nil),
                          touchCount: try c.value("touchCount", or: 2), shown: try c.value("shown", or: nil))
        case "pan":
            self = .pan(try first("phase"), translation: try c.value("translation", or: nil),
                        velocity: try c.value("velocity", or: nil))
        case "doubleTap": self = .doubleTap(try first("phase"), location: try c.value("location", or: nil), shown: try shown())
        case "singleTap": self = .singleTap(try first("phase"), location: try c.required("location"))
        case "setZoomScale":
            self = .setZoomScale(try first("scale"), animated: try c.value("animated", or: false), shown: try shown(),
                                 anchor: try c.value("anchor", or: nil))
        case "zoomToPixelRect":
            self = .zoomToPixelRect(try first("rect"), animated: try c.value("animated", or: false), shown: try shown())
        case "resetZoom": self = .resetZoom(animated: try c.value("animated", or: false), shown: try shown())
        case "accessibilityStep": self = .accessibilityStep(try first("steps"), shown: try shown())
        case "accessibilityReset": self = .accessibilityReset(shown: try shown())
        case "accessibilityScroll": self = .accessibilityScroll(try first("direction"), shown: try shown())
        case "accessibilityFocus":
            self = .accessibilityFocus(viewRect: try c.value("viewRect", or: nil), safeArea: try c.value("safeArea", or: nil),
                                       shown: try shown())
        case "animationFinished": self = .animationFinished(id: try c.required("id"), atEnd: try c.value("atEnd", or: true))
        case "loadStarted": self = .loadStarted
        case "loadCancelled": self = .loadCancelled(generation: try c.required("generation"))
        case "scroll":
            self = .scroll(try first("phase"), translation: try c.value("translation", or: nil),
                           velocity: try c.value("velocity", or: nil), location: try c.value("location", or: nil),
                           modifiers: try c.value("modifiers", or: []), shown: try c.value("shown", or: nil))
        case "keyCommand": self = .keyCommand(try first("command"), shown: try shown())
        case "keyCommandsEnabled": self = .keyCommandsEnabled(try first("isEnabled"))
        case "scrollZoomModifiers": self = .scrollZoomModifiers(try first("modifiers"))
        case "quickZoom":
            self = .quickZoom(try c.required("phase"), location: try c.value("location", or: nil), shown: try shown())
        case "quickZoomEnabled": self = .quickZoomEnabled(try c.required("isEnabled"))
        case "dismissDrag":
            self = .dismissDrag(try c.required("phase"), translation: try c.value("translation", or: nil),
                                velocity: try c.value("velocity", or: nil), location: try c.value("location", or: nil),
                                touchCount: try c.value("touchCount", or: 1))
        case "dismissDragEnabled": self = .dismissDragEnabled(try c.required("isEnabled"))
        case "accessibilityEscape": self = .accessibilityEscape(shown: try shown())
        case "dismissPresentation": self = .dismissPresentation(try c.required("presentation"))
        case "dismissalEnded": self = .dismissalEnded
        case "tileLoadEnded":
            self = .tileLoadEnded(try c.required("tile"), generation: try c.required("generation"),
                                  bytes: try c.value("bytes", or: nil))
        case "memoryWarning": self = .memoryWarning
        case "contentChanged": self = .contentChanged
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: outer,
                debugDescription: "unknown input \"\(key.stringValue)\"; expected one of "
                    + ZoomInput.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: TraceKey.self)
        var c = outer.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey(kind.rawValue))
        switch self {
        case .initialize(let center, let bounds):
            try c.put(center, "center")
            try c.put(bounds, "bounds")
        case .center(let center, let container, let own):
            try c.put(center, "center")
            try c.putIfPresent(container, "container")
            try c.put(own, "fromOwnWrite")
        case .bounds(let bounds, let container, let own):
            try c.put(bounds, "bounds")
            try c.putIfPresent(container, "container")
            try c.put(own, "fromOwnWrite")
        case .frame(let frame, let container, let own):
            try c.put(frame, "frame")
            try c.putIfPresent(container, "container")
            try c.put(own, "fromOwnWrite")
        case .image(let image, let identity):
            try c.put(image, "image")
            try c.putIfPresent(identity, "identity")
        case .decodeFinished(let copy, let identity, let generation):
            try c.putIfPresent(copy, "copy")
            try c.putIfPresent(identity, "identity")
            try c.put(generation, "generation")
        case .contentMode(let mode): try c.put(mode, "mode")
        case .container(let bounds): try c.putIfPresent(bounds, "bounds")
        case .display(let display): try c.put(display, "display")
        case .configuration(let configuration): try c.put(configuration, "configuration")
        case .doubleTapEnabled(let isEnabled): try c.put(isEnabled, "isEnabled")
        case .cropOpening(let opening): try c.putIfPresent(opening, "opening")
        case .touchesBegan(let count, let shown):
            try c.put(count, "count")
            try c.put(shown, "shown")
        case .touchesEnded(let count): try c.put(count, "count")
        case .pinch(let phase, let scale, let centroid, let touchCount, let shown):
            try c.put(phase, "phase")
            try c.put(scale, "scale")
            try c.putIfPresent(centroid, "centroid")
            try c.put(touchCount, "touchCount")
            try c.putIfPresent(shown, "shown")
        case .pan(let phase, let translation, let velocity):
            try c.put(phase, "phase")
            try c.putIfPresent(translation, "translation")
            try c.putIfPresent(velocity, "velocity")
        case .doubleTap(let phase, let location, let shown):
            try c.put(phase, "phase")
            try c.putIfPresent(location, "location")
            try c.put(shown, "shown")
        case .singleTap(let phase, let location):
            try c.put(phase, "phase")
            try c.put(location, "location")
        case .setZoomScale(let scale, let animated, let shown, let anchor):
            try c.put(scale, "scale")
            try c.put(animated, "animated")
            try c.put(shown, "shown")
            try c.putIfPresent(anchor, "anchor")
        case .zoomToPixelRect(let rect, let animated, let shown):
            try c.put(rect, "rect")
            try c.put(animated, "animated")
            try c.put(shown, "shown")
        case .resetZoom(let animated, let shown):
            try c.put(animated, "animated")
            try c.put(shown, "shown")
        case .accessibilityStep(let steps, let shown):
            try c.put(steps, "steps")
            try c.put(shown, "shown")
        case .accessibilityReset(let shown): try c.put(shown, "shown")
        case .accessibilityScroll(let direction, let shown):
            try c.put(direction, "direction")
            try c.put(shown, "shown")
        case .accessibilityFocus(let viewRect, let safeArea, let shown):
            try c.putIfPresent(viewRect, "viewRect")
            try c.putIfPresent(safeArea, "safeArea")
            try c.put(shown, "shown")
        case .animationFinished(let id, let atEnd):
            try c.put(id, "id")
            try c.put(atEnd, "atEnd")
        case .loadStarted: break
        case .loadCancelled(let generation): try c.put(generation, "generation")
        case .scroll(let phase, let translation, let velocity, let location, let modifiers, let shown):
            try c.put(phase, "phase")
            try c.putIfPresent(translation, "translation")
            try c.putIfPresent(velocity, "velocity")
            try c.putIfPresent(location, "location")
            try c.put(modifiers, "modifiers")
            try c.putIfPresent(shown, "shown")
        case .keyCommand(let command, let shown):
            try c.put(command, "command")
            try c.put(shown, "shown")
        case .keyCommandsEnabled(let isEnabled): try c.put(isEnabled, "isEnabled")
        case .scrollZoomModifiers(let modifiers): try c.put(modifiers, "modifiers")
        case .quickZoom(let phase, let location, let shown):
            try c.put(phase, "phase")
            try c.putIfPresent(location, "location")
            try c.put(shown, "shown")
        case .quickZoomEnabled(let isEnabled): try c.put(isEnabled, "isEnabled")
        case .dismissDrag(let phase, let translation, let velocity, let location, let touchCount):
            try c.put(phase, "phase")
            try c.putIfPresent(translation, "translation")
            try c.putIfPresent(velocity, "velocity")
            try c.putIfPresent(location, "location")
            try c.put(touchCount, "touchCount")
        case .dismissDragEnabled(let isEnabled): try c.put(isEnabled, "isEnabled")
        case .accessibilityEscape(let shown): try c.put(shown, "shown")
        case .dismissPresentation(let presentation): try c.put(presentation, "presentation")
        case .dismissalEnded: break
        case .tileLoadEnded(let tile, let generation, let bytes):
            try c.put(tile, "tile")
            try c.put(generation, "generation")
            try c.putIfPresent(bytes, "bytes")
        case .memoryWarning, .contentChanged: break
        }
    }
}
