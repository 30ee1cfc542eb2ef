import Foundation

extension ZoomInput {
    /// What kind of input an input is, without its values: the name a trace file gives it
    /// (`{"pinch": {…}}`), so tools list or check the valid names without a list of their own.
    /// ``ZoomInput/kind`` switches over every case, so a new input does not compile until it has
    /// a kind.
    ///
    /// ```swift
    /// ZoomInput.touchesEnded(count: 1).kind          // .touchesEnded
    /// ZoomInput.Kind(rawValue: "animationFinished")  // .animationFinished
    /// ```
    public enum Kind: String, CaseIterable, Sendable {
        /// The `initialize` input.
        case initialize
        /// The `center` input.
        case center
        /// The `bounds` input.
        case bounds
        /// The `frame` input.
        case frame
        /// The `image` input.
        case image
        /// The `decodeFinished` input.
        case decodeFinished
        /// The `contentMode` input.
        case contentMode
        /// The `container` input.
        case container
        /// The `display` input.
        case display
        /// The `configuration` input.
        case configuration
        /// The `doubleTapEnabled` input.
        case doubleTapEnabled
        /// The `cropOpening` input.
        case cropOpening
        /// The `touchesBegan` input.
        case touchesBegan
        /// The `touchesEnded` input.
        case touchesEnded
        /// The `pinch` input.
        case pinch
        /// The `pan` input.
        case pan
        /// The `doubleTap` input.
        case doubleTap
        /// The `singleTap` input.
        case singleTap
        /// The `setZoomScale` input.
        case setZoomScale
        /// The `zoomToPixelRect` input.
        case zoomToPixelRect
        /// The `resetZoom` input.
        case resetZoom
        /// The `accessibilityStep` input.
        case accessibilityStep
        /// The `accessibilityReset` input.
        case accessibilityReset
        /// The `accessibilityScroll` input.
        case accessibilityScroll
        /// The `animationFinished` input.
        case animationFinished
        /// The `loadStarted` input.
        case loadStarted
        /// The `loadCancelled` input.
        case loadCancelled
        /// The `scroll` input.
        case scroll
        /// The `keyCommand` input.
        case keyCommand
        /// The `keyCommandsEnabled` input.
        case keyCommandsEnabled
        /// The `scrollZoomModifiers` input.
        case scrollZoomModifiers
    }

    /// This input's kind: its case, without the values.
    public var kind: Kind {
        switch self {
        case .initialize: .initialize
        case .center: .center
        case .bounds: .bounds
        case .frame: .frame
        case .image: .image
        case .decodeFinished: .decodeFinished
        case .contentMode: .contentMode
        case .container: .container
        case .display: .display
        case .configuration: .configuration
        case .doubleTapEnabled: .doubleTapEnabled
        case .cropOpening: .cropOpening
        case .touchesBegan: .touchesBegan
        case .touchesEnded: .touchesEnded
        case .pinch: .pinch
        case .pan: .pan
        case .doubleTap: .doubleTap
        case .singleTap: .singleTap
        case .setZoomScale: .setZoomScale
        case .zoomToPixelRect: .zoomToPixelRect
        case .resetZoom: .resetZoom
        case .accessibilityStep: .accessibilityStep
        case .accessibilityReset: .accessibilityReset
        case .accessibilityScroll: .accessibilityScroll
        case .animationFinished: .animationFinished
        case .loadStarted: .loadStarted
        case .loadCancelled: .loadCancelled
        case .scroll: .scroll
        case .keyCommand: .keyCommand
        case .keyCommandsEnabled: .keyCommandsEnabled
        case .scrollZoomModifiers: .scrollZoomModifiers
        }
    }
}
