import Foundation

extension TileStitch {
    /// How a stitch went: how many of its tiles were drawn and how many could not be had — and
    /// so whether the canvas is an image at all. A canvas none of whose tiles arrived is a
    /// transparent rectangle, not a base copy or a crop: it is no image.
    ///
    /// ```swift
    /// var tally = TileStitch.Tally()
    /// tally.record(loadedTile)        // drawn
    /// tally.record(nil as CGImage?)   // failed
    /// tally.stitched(canvas)          // canvas: one tile was drawn
    /// ```
    @_spi(Internals) public struct Tally: Equatable, Sendable {
        /// Tiles drawn into the canvas.
        public private(set) var drawnCount = 0
        /// Tiles that could not be had (left transparent).
        public private(set) var failedCount = 0

        /// Nothing recorded.
        public init() {}

        /// Records one tile's outcome: drawn when it has an image, failed when `nil` (it could not
        /// be had).
        public mutating func record<Image>(_ image: Image?) {
            drawnCount += image.map { _ in 1 } ?? 0
            failedCount += image.map { _ in 0 } ?? 1
        }

        /// The stitched canvas: `canvas`, unless tiles were asked for and none was drawn (`nil`).
        public func stitched<Canvas>(_ canvas: Canvas?) -> Canvas? {
            drawnCount == 0 && failedCount > 0 ? nil : canvas
        }
    }
}
