/// The things a replay frame can draw, each with its colour and how its key looks. A frame's
/// legend lists only the items it drew (``StepFrame/legend``), in this order.
enum LegendItem: CaseIterable {
    /// The container's border.
    case container
    /// The coverage rect, drawn only where it differs from the container.
    case coverage
    /// The drawn image with its pixel grid.
    case drawnImage
    /// The view's frame (letterbox included), drawn only where it differs from the container
    /// and the drawn image.
    case viewFrame
    /// Where the image would settle, drawn only while it is unsettled.
    case settleTarget
    /// The event: the centroid, the tap, the pan's or fling's arrow.
    case event
    /// A gap between the drawn image and the coverage rect.
    case gap
    /// The container before a layout change.
    case containerBefore

    /// The item's colour.
    var color: String {
        switch self {
        case .container: "#111"
        case .coverage: "#e07b00"
        case .drawnImage: "#2f6db5"
        case .viewFrame, .containerBefore: "#888"
        case .settleTarget: "#1a9641"
        case .event, .gap: "#d7191c"
        }
    }

    /// The item's default name in the key.
    var name: String {
        switch self {
        case .container: "container"
        case .coverage: "coverage rect"
        case .drawnImage: "drawn image"
        case .viewFrame: "view frame"
        case .settleTarget: "settle target"
        case .event: "event"
        case .gap: "gap"
        case .containerBefore: "container before"
        }
    }

    /// How the key shows the item: a filled square (an area), a solid or a dashed line.
    enum Swatch {
        case area, line, dashed
    }

    /// The item's key.
    var swatch: Swatch {
        switch self {
        case .container, .coverage: .line
        case .viewFrame, .settleTarget, .containerBefore: .dashed
        case .drawnImage, .event, .gap: .area
        }
    }
}
