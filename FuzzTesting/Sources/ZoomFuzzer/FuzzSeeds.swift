import Foundation
@_spi(Internals) import ZoomableImageCore

/// The seed corpus (FuzzTesting/Corpus), written from these readable sessions by
/// `Scripts/fuzz --write-seeds`: each one reaches a part of the core that random bytes find late.
/// The sessions are in FuzzSeeds+Sessions.swift.
enum FuzzSeeds {
    /// A phone in portrait: the container, and the view filling it.
    static let portrait = CGRect(x: 0, y: 0, width: 300, height: 500)
    /// A 1200 × 800 px photo at scale 2, upright.
    static let photo = ImageDescription(size: CGSize(width: 600, height: 400), scale: 2, orientation: .up)

    /// A view filling `container`, showing `image` aspect fit, initialized first.
    static func setup(_ image: ImageDescription = photo, container: CGRect = portrait,
                      contentMode: ImageContentMode = .scaleAspectFit,
                      configure: (inout FuzzSetup) -> Void = { _ in }) -> FuzzSetup {
        var setup = FuzzSetup(container: container, image: image, contentMode: contentMode)
        configure(&setup)
        return setup
    }

    /// A configuration from the defaults (limits 1…4, double tap 2.5, bouncing).
    static func configuration(_ change: (inout ZoomConfiguration) -> Void) -> ZoomConfiguration {
        var configuration = ZoomConfiguration()
        change(&configuration)
        return configuration
    }

    /// A two-finger pinch as UIKit delivers it: the touches land, the recognizer begins at
    /// scale 1 and changes by each factor (its scale is reset after every event), then ends.
    static func pinch(_ factors: [CGFloat], around centroid: CGPoint, lifting: Bool = true) -> [FuzzStep] {
        var steps: [FuzzStep] = [
            .touchesBegan(count: 2, shown: .onScreen),
            .pinch(.began, scale: 1, centroid: centroid, touchCount: 2, shown: .onScreen),
        ]
        for (index, factor) in factors.enumerated() {
            let drift = CGFloat(index) * 3
            steps.append(.pinch(.changed, scale: factor, centroid: CGPoint(x: centroid.x + drift, y: centroid.y - drift),
                                touchCount: 2, shown: .onScreen))
        }
        steps.append(.pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen))
        if lifting { steps.append(.touchesEnded(count: 2)) }
        return steps
    }

    /// A one-finger drag by each translation (the recognizer's translation is reset after every
    /// event), released with `velocity`.
    static func drag(_ translations: [CGPoint], velocity: CGPoint) -> [FuzzStep] {
        [.touchesBegan(count: 1, shown: .onScreen), .pan(.began, translation: .zero, velocity: .zero)]
            + translations.map { .pan(.changed, translation: $0, velocity: velocity) }
            + [.pan(.ended, translation: .zero, velocity: velocity), .touchesEnded(count: 1)]
    }

    /// A recognized double tap at `location`.
    static func doubleTap(at location: CGPoint) -> [FuzzStep] {
        [.touchesBegan(count: 1, shown: .onScreen), .touchesEnded(count: 1),
         .doubleTap(.ended, location: location, shown: .onScreen)]
    }

    /// Writes every seed as `<name>.bin` into `directory`, after checking it decodes back, and
    /// removes the `.bin` files of seeds no longer listed.
    static func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let names = Set(all.map { "\($0.name).bin" })
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where file.hasSuffix(".bin") && !names.contains(file) {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
            print("removed \(file)")
        }
        for (name, session) in all {
            let bytes = session.encoded
            let decoded = FuzzSession(decoding: bytes)
            // Compare descriptions: NaN-carrying values are never == themselves.
            guard String(describing: decoded) == String(describing: session) else {
                throw SeedError(message: "seed \(name) does not decode to itself:\n\(decoded)\n\(session)")
            }
            guard session.steps.count <= FuzzSession.maximumStepCount else {
                throw SeedError(message: "seed \(name) has more than \(FuzzSession.maximumStepCount) steps")
            }
            try Data(bytes).write(to: directory.appendingPathComponent("\(name).bin"))
            print("wrote \(name).bin (\(bytes.count) bytes, \(session.steps.count) steps)")
        }
    }

    struct SeedError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
