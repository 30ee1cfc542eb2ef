import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TraceStart {
    /// The photo viewer's gestures as a trace starts: whether quick zoom and the dismiss drag are
    /// on, and where each one's state machine is. Written as `"photoViewer"` only when it is not
    /// the default (a view outside a photo viewer, nothing held), so other traces stay as they
    /// were; a file without it reads with the defaults.
    public struct PhotoViewer: Equatable, Sendable {
        /// Whether quick zoom is on. `false` by default (a view outside a photo viewer; a file
        /// written before the photo viewer had no quick zoom).
        public var isQuickZoomEnabled = false
        /// Whether the dismiss drag is on. `false` by default.
        public var isDismissDragEnabled = false
        /// Where the held double tap is. At rest by default.
        public var quickZoom = QuickZoomStateMachine()
        /// Where the dismiss drag is. At rest by default.
        public var dismissDrag = DismissDragStateMachine()
        /// The geometry a dismiss drag moves the image from (container space). The zero frame's
        /// by default.
        public var dismissBase = ViewGeometry(frame: .zero)
        /// The drag recognizer's translation when the drag began, container space. Zero by
        /// default.
        public var dismissOrigin = CGPoint.zero
        /// How the viewer dismisses (``DismissDragStateMachine/presentation``). `.modal` by
        /// default (a file written before inline viewers).
        public var dismissPresentation = BrowserDismissal.Presentation.modal

        /// The defaults: quick zoom and the dismiss drag off, nothing held.
        public init() {}
    }
}

extension TraceStart.PhotoViewer {
    /// The photo viewer's part of an interaction.
    init(_ viewer: PhotoViewerGestures) {
        self.init()
        isQuickZoomEnabled = viewer.isQuickZoomEnabled
        isDismissDragEnabled = viewer.isDismissDragEnabled
        quickZoom = viewer.quickZoom
        dismissDrag = viewer.dismissDrag
        dismissBase = viewer.dismissBase
        dismissOrigin = viewer.dismissOrigin
        dismissPresentation = viewer.dismissDrag.presentation
    }

    /// The interaction's photo-viewer part this describes.
    var gestures: PhotoViewerGestures {
        var dismissDrag = dismissDrag
        dismissDrag.presentation = dismissPresentation
        return PhotoViewerGestures(isQuickZoomEnabled: isQuickZoomEnabled, isDismissDragEnabled: isDismissDragEnabled,
                                   quickZoom: quickZoom, dismissDrag: dismissDrag, dismissBase: dismissBase,
                                   dismissOrigin: dismissOrigin)
    }
}

/// `{"isQuickZoomEnabled": true, "isDismissDragEnabled": true, "quickZoom": …, "dismissDrag": …,
/// "dismissBase": {…}, "dismissOrigin": [x, y], "dismissPresentation": "inline"}`, each field
/// optional.
extension TraceStart.PhotoViewer: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init()
        isQuickZoomEnabled = try c.value("isQuickZoomEnabled", or: false)
        isDismissDragEnabled = try c.value("isDismissDragEnabled", or: false)
        quickZoom = try c.value("quickZoom", or: QuickZoomStateMachine())
        dismissDrag = try c.value("dismissDrag", or: DismissDragStateMachine())
        dismissBase = try c.value("dismissBase", or: ViewGeometry(frame: .zero))
        dismissOrigin = try c.value("dismissOrigin", or: .zero)
        dismissPresentation = try c.value("dismissPresentation", or: .modal)
        dismissDrag.presentation = dismissPresentation
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(isQuickZoomEnabled, "isQuickZoomEnabled")
        try c.put(isDismissDragEnabled, "isDismissDragEnabled")
        try c.put(quickZoom, "quickZoom")
        try c.put(dismissDrag, "dismissDrag")
        try c.put(dismissBase, "dismissBase")
        try c.put(dismissOrigin, "dismissOrigin")
        try c.put(dismissPresentation, "dismissPresentation")
    }
}

