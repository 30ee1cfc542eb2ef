import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// How the values a trace holds are written: each field by name, enums and modifier keys by
// name, every field that was added after the first format optional with its default — so a file
// outlives the versions that wrote it. Points, sizes and rects are Foundation's arrays
// (`[x, y]`, `[[x, y], [w, h]]`), transforms `[a, b, c, d, tx, ty]`.

extension ImageDescription: Codable {
    /// `{"size": [w, h], "scale": 1, "orientation": "up", "original": {…}, "tiling": {…}}`, and
    /// `"content": true` for content that is not an image; a missing size is zero, scale 1,
    /// orientation `up`, original and tiling none, content `false` (every file before it).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(size: try c.value("size", or: .zero), scale: try c.value("scale", or: 1),
                  orientation: try c.value("orientation", or: .up), original: try c.value("original", or: nil),
                  tiling: try c.value("tiling", or: nil))
        isContent = try c.value("content", or: false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(size, "size")
        try c.put(scale, "scale")
        try c.put(orientation, "orientation")
        try c.putIfPresent(original, "original")
        try c.putIfPresent(tiling, "tiling")
        try c.putIfPresent(isContent ? true : nil, "content")
    }
}

extension RenderedContent: Codable {
    /// `{"identity": 2, "scale": {"shownScale": 7.5, "displayScale": 3, "contentSize": [600, 400]}}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(identity: try c.value("identity", or: nil), scale: try c.required("scale"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.putIfPresent(identity, "identity")
        try c.put(scale, "scale")
    }
}

extension ContentRenderScale: Codable {
    /// `{"shownScale": 7.5, "displayScale": 3, "contentSize": [600, 400]}`; a missing display
    /// scale is 3, a missing shown scale the display scale, a missing size zero.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(shownScale: try c.value("shownScale", or: 0), displayScale: try c.value("displayScale", or: 0),
                  contentSize: try c.value("contentSize", or: .zero))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(shownScale, "shownScale")
        try c.put(displayScale, "displayScale")
        try c.put(contentSize, "contentSize")
    }
}

extension OriginalImage: Codable {
    /// `{"pixelSize": [w, h], "orientation": "right"}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(pixelSize: try c.required("pixelSize"), orientation: try c.value("orientation", or: .up))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(pixelSize, "pixelSize")
        try c.put(orientation, "orientation")
    }
}

extension DisplayEnvironment: Codable {
    /// `{"displayScale": 3, "windowSize": [w, h], "reducesMotion": false}`. Files from before
    /// 1.0 wrote the screen's size (`screenSize`), read as the window's; their `screenScale` is
    /// no longer used.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(displayScale: try c.value("displayScale", or: 0),
                  windowSize: try c.value("windowSize", or: nil, aliases: ["screenSize"]),
                  reducesMotion: try c.value("reducesMotion", or: false))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(displayScale, "displayScale")
        try c.putIfPresent(windowSize, "windowSize")
        try c.put(reducesMotion, "reducesMotion")
    }
}

extension ZoomConfiguration: Codable {
    /// Every limit by name; a missing one is its default (1, 4, 2.5, bouncing on).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init()
        minimumZoomScale = try c.value("minimumZoomScale", or: minimumZoomScale)
        maximumZoomScale = try c.value("maximumZoomScale", or: maximumZoomScale)
        doubleTapZoomScale = try c.value("doubleTapZoomScale", or: doubleTapZoomScale)
        bouncesZoom = try c.value("bouncesZoom", or: bouncesZoom)
        bouncesPan = try c.value("bouncesPan", or: bouncesPan)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(minimumZoomScale, "minimumZoomScale")
        try c.put(maximumZoomScale, "maximumZoomScale")
        try c.put(doubleTapZoomScale, "doubleTapZoomScale")
        try c.put(bouncesZoom, "bouncesZoom")
        try c.put(bouncesPan, "bouncesPan")
    }
}

extension KeyModifierFlags: Codable {
    /// The keys' names, e.g. `["command", "alternate"]`; UIKit's raw value (`1048576`), which
    /// files from before 1.0 hold, reads too. Bits UIKit does not define are written as a number
    /// in the list.
    static let names: [(String, KeyModifierFlags)] = [
        ("alphaShift", .alphaShift), ("shift", .shift), ("control", .control), ("alternate", .alternate),
        ("command", .command), ("numericPad", .numericPad),
    ]

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let raw = try? single.decode(Int.self) {
            self.init(rawValue: raw)
            return
        }
        var flags = KeyModifierFlags()
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            if let raw = try? list.decode(Int.self) {
                flags.insert(KeyModifierFlags(rawValue: raw))
                continue
            }
            let name = try list.decode(String.self)
            guard let flag = Self.names.first(where: { $0.0 == name })?.1 else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown modifier key \"\(name)\"")
            }
            flags.insert(flag)
        }
        self = flags
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        var rest = rawValue
        for (name, flag) in Self.names where contains(flag) {
            try list.encode(name)
            rest &= ~flag.rawValue
        }
        if rest != 0 { try list.encode(rest) }
    }
}

extension ShownGeometry: Codable {
    /// `{"center": [x, y], "transform": [a, b, c, d, tx, ty]}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(center: try c.required("center"), transform: try c.value("transform", or: .identity))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(center, "center")
        try c.put(transform, "transform")
    }
}

extension ViewGeometry: Codable {
    /// `{"bounds": [[x, y], [w, h]], "center": [x, y], "transform": […], "anchorPoint": [x, y]}`;
    /// a missing transform is the identity, a missing anchor point (0.5, 0.5).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(bounds: try c.required("bounds"), center: try c.required("center"),
                  transform: try c.value("transform", or: .identity),
                  anchorPoint: try c.value("anchorPoint", or: CGPoint(x: 0.5, y: 0.5)))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(bounds, "bounds")
        try c.put(center, "center")
        try c.put(transform, "transform")
        try c.put(anchorPoint, "anchorPoint")
    }
}

extension DecodeRequest: Codable {
    /// `{"generation": 1, "containerSize": [w, h], "screenScale": 3, "maximumZoomScale": 4,
    /// "contentMode": "scaleAspectFit"}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(generation: try c.value("generation", or: 0), containerSize: try c.value("containerSize", or: .zero),
                  screenScale: try c.value("screenScale", or: 3), maximumZoomScale: try c.value("maximumZoomScale", or: 4),
                  contentMode: try c.value("contentMode", or: .scaleAspectFit))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(generation, "generation")
        try c.put(containerSize, "containerSize")
        try c.put(screenScale, "screenScale")
        try c.put(maximumZoomScale, "maximumZoomScale")
        try c.put(contentMode, "contentMode")
    }
}

extension SettleAnimation: Codable {
    /// The spring's values by name, as UIKit's spring timing takes them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: TraceKey.self)
        self.init(mass: try c.value("mass", or: 1), stiffness: try c.required("stiffness"),
                  damping: try c.required("damping"), initialVelocity: try c.value("initialVelocity", or: .zero),
                  duration: try c.required("duration"), isGlide: try c.value("isGlide", or: false))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: TraceKey.self)
        try c.put(mass, "mass")
        try c.put(stiffness, "stiffness")
        try c.put(damping, "damping")
        try c.put(initialVelocity, "initialVelocity")
        try c.put(duration, "duration")
        try c.put(isGlide, "isGlide")
    }
}
