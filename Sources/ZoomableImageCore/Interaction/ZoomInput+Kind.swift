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
        case initialize
        case center
        case bounds
        case frame
        case image
        case decodeFinished
        case contentMode
        case container
        case display
        case configuration
        case doubleTapEnabled
        case cropOpening
        case touchesBegan
        case touchesEnded
        case pinch
        case pan
        case doubleTap
        case singleTap
        case setZoomScale
        case zoomToPixelRect
        case resetZoom
        case accessibilityStep
        case accessibilityReset
        case accessibilityScroll
        case accessibilityFocus
        case animationFinished
        case loadStarted
        case loadCancelled
        case scroll
        case keyCommand
        case keyCommandsEnabled
        case scrollZoomModifiers
        case quickZoom
        case quickZoomEnabled
        case dismissDrag
        case dismissDragEnabled
        case accessibilityEscape
        case dismissPresentation
        case dismissalEnded
        case tileLoadEnded
        case memoryWarning
        case contentChanged
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
        case .accessibilityFocus: .accessibilityFocus
        case .animationFinished: .animationFinished
        case .loadStarted: .loadStarted
        case .loadCancelled: .loadCancelled
        case .scroll: .scroll
        case .keyCommand: .keyCommand
        case .keyCommandsEnabled: .keyCommandsEnabled
        case .scrollZoomModifiers: .scrollZoomModifiers
        case .quickZoom: .quickZoom
        case .quickZoomEnabled: .quickZoomEnabled
        case .dismissDrag: .dismissDrag
        case .dismissDragEnabled: .dismissDragEnabled
        case .accessibilityEscape: .accessibilityEscape
        case .dismissPresentation: .dismissPresentation
        case .dismissalEnded: .dismissalEnded
        case .tileLoadEnded: .tileLoadEnded
        case .memoryWarning: .memoryWarning
        case .contentChanged: .contentChanged
        }
    }
}
