#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// Adds the parts drawn over the image, bottom to top: the shade outside the box, the mask's
    /// ring (clipped to the box, so only the corners outside a rounded or round mask are shaded),
    /// the thirds grid, the outline and the handles. None takes touches.
    func installChrome() {
        maskClip.clipsToBounds = true
        maskClip.addSubview(maskRing)
        outline.layer.borderWidth = 1
        let parts = shades + [maskClip] + gridLines + [outline] + handles
        for part in parts {
            part.isUserInteractionEnabled = false
            part.isAccessibilityElement = false
            addSubview(part)
        }
    }

    /// The shade, grid, outline and handle colours. Layer colours are `CGColor`s, resolved once:
    /// they are resolved here for the view's traits (a dynamic `shadeColor` in dark mode), and
    /// again at every trait change (``traitCollectionDidChange(_:)``).
    func applyColors() {
        shades.forEach { $0.backgroundColor = shadeColor }
        maskRing.layer.borderColor = shadeColor.resolvedColor(with: traitCollection).cgColor
        gridLines.forEach { $0.backgroundColor = UIColor.white.withAlphaComponent(0.6) }
        outline.layer.borderColor = UIColor.white.withAlphaComponent(0.9).resolvedColor(with: traitCollection).cgColor
        handles.forEach { $0.backgroundColor = .white }
    }

    /// Writes everything the scene says — inside an animation block when it animates, so the
    /// image, the box and every part of it move with one spring. Frames only: each is linear in
    /// the box, so the interpolated frames are those of the interpolated box. `cornerRadius` is
    /// animatable in a UIView animation block since iOS 11 (UIKit's release notes for iOS 11).
    func apply(_ scene: CropEditorScene) {
        let image = scene.imageGeometry
        imageView.bounds = image.bounds
        imageView.center = image.center
        imageView.transform = image.transform
        zip(shades, scene.shades).forEach { $0.frame = $1 }
        maskClip.frame = scene.box
        maskRing.frame = scene.maskRingFrame
        maskRing.layer.cornerRadius = scene.maskRingCornerRadius
        maskRing.layer.borderWidth = scene.maskRingWidth
        zip(gridLines, scene.gridLines).forEach { line, frame in
            line.frame = frame
            line.alpha = scene.gridOpacity
        }
        outline.frame = scene.box
        zip(handles, scene.handles).forEach { $0.frame = $1 }
        dial.frame = scene.dialFrame
        dial.value = Float(scene.angleDegrees)
        dial.accessibilityValue = scene.angleAccessibilityValue
        toolbar.frame = scene.toolbarFrame
        // The title outside the spring: a button's title written in an animation block animates
        // its label's frame from the old text's width ("Free" → "Square" shows "Sq…" on the way).
        // `performWithoutAnimation` runs "without animations, even if called from within an
        // animation block" (Apple's documentation of `UIView.performWithoutAnimation(_:)`); the
        // layout inside it places the new title at once.
        UIView.performWithoutAnimation {
            aspectButton.setTitle(scene.aspectRatioName, for: .normal)
            aspectButton.layoutIfNeeded()
        }
        zip(edgeElements, scene.edgeAccessibilityFrames).forEach { element, frame in
            element.accessibilityFrameInContainerSpace = frame
            element.accessibilityValue = scene.cropAccessibilityValue
        }
    }
}
#endif
