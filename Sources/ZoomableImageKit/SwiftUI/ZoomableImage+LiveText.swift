#if canImport(UIKit)
import SwiftUI
import UIKit

// Live Text and animated images for ``ZoomableImage``: environment values like the other
// configuration modifiers (see ZoomableImage+Modifiers.swift), applied by the bridge only when
// they change (``ZoomableImageSettings``).

extension View {
    /// Lets people select, copy, look up and act on text in the zoomable images in this view —
    /// VisionKit's Live Text — while they zoom and pan. Off by default.
    ///
    /// The same feature as ``ZoomableImageView/isLiveTextEnabled``: the image is analysed once,
    /// off the main thread; a Live Text button appears in the bottom trailing corner, 8 pt inside
    /// the view's safe area, when the image has text. A documented no-op before iOS 16, on Mac
    /// Catalyst, and on devices where `ImageAnalyzer.isSupported` is `false`.
    ///
    /// ```swift
    /// ZoomableImage(url: receiptURL)
    ///     .liveText()
    /// ```
    ///
    /// - Parameter enabled: whether Live Text is on. Default `true`.
    /// - Returns: a view whose zoomable images offer Live Text.
    public func liveText(_ enabled: Bool = true) -> some View {
        zoomableImage { $0.isLiveTextEnabled = enabled }
    }

    /// Sets whether an animated GIF, APNG or HEIC sequence that a zoomable image in this view
    /// loads (``ZoomableImage/init(url:zoomScale:onTapImagePixel:)``,
    /// ``ZoomableImage/init(data:zoomScale:onTapImagePixel:)``) plays. Plays by default.
    ///
    /// Off, the image holds its first frame — for reduced motion, or a grid of thumbnails; on
    /// again, it plays from its first frame (``ZoomableImageView/playsAnimatedImages``). A
    /// `UIImage` given to ``ZoomableImage/init(_:zoomScale:onTapImagePixel:)`` never animates.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// …
    /// ZoomableImage(url: gifURL)
    ///     .playsAnimatedImages(!reduceMotion)
    /// ```
    ///
    /// - Parameter plays: whether animations play. Default `true`.
    /// - Returns: a view whose zoomable images play (or hold) their animations.
    public func playsAnimatedImages(_ plays: Bool = true) -> some View {
        zoomableImage { $0.playsAnimatedImages = plays }
    }
}
#endif
