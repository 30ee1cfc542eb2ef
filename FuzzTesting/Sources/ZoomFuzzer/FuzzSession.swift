import Foundation
@_spi(Internals) import ZoomableImageCore

/// A fuzzed session of a whole view: how it is set up, then up to ``maximumStepCount`` steps.
/// Every byte string decodes to one (``init(decoding:)``); seeds are written with ``encoded``.
///
/// Format: the setup (see ``FuzzSetup``), then the steps, each in ``FuzzReader/step()``'s format,
/// until the bytes run out.
struct FuzzSession: Equatable {
    static let maximumStepCount = 256

    var setup: FuzzSetup
    var steps: [FuzzStep]

    init(setup: FuzzSetup, steps: [FuzzStep]) {
        self.setup = setup
        self.steps = steps
    }

    init(decoding bytes: [UInt8]) {
        var reader = FuzzReader(bytes)
        setup = reader.setup()
        steps = []
        while !reader.isAtEnd, steps.count < Self.maximumStepCount {
            steps.append(reader.step())
        }
    }

    /// The bytes that decode to this session.
    var encoded: [UInt8] {
        var writer = FuzzWriter()
        writer.setup(setup)
        for step in steps { writer.step(step) }
        return writer.bytes
    }
}

/// How a fuzzed view is set up before the steps: the inputs a view sends as it is created,
/// placed in its container (filling it) and given an image.
///
/// Format: a flags byte (bit 0: initialize after the setters, not before; bit 1: do not
/// initialize, a step will; bit 2: a configuration follows; bit 3: a crop opening follows); the
/// container; the image (size, scale, orientation byte mod 9) and its content-mode byte (mod 14);
/// then the configuration and the opening, if flagged.
struct FuzzSetup: Equatable {
    enum Initialization: Equatable {
        /// `.initialize` first: every setter after it is the view's.
        case first
        /// The setters first, passed through to UIKit, then `.initialize`.
        case afterSetters
        /// No `.initialize`: the view stays uninitialized until a step initializes it.
        case byAStep
    }

    var container: CGRect
    var image: ImageDescription
    var contentMode: ImageContentMode
    var configuration: ZoomConfiguration?
    var cropOpening: CGRect?
    var initialization: Initialization = .first

    /// The view's centre before and as it initializes: the container's.
    var center: CGPoint { CGPoint(x: container.midX, y: container.midY) }

    /// The setup's inputs, in order. The image's identity is 1.
    var inputs: [ZoomInput] {
        var setters: [ZoomInput] = [.contentMode(contentMode), .container(container), .image(image, identity: 1)]
        if let configuration { setters.append(.configuration(configuration)) }
        if let cropOpening { setters.append(.cropOpening(cropOpening)) }
        let initialize = ZoomInput.initialize(center: center, bounds: CGRect(origin: .zero, size: container.size))
        switch initialization {
        case .first: return [initialize] + setters
        case .afterSetters: return setters + [initialize]
        case .byAStep: return setters
        }
    }
}

extension FuzzReader {
    mutating func setup() -> FuzzSetup {
        let flags = byte()
        let initialization: FuzzSetup.Initialization = flags & 2 != 0 ? .byAStep : flags & 1 != 0 ? .afterSetters : .first
        let container = rect()
        let image = image()
        let contentMode = contentMode()
        let configuration = flags & 4 != 0 ? configuration() : nil
        let cropOpening = flags & 8 != 0 ? rect() : nil
        return FuzzSetup(container: container, image: image, contentMode: contentMode, configuration: configuration,
                         cropOpening: cropOpening, initialization: initialization)
    }
}

extension FuzzWriter {
    mutating func setup(_ setup: FuzzSetup) {
        var flags: UInt8 = 0
        switch setup.initialization {
        case .first: break
        case .afterSetters: flags |= 1
        case .byAStep: flags |= 2
        }
        if setup.configuration != nil { flags |= 4 }
        if setup.cropOpening != nil { flags |= 8 }
        byte(flags)
        rect(setup.container)
        image(setup.image)
        byte(UInt8(setup.contentMode.rawValue))
        if let configuration = setup.configuration { self.configuration(configuration) }
        if let cropOpening = setup.cropOpening { rect(cropOpening) }
    }
}
