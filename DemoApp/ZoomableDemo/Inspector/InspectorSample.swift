import UIKit

/// The pictures the pixel inspector offers, each exposing one way taps go wrong elsewhere:
/// many pixels per point, an image scale that is not the screen's, and an EXIF orientation.
enum InspectorSample: Int, CaseIterable {
    /// 4000 × 3000 px at scale 1: about ten pixels per point at rest.
    case large
    /// 600 × 400 px at scale 3: pixels are the image's, not points × screen scale.
    case retina
    /// A landscape buffer with orientation `.right`: oriented and stored pixels differ.
    case portraitRight

    /// The picker's segment title.
    var segmentTitle: String {
        switch self {
        case .large: return "4000×3000"
        case .retina: return "@3x"
        case .portraitRight: return ".right"
        }
    }

    /// The generated picture.
    var spec: GridImageSpec {
        switch self {
        case .large: return .large
        case .retina: return .retina
        case .portraitRight: return .portraitRight
        }
    }

    /// What to look for, shown under the picture.
    var caption: String {
        switch self {
        case .large:
            return "Grid labels are pixels; zoom in to read them."
        case .retina:
            return "Pixels are the image's own (scale 3), not points × screen scale."
        case .portraitRight:
            return "Stored landscape, shown portrait: the labels are stored pixels."
        }
    }
}
