import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random transitions: photos of every orientation and aspect ratio up to 1 : 20, every content
/// mode on either side, portrait, landscape and odd-sized windows, safe areas (some leaving no
/// room), thumbnails on and off screen, clipping or not, rounded or not, pages at rest or zoomed
/// 0.5…6× anywhere, and progress values from springs (outside 0…1 too). For each:
///
/// - a thumbnail with area on screen zooms, one without fades (with a usable image and page);
/// - every frame is finite, sizes are never negative, and each value stays between its ends;
/// - the image ends exactly on its page (presenting: the page's layout at rest) or exactly on the
///   thumbnail (dismissing: the thumbnail's layout, cropped to the cell when it clips);
/// - a touch at any moment lands on an end: presenting finishes on the page, dismissing goes on
///   to the thumbnail;
/// - the viewer's plan never loses the image: it runs the zoom when there is one; dismissing
///   without one, it draws the image from exactly what the page shows, fading it out (and the
///   background) as it drifts with the throw — at most a page size, the throw's way — and fades
///   the whole viewer only when the page shows nothing of the image; presenting, it zooms into
///   the page's own layout exactly when a thumbnail is on screen.
@Suite struct ZoomTransitionPropertyTests {
    static let sessionCount: UInt64 = 20_000

    @Test func everyRandomTransitionKeepsTheInvariants() {
        recordViolations(ofSeeds: Self.sessionCount) { Self.firstViolation(seed: $0) }
    }

    static func firstViolation(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        let stored = CGSize(width: random.logUniform(10...4000), height: random.logUniform(10...4000))
        let image = random.pick(ImageOrientation.allCases).orientedSize(forStoredSize: stored)
        let window = CGRect(origin: .zero, size: random.pick([CGSize(width: 390, height: 844), CGSize(width: 844, height: 390),
                                                               CGSize(width: random.uniform(200...1400),
                                                                      height: random.uniform(200...1400))]))
        let insets = SafeAreaInsets(top: random.uniform(0...80), left: random.uniform(0...60),
                                    bottom: random.chance(0.05) ? 2000 : random.uniform(0...40), right: random.uniform(0...60))
        let thumbnail = ZoomTransitionThumbnail(
            frame: CGRect(x: random.uniform(-300...1500), y: random.uniform(-300...1500),
                          width: random.uniform(20...200), height: random.uniform(20...200)),
            contentMode: random.pick(ImageContentMode.allCases), cornerRadius: random.uniform(-5...60),
            clipsToBounds: random.chance(0.8))
        var page = ZoomTransitionPage(frame: window, safeAreaInsets: insets, contentMode: random.pick(ImageContentMode.allCases))
        let presenting = random.chance(0.5)
        if !presenting && random.chance(0.6) {
            let rest = ViewGeometry(frame: page.contentFrame)
            let scale = random.logUniform(0.5...6)
            page.shownGeometry = ViewGeometry(bounds: rest.bounds,
                                              center: CGPoint(x: rest.center.x + random.uniform(-600...600),
                                                              y: rest.center.y + random.uniform(-600...600)),
                                              transform: CGAffineTransform(scaleX: scale, y: scale))
        }
        let style = presenting
            ? ZoomTransition.presenting(imageSize: image, from: thumbnail, to: page, visibleBounds: window)
            : ZoomTransition.dismissing(imageSize: image, from: page, to: thumbnail, visibleBounds: window,
                                        backgroundOpacity: random.uniform(0...1))
        let onScreen = thumbnail.frame.intersection(window)
        let thumbnailVisible = !onScreen.isNull && onScreen.width > 0 && onScreen.height > 0
        let velocity = CGPoint(x: random.sometimesBad(-3000...3000), y: random.sometimesBad(-3000...3000))
        if let problem = planViolation(presenting: presenting, image: image, page: page, thumbnail: thumbnail,
                                       window: window, velocity: velocity, thumbnailVisible: thumbnailVisible) {
            return "the plan: \(problem)"
        }
        guard case .zoom(let transition) = style else {
            // Presenting always ends on a page at rest, so only the thumbnail can make it fade.
            return presenting && thumbnailVisible ? "a thumbnail on screen at \(thumbnail.frame) faded" : nil
        }
        if !thumbnailVisible { return "a thumbnail off screen at \(thumbnail.frame) zoomed" }
        // The image ends exactly on its page or on its thumbnail.
        let thumbnailImage = ImageLayout(imageSize: image, contentMode: thumbnail.contentMode, bounds: thumbnail.frame).imageFrame
        let pageImage = ImageLayout(imageSize: image, contentMode: page.contentMode, bounds: page.contentFrame).imageFrame
        let end = transition.frame(at: 1)
        if presenting {
            if end.imageFrame != pageImage { return "presenting ends at \(end.imageFrame), not on the page at \(pageImage)" }
            if transition.frame(at: 0).imageFrame != thumbnailImage { return "presenting starts off the thumbnail" }
            // Within rounding: the intersection's far edge is its origin plus a difference.
            let clip = end.clipRect, bounds = page.frame, slack = 1e-9 * max(bounds.width, bounds.height)
            if clip.minX < bounds.minX - slack || clip.maxX > bounds.maxX + slack || clip.minY < bounds.minY - slack
                || clip.maxY > bounds.maxY + slack {
                return "the page's clip \(clip) leaves the page \(bounds)"
            }
        } else {
            let clip = thumbnail.clipsToBounds ? thumbnailImage.intersection(thumbnail.frame) : thumbnailImage
            if end.imageFrame != thumbnailImage || end.clipRect != clip {
                return "dismissing ends at \(end), not on the thumbnail's \(thumbnailImage) cropped to \(clip)"
            }
        }
        for _ in 0..<8 {
            let progress = random.chance(0.2) ? random.pick([0, 1, -0.3, 1.4]) : random.uniform(-0.5...1.5)
            if let problem = check(transition.frame(at: progress), between: transition.start, and: transition.end) {
                return "at \(progress): \(problem)"
            }
            // A touch now: presenting shows the page at rest at once; dismissing runs on to the
            // thumbnail. Either way the image is left on an end.
            let landing: ZoomTransitionFrame
            switch transition.touchResponse {
            case .finishAtOnce: landing = transition.end               // shown at once
            case .continue: landing = transition.frame(at: 1)          // where the animation still goes
            }
            if landing.imageFrame != (presenting ? pageImage : thumbnailImage) { return "a touch left the image off its end" }
            if (transition.touchResponse == .finishAtOnce) != presenting { return "the touch response is \(transition.touchResponse)" }
        }
        return nil
    }

