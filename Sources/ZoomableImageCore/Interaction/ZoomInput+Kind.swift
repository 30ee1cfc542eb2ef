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
        /// ``ZoomInput/initialize``.
        case initialize
        /// ``ZoomInput/center``.
        case center
        /// ``ZoomInput/bounds``.
        case bounds
        /// ``ZoomInput/frame``.
        case frame
        /// ``ZoomInput/image``.
        case image
        /// ``ZoomInput/loadedImage``.
        case loadedImage
        /// ``ZoomInput/sharperCopy``.
        case sharperCopy
        /// ``ZoomInput/contentMode``.
        case contentMode
        /// ``ZoomInput/container``.
        case container
        /// ``ZoomInput/display``.
        case display
        /// ``ZoomInput/configuration``.
        case configuration
        /// ``ZoomInput/doubleTapEnabled``.
        case doubleTapEnabled
        /// ``ZoomInput/cropOpening``.
        case cropOpening
        /// ``ZoomInput/touchesBegan``.
        case touchesBegan
        /// ``ZoomInput/touchesEnded``.
        case touchesEnded
        /// ``ZoomInput/pinch``.
        case pinch
        /// ``ZoomInput/pan``.
        case pan
        /// ``ZoomInput/doubleTap``.
        case doubleTap
        /// ``ZoomInput/singleTap``.
        case singleTap
        /// ``ZoomInput/setZoomScale``.
        case setZoomScale
        /// ``ZoomInput/zoomToPixelRect``.
        case zoomToPixelRect
        /// ``ZoomInput/resetZoom``.
        case resetZoom
        /// ``ZoomInput/accessibilityStep``.
        case accessibilityStep
        /// ``ZoomInput/accessibilityReset``.
        case accessibilityReset
        /// ``ZoomInput/accessibilityScroll``.
        case accessibilityScroll
        /// ``ZoomInput/animationFinished``.
        case animationFinished
        /// ``ZoomInput/loadStarted``.
        case loadStarted
    }

    /// This input's kind: its case, without the values.
    public var kind: Kind {
        switch self {
        case .initialize: .initialize
        case .center: .center
        case .bounds: .bounds
        case .frame: .frame
        case .image: .image
        case .loadedImage: .loadedImage
        case .sharperCopy: .sharperCopy
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
        }
    }
}
