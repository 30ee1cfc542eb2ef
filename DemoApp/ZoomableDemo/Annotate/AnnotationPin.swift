import UIKit

/// One pin of the Annotate screen: its number, the pixel it marks and that pixel's colour.
struct AnnotationPin {
    /// The pin's number, from 1 in the order pins were dropped.
    let number: Int
    /// The centre of the marked pixel, in oriented pixels: (i + 0.5, j + 0.5) for pixel (i, j).
    let pixel: CGPoint
    /// The pixel's colour as stored, or `nil` if it could not be read.
    let color: UIColor?
    /// The marker on screen, pinned to ``pixel``.
    let marker: PinMarkerView

    /// "1  pixel 4, 2  #6050C0": the list's text for the pin.
    var summary: String {
        "\(number)  \(Readout.pixel(pixel))  \(color?.sRGBHex ?? "colour –")"
    }
}
