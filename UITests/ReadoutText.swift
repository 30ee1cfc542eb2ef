import Foundation

/// Parses the demo's debug labels, whose format the app fixes: "zoom 2.50",
/// "pixel 1234, 567" (any first word), "gap 0.0 pt, peak 25.7 pt",
/// "settled zoom 2.50, centre 1234, 567" (settled zoom, then any of the others),
/// "pin 1 at 98.50, 320.25", "landscape 852 × 266", "point 98.50, 320.25", "drawn 26.20 px/pt".
enum ReadoutText {
    /// A pixel index read from a label.
    struct PixelIndex: Equatable {
        var x: Int
        var y: Int
    }

    /// The zoom scale in "zoom 2.50".
    static func zoom(_ label: String) -> Double? {
        let words = label.split(separator: " ")
        guard words.count == 2, words[0] == "zoom" else { return nil }
        return Double(words[1])
    }

    /// The pixel index in "<word> 1234, 567".
    static func pixel(_ label: String) -> PixelIndex? {
        let words = label.split(separator: " ")
        guard words.count == 3, words[1].hasSuffix(","),
              let x = Int(words[1].dropLast()), let y = Int(words[2]) else { return nil }
        return PixelIndex(x: x, y: y)
    }

    /// The current and peak gaps in "gap 0.0 pt, peak 25.7 pt".
    static func gap(_ label: String) -> (current: Double, peak: Double)? {
        let words = label.split(separator: " ")
        guard words.count == 6, words[0] == "gap", words[3] == "peak",
              let current = Double(words[1]), let peak = Double(words[4]) else { return nil }
        return (current, peak)
    }

    /// The zoom scale and the rest of a settled readout: "settled zoom 2.50, centre 1234, 567"
    /// gives 2.5 and "centre 1234, 567"; "settled zoom 2.00" gives 2.0 and "".
    static func settled(_ label: String) -> (zoom: Double, detail: String)? {
        let prefix = "settled "
        guard label.hasPrefix(prefix) else { return nil }
        let parts = label.dropFirst(prefix.count).split(separator: ",", maxSplits: 1)
        guard let head = parts.first, let zoom = zoom(String(head)) else { return nil }
        let detail = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return (zoom, detail)
    }

    /// The number and point of the pin at the end of a label: "…, pin 1 at 98.50, 320.25" gives
    /// 1 and (98.5, 320.25); "…, pin –" (no pin) gives `nil`.
    static func pin(_ label: String) -> (number: Int, point: CGPoint)? {
        guard let start = label.range(of: "pin ", options: .backwards) else { return nil }
        let words = label[start.upperBound...].split(separator: " ")
        guard words.count == 4, words[1] == "at", words[2].hasSuffix(","), let number = Int(words[0]),
              let x = Double(words[2].dropLast()), let y = Double(words[3]) else { return nil }
        return (number, CGPoint(x: x, y: y))
    }

    /// Whether "landscape 852 × 266" (or "portrait 393 × 641") says landscape, and the size in
    /// whole points.
    static func layout(_ label: String) -> (isLandscape: Bool, size: CGSize)? {
        let words = label.split(separator: " ")
        guard words.count == 4, words[0] == "landscape" || words[0] == "portrait", words[2] == "×",
              let width = Int(words[1]), let height = Int(words[3]) else { return nil }
        return (words[0] == "landscape", CGSize(width: width, height: height))
    }

    /// The point in "point 98.50, 320.25" (content points, two decimals).
    static func point(_ label: String) -> CGPoint? {
        let words = label.split(separator: " ")
        guard words.count == 3, words[0] == "point", words[1].hasSuffix(","),
              let x = Double(words[1].dropLast()), let y = Double(words[2]) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The pixels per point in "drawn 26.20 px/pt".
    static func drawn(_ label: String) -> Double? {
        let words = label.split(separator: " ")
        guard words.count == 3, words[0] == "drawn", words[2] == "px/pt" else { return nil }
        return Double(words[1])
    }

    /// The pixel size in "crop 3000 × 3000 px".
    static func crop(_ label: String) -> (width: Int, height: Int)? {
        let words = label.split(separator: " ")
        guard words.count == 5, words[0] == "crop", words[2] == "×", words[4] == "px",
              let width = Int(words[1]), let height = Int(words[3]) else { return nil }
        return (width, height)
    }
}