    /// The viewer's plan for the same transition (see the type's list).
    static func planViolation(presenting: Bool, image: CGSize, page: ZoomTransitionPage, thumbnail: ZoomTransitionThumbnail,
                              window: CGRect, velocity: CGPoint, thumbnailVisible: Bool) -> String? {
        if presenting {
            // The browser's pages have no insets: the page is the window, its layout the mode's.
            let plan = ZoomTransitionPlan.presenting(imageSize: image, from: thumbnail, pageFrame: window,
                                                     pageContentMode: page.contentMode, visibleBounds: window)
            if plan.drawsImage != thumbnailVisible { return "presenting draws \(plan.drawsImage), thumbnail on screen \(thumbnailVisible)" }
            let rest = ImageLayout(imageSize: image, contentMode: page.contentMode, bounds: window).imageFrame
            if plan.drawsImage && plan.end.imageFrame != rest { return "presenting ends at \(plan.end.imageFrame), not \(rest)" }
            return nil
        }
        let opacity = page.shownGeometry == nil ? 1 : 0.4
        let plan = ZoomTransitionPlan.dismissing(
            imageSize: image, from: page, to: thumbnail, visibleBounds: window,
            request: DismissRequest(shown: ViewGeometry(frame: page.frame), backgroundOpacity: opacity, velocity: velocity))
        for frame in [plan.start, plan.end] {
            guard frame.clipRect.isFiniteRect, frame.imageFrame.isFiniteRect, (0...1).contains(frame.imageOpacity),
                  (0...1).contains(frame.backgroundOpacity) else { return "a bad frame \(frame)" }
        }
        if case .zoom(let zoom) = ZoomTransition.dismissing(imageSize: image, from: page, to: thumbnail,
                                                            visibleBounds: window, backgroundOpacity: opacity) {
            return plan.start == zoom.start && plan.end == zoom.end && plan.drawsImage ? nil : "not the zoom"
        }
        // What the page shows, found through a zoom into a thumbnail surely on screen: its start.
        let probe = ZoomTransitionThumbnail(frame: CGRect(x: window.midX, y: window.midY, width: 10, height: 10))
        guard case .zoom(let shown) = ZoomTransition.dismissing(imageSize: image, from: page, to: probe,
                                                                 visibleBounds: window, backgroundOpacity: opacity) else {
            // Nothing of the image on the page: the whole viewer fades.
            return !plan.drawsImage && plan.viewOpacity == ZoomTransitionPlan.Fade(start: 1, end: 0) ? nil
                : "nothing shown, yet the plan draws"
        }
        guard plan.drawsImage, plan.viewOpacity == ZoomTransitionPlan.Fade(start: 1, end: 1) else { return "the image vanished" }
        if plan.start.imageFrame != shown.start.imageFrame || plan.start.imageOpacity != 1 {
            return "the fade starts at \(plan.start.imageFrame), not where the page shows it, \(shown.start.imageFrame)"
        }
        if plan.end.imageOpacity != 0 || plan.end.backgroundOpacity != 0 || plan.end.imageFrame.size != plan.start.imageFrame.size {
            return "the fade ends at \(plan.end)"
        }
        let drift = CGPoint(x: plan.end.imageFrame.minX - plan.start.imageFrame.minX,
                            y: plan.end.imageFrame.minY - plan.start.imageFrame.minY)
        let velocity = velocity.isFinitePoint ? velocity : .zero
        let slack = 1e-6 * max(1, abs(plan.start.imageFrame.minX), abs(plan.start.imageFrame.minY))
        if abs(drift.x) > page.frame.width + slack || abs(drift.y) > page.frame.height + slack
            || drift.x * velocity.x < -slack || drift.y * velocity.y < -slack {
            return "the image drifts \(drift) for a throw at \(velocity)"
        }
        return nil
    }

    static func check(_ frame: ZoomTransitionFrame, between start: ZoomTransitionFrame, and end: ZoomTransitionFrame) -> String? {
        let rects = [(frame.clipRect, start.clipRect, end.clipRect), (frame.imageFrame, start.imageFrame, end.imageFrame)]
        for (rect, a, b) in rects {
            guard rect.isFiniteRect, rect.width >= 0, rect.height >= 0 else { return "a bad rect \(rect)" }
            for (value, from, to) in [(rect.minX, a.minX, b.minX), (rect.minY, a.minY, b.minY),
                                      (rect.width, a.width, b.width), (rect.height, a.height, b.height)] {
                let slack = 1e-9 * max(1, abs(from), abs(to))
                if value < min(from, to) - slack || value > max(from, to) + slack {
                    return "\(value) is not between \(from) and \(to)"
                }
            }
        }
        guard frame.cornerRadius >= 0, frame.backgroundOpacity >= 0, frame.backgroundOpacity <= 1 else {
            return "radius \(frame.cornerRadius), opacity \(frame.backgroundOpacity)"
        }
        return nil
    }
}
