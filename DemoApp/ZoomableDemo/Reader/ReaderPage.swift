import UIKit

/// A page of text drawn at run time for the Reader screen: a title, paragraphs, a line with a
/// phone number, a web address and a date (Live Text's data detectors), and a footnote in small
/// type that is only legible zoomed in.
///
/// 1200 × 1600 px at scale 1: aspect fit in a phone-wide container (about 390 pt), 1 px is about
/// 0.33 pt, so the body's 40 px type is about 13 pt on screen and the footnote's 18 px about
/// 6 pt — readable, and selectable comfortably, at zoom 2 or more.
enum ReaderPage {
    /// The page's size in pixels.
    static let pixelSize = CGSize(width: 1200, height: 1600)

    /// The page as an image (scale 1, up).
    @MainActor
    static func make() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: pixelSize, format: format).image { context in
            UIColor(white: 0.97, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: pixelSize))
            var y: CGFloat = 90
            for (text, size, weight) in blocks {
                let attributed = NSAttributedString(string: text, attributes: attributes(size: size, weight: weight))
                let box = attributed.boundingRect(with: CGSize(width: pixelSize.width - 180, height: .greatestFiniteMagnitude),
                                                  options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
                attributed.draw(with: CGRect(x: 90, y: y, width: pixelSize.width - 180, height: ceil(box.height)),
                                options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
                y += ceil(box.height) + size
            }
        }
        image.accessibilityLabel = "A page of text"
        return image
    }

    /// The page's blocks, top to bottom: text, type size in pixels, weight.
    static let blocks: [(String, CGFloat, UIFont.Weight)] = [
        ("Reading a zoomed image", 72, .bold),
        ("Live Text finds the words in this picture. Press and hold a word to select it, drag the handles to "
            + "select more, then copy, look it up or translate it. Pinch to zoom in: the highlights and the "
            + "selection follow the image, and the Live Text button stays in its corner.", 40, .regular),
        ("Call +1 408 555 0134, visit https://www.example.com, or meet on 12 March 2025 at 10:30.", 40, .medium),
        ("The view decides who gets each touch: a tap on the phone number is Live Text's, a double tap "
            + "still zooms, and two fingers always pinch.", 40, .regular),
        ("Footnote, in small type: zoom in to read that this line was drawn at eighteen pixels and is "
            + "selectable once the image is large enough on screen.", 18, .regular),
    ]

    static func attributes(size: CGFloat, weight: UIFont.Weight) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = size * 0.25
        return [.font: UIFont.systemFont(ofSize: size, weight: weight), .foregroundColor: UIColor.black,
                .paragraphStyle: paragraph]
    }
}
