#if canImport(UIKit) && DEBUG
import SwiftUI
import UIKit

/// Xcode previews of ``ZoomableImage``: a photo with markers and a zoom readout, and a loading
/// placeholder (data that never arrives is shown as `.empty`; bytes that are not an image as a
/// failure). A `PreviewProvider` rather than `#Preview`, which needs Xcode 15's macros.
struct ZoomableImagePreviews: PreviewProvider {
    /// A pin on the preview photo.
    struct Pin: Identifiable, Equatable {
        let id: Int
        let pixel: CGPoint
    }

    /// A 640 × 480 px gradient with a diagonal, drawn at preview time.
    static var photo: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 640, height: 480), format: format).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 640, height: 480))
            UIColor.systemOrange.setStroke()
            context.cgContext.setLineWidth(12)
            context.cgContext.strokeLineSegments(between: [.zero, CGPoint(x: 640, y: 480)])
        }
    }

    static var previews: some View {
        Group {
            ZoomableImage(photo)
                .pixelOverlays([Pin(id: 0, pixel: CGPoint(x: 160, y: 120)), Pin(id: 1, pixel: CGPoint(x: 480, y: 360))],
                               at: \.pixel) { pin in
                    Text("\(pin.id)").font(.caption).padding(4).background(Circle().fill(Color.white))
                }
                .zoomLimits(minimum: 1, maximum: 8)
                .previewDisplayName("Photo with markers")
            ZoomableImage(data: Data("not an image".utf8))
                .previewDisplayName("Bytes that are not an image")
        }
    }
}
#endif