/// `"idle"`, `"lifted"`, `{"pending": {"location": [x, y]}}` or
/// `{"zooming": {"anchor": [x, y], "offsetY": 12, "exponent": 0.5}}`.
extension QuickZoomStateMachine: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
        guard let c = try? decoder.container(keyedBy: TraceKey.self) else {
            let name = try? decoder.singleValueContainer().decode(String.self)
            state = name == "lifted" ? .lifted : .idle
            return
        }
        if c.contains(TraceKey("pending")) {
            let pending = try c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("pending"))
            state = .pending(location: try pending.required("location"))
        } else if c.contains(TraceKey("zooming")) {
            let z = try c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("zooming"))
            state = .zooming(anchor: try z.required("anchor"), offsetY: try z.value("offsetY", or: 0),
                             exponent: try z.value("exponent", or: 0))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch state {
        case .idle:
            var single = encoder.singleValueContainer()
            try single.encode("idle")
        case .lifted:
            var single = encoder.singleValueContainer()
            try single.encode("lifted")
        case .pending(let location):
            var c = encoder.container(keyedBy: TraceKey.self)
            var pending = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("pending"))
            try pending.put(location, "location")
        case .zooming(let anchor, let offsetY, let exponent):
            var c = encoder.container(keyedBy: TraceKey.self)
            var z = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("zooming"))
            try z.put(anchor, "anchor")
            try z.put(offsetY, "offsetY")
            try z.put(exponent, "exponent")
        }
    }
}

/// `"idle"`, `"dismissed"` (left at rest), `{"dismissed": {appearance}}` (an inline viewer's
/// image left where it was released), `{"dragging": {"anchor", "startOffset", "translation",
/// "containerSize"}}` or `{"returning": {appearance}}`. The presentation is the start's
/// `"dismissPresentation"` (``TraceStart/PhotoViewer``).
extension DismissDragStateMachine: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            state = name == "dismissed" ? .dismissed(left: .resting()) : .idle
            return
        }
        let c = try decoder.container(keyedBy: TraceKey.self)
        if c.contains(TraceKey("dragging")) {
            let d = try c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("dragging"))
            state = .dragging(Drag(anchor: try d.required("anchor"), startOffset: try d.value("startOffset", or: .zero),
                                   translation: try d.value("translation", or: .zero),
                                   containerSize: try d.required("containerSize")))
        } else if let appearance: DismissDragAppearance = try c.value("returning", or: nil) {
            state = .returning(appearance)
        } else if let appearance: DismissDragAppearance = try c.value("dismissed", or: nil) {
            state = .dismissed(left: appearance)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch state {
        case .idle:
            var single = encoder.singleValueContainer()
            try single.encode("idle")
        case .dismissed(let left) where left == .resting():
            var single = encoder.singleValueContainer()
            try single.encode("dismissed")
        case .dismissed(let left):
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.put(left, "dismissed")
        case .dragging(let drag):
            var c = encoder.container(keyedBy: TraceKey.self)
            var d = c.nestedContainer(keyedBy: TraceKey.self, forKey: TraceKey("dragging"))
            try d.put(drag.anchor, "anchor")
            try d.put(drag.startOffset, "startOffset")
            try d.put(drag.translation, "translation")
            try d.put(drag.containerSize, "containerSize")
        case .returning(let appearance):
            var c = encoder.container(keyedBy: TraceKey.self)
            try c.put(appearance, "returning")
        }
    }
}

/// Every value by name — `{"offset", "anchor", "progress", "scale", "backgroundOpacity"}` — so a
/// spring back's start reads back exactly.
extension DismissDragAppearance: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(offset: try c.required("offset"), anchor: try c.value("anchor", or: .zero), containerSize: .zero)
        progress = try c.value("progress", or: 0)
        scale = try c.value("scale", or: 1)
        backgroundOpacity = try c.value("backgroundOpacity", or: 1)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(offset, "offset")
        try c.put(anchor, "anchor")
        try c.put(progress, "progress")
        try c.put(scale, "scale")
        try c.put(backgroundOpacity, "backgroundOpacity")
    }
}

/// `"modal"` or `"inline"`.
extension BrowserDismissal.Presentation: Codable {}
