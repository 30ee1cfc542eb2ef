import UIKit

/// One photo of the inline pager screen: a generated grid, landscape, portrait or square by
/// turns (2400 × 1600, 1600 × 2400, 2000 × 2000 px), a hue of its own, and a caption.
struct PagerPhoto: Identifiable, Hashable, Sendable {
    /// Its position among the 50, 0…49.
    let id: Int

    /// What to draw.
    var spec: GridImageSpec {
        let sizes = [(2400, 1600), (1600, 2400), (2000, 2000)]
        let (width, height) = sizes[id % sizes.count]
        return GridImageSpec(storedPixelWidth: width, storedPixelHeight: height,
                             hue: CGFloat(id) / CGFloat(Self.total), title: "Photo \(id + 1)")
    }

    /// "Photo 7 · 2400 × 1600 px".
    var caption: String {
        "Photo \(id + 1) · \(spec.storedPixelWidth) × \(spec.storedPixelHeight) px"
    }

    /// How many photos there are once every page is loaded.
    static let total = 50
    /// How many the screen starts with, and how many each "load more" adds.
    static let batch = 20

    /// The photos after `count`, up to ``total``: the next batch.
    static func batch(after count: Int) -> [PagerPhoto] {
        (count..<min(count + batch, total)).map(PagerPhoto.init)
    }
}
