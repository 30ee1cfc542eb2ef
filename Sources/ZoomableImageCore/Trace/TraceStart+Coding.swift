import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Format 3's `start` object: every field by name, each optional in the file (a missing one
/// reads as its default, so files written before a field existed still load), enums as names.
///
/// ```json
/// {"viewBounds": [[0, 0], [300, 500]], "restingCenter": [150, 250],
///  "containerBounds": [[0, 0], [300, 500]], "contentMode": "scaleAspectFit",
///  "image": {"size": [600, 400], "scale": 1, "orientation": "up"}, "imageIdentity": 1,
///  "zoom": {"center": [150, 250], "scale": 2.5},
///  "movement": {"holding": {"target": {"center": [150, 250], "scale": 1}}}, "touchCount": 1}
/// ```
extension TraceStart: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init()
        isInitialized = try c.value("isInitialized", or: true)
        viewBounds = try c.value("viewBounds", or: .zero)
        restingCenter = try c.value("restingCenter", or: .zero)
        containerBounds = try c.value("containerBounds", or: nil)
        cropOpening = try c.value("cropOpening", or: nil)
        contentMode = try c.value("contentMode", or: .scaleToFill)
        configuration = try c.value("configuration", or: ZoomConfiguration())
        isDoubleTapEnabled = try c.value("isDoubleTapEnabled", or: true)
        display = try c.value("display", or: DisplayEnvironment())
        scrollZoomModifiers = try c.value("scrollZoomModifiers", or: .command)
        areKeyCommandsEnabled = try c.value("areKeyCommandsEnabled", or: true)
        photoViewer = try c.value("photoViewer", or: PhotoViewer())
        image = try c.value("image", or: .none)
        imageIdentity = try c.value("imageIdentity", or: nil)
        loadGeneration = try c.value("loadGeneration", or: 0)
        decode = try c.value("decode", or: .idle(plannedSide: 0))
        tileGeneration = try c.value("tileGeneration", or: 0)
        renderedContent = try c.value("renderedContent", or: nil)
        deferredContentSize = try c.value("deferredContentSize", or: nil)
        contentNeedsMeasuring = try c.value("contentNeedsMeasuring", or: false)
        zoom = try c.value("zoom", or: nil)
        reportedZoomScale = try c.value("reportedZoomScale", or: nil)
        accessibilityZoomScale = try c.value("accessibilityZoomScale", or: nil)
        movement = try c.value("movement", or: .rest)
        touchCount = try c.value("touchCount", or: 0)
        lastTouch = try c.value("lastTouch", or: nil)
        layoutPass = try c.value("layoutPass", or: nil)
        nextAnimationID = try c.value("nextAnimationID", or: 1)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(isInitialized, "isInitialized")
        try c.put(viewBounds, "viewBounds")
        try c.put(restingCenter, "restingCenter")
        try c.putIfPresent(containerBounds, "containerBounds")
        try c.putIfPresent(cropOpening, "cropOpening")
        try c.put(contentMode, "contentMode")
        try c.put(configuration, "configuration")
        try c.put(isDoubleTapEnabled, "isDoubleTapEnabled")
        try c.put(display, "display")
        try c.put(scrollZoomModifiers, "scrollZoomModifiers")
        try c.put(areKeyCommandsEnabled, "areKeyCommandsEnabled")
        if photoViewer != PhotoViewer() { try c.put(photoViewer, "photoViewer") }
        try c.put(image, "image")
        try c.putIfPresent(imageIdentity, "imageIdentity")
        try c.put(loadGeneration, "loadGeneration")
        try c.put(decode, "decode")
        try c.put(tileGeneration, "tileGeneration")
        try c.putIfPresent(renderedContent, "renderedContent")
        try c.putIfPresent(deferredContentSize, "deferredContentSize")
        try c.putIfPresent(contentNeedsMeasuring ? true : nil, "contentNeedsMeasuring")
        try c.putIfPresent(zoom, "zoom")
        try c.putIfPresent(reportedZoomScale, "reportedZoomScale")
        try c.putIfPresent(accessibilityZoomScale, "accessibilityZoomScale")
        try c.put(movement, "movement")
        try c.put(touchCount, "touchCount")
        try c.putIfPresent(lastTouch, "lastTouch")
        try c.putIfPresent(layoutPass, "layoutPass")
        try c.put(nextAnimationID, "nextAnimationID")
    }
}

