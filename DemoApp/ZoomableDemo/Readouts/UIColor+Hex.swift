import UIKit

extension UIColor {
    /// The colour as "#RRGGBB" in sRGB, for readouts: the components `getRed(_:green:blue:alpha:)`
    /// gives (extended sRGB, converted from the colour's own space), each clamped to 0…1 and
    /// rounded to the nearest of 0…255. Alpha is left out. `nil` when the colour has no RGB
    /// form (a pattern colour).
    ///
    /// ```swift
    /// UIColor(red: 0x4C / 255, green: 0xD0 / 255, blue: 0x40 / 255, alpha: 1).sRGBHex   // "#4CD040"
    /// ```
    var sRGBHex: String? {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        let bytes = [red, green, blue].map { component in
            component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
        }
        return String(format: "#%02X%02X%02X", bytes[0], bytes[1], bytes[2])
    }
}