extension TraceStart.Zoom: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(center: try c.required("center"), scale: try c.value("scale", or: 1))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(center, "center")
        try c.put(scale, "scale")
    }
}

/// `"rest"`, `{"gesture": {…}}`, `{"animating": {"id": 3, "spring": {…}}}` or
/// `{"holding": {"target": {…}}}` (no target: a glide).
extension TraceStart.Movement: Codable {
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard name == "rest" else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "unknown movement \"\(name)\""))
            }
            self = .rest
            return
        }
        let c = try decoder.container(keyedBy: TraceKey.self)
        if let gesture: TraceStart.Gesture = try c.value("gesture", or: nil) {
            self = .gesture(gesture)
        } else if c.contains(TraceKey("animating")) {
            let a = try c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("animating"))
            self = .animating(id: try a.required("id"), spring: try a.required("spring"))
        } else if c.contains(TraceKey("holding")) {
            let h = try c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("holding"))
            self = .holding(target: try h.value("target", or: nil))
        } else {
            self = .rest
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .rest:
            var single = encoder.singleValueContainer()
            try single.encode("rest")
        case .gesture(let gesture):
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.put(gesture, "gesture")
        case .animating(let id, let spring):
            var c = encoder.container(keyedBy: TraceKey.self)
            var a = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("animating"))
            try a.put(id, "id")
            try a.put(spring, "spring")
        case .holding(let target):
            var c = encoder.container(keyedBy: TraceKey.self)
            var h = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("holding"))
            try h.putIfPresent(target, "target")
        }
    }
}

extension TraceStart.Gesture: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init()
        isPinching = try c.value("isPinching", or: false)
        isPanning = try c.value("isPanning", or: false)
        scrollZooms = try c.value("scrollZooms", or: nil)
        isQuickZooming = try c.value("isQuickZooming", or: false)
        isDismissDragging = try c.value("isDismissDragging", or: false)
        releaseVelocity = try c.value("releaseVelocity", or: .zero)
        movedImage = try c.value("movedImage", or: false)
        centroid = try c.value("centroid", or: nil)
        lastCentroid = try c.value("lastCentroid", or: nil)
        pinchTouchCount = try c.value("pinchTouchCount", or: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(isPinching, "isPinching")
        try c.put(isPanning, "isPanning")
        try c.putIfPresent(scrollZooms, "scrollZooms")
        if isQuickZooming { try c.put(isQuickZooming, "isQuickZooming") }
        if isDismissDragging { try c.put(isDismissDragging, "isDismissDragging") }
        try c.put(releaseVelocity, "releaseVelocity")
        try c.put(movedImage, "movedImage")
        try c.putIfPresent(centroid, "centroid")
        try c.putIfPresent(lastCentroid, "lastCentroid")
        try c.putIfPresent(pinchTouchCount, "pinchTouchCount")
    }
}

/// `{"idle": {"plannedSide": 4680}}`, `{"loading": {…request}}`, `{"resampling": {…}}` or
/// `"stopped"`.
extension TraceStart.Decode: Codable {
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = name == "stopped" ? .stopped : .idle(plannedSide: 0)
            return
        }
        let c = try decoder.container(keyedBy: TraceKey.self)
        if let request: DecodeRequest = try c.value("loading", or: nil) {
            self = .loading(request)
        } else if let request: DecodeRequest = try c.value("resampling", or: nil) {
            self = .resampling(request)
        } else {
            let idle = try? c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("idle"))
            self = .idle(plannedSide: try idle?.value("plannedSide", or: 0) ?? 0)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .stopped:
            var single = encoder.singleValueContainer()
            try single.encode("stopped")
        case .idle(let side):
            var c = encoder.container(keyedBy: TraceKey.self)
            var idle = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("idle"))
            try idle.put(side, "plannedSide")
        case .loading(let request):
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.put(request, "loading")
        case .resampling(let request):
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.put(request, "resampling")
        }
    }
}

extension TraceStart.LastTouch: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(shown: try c.required("shown"), caughtMotion: try c.value("caughtMotion", or: false))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(shown, "shown")
        try c.put(caughtMotion, "caughtMotion")
    }
}

extension TraceStart.LayoutPass: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(scale: try c.required("scale"), fraction: try c.required("fraction"),
                  wasAtRest: try c.value("wasAtRest", or: false), produced: try c.required("produced"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(scale, "scale")
        try c.put(fraction, "fraction")
        try c.put(wasAtRest, "wasAtRest")
        try c.put(produced, "produced")
    }
}
