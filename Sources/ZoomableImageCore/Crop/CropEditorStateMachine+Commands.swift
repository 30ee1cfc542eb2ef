import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The buttons, keys, VoiceOver adjustments and settings. Each acts at rest or during an
/// animation (from its target) and animates to its result; during a gesture it is ignored, and
/// so is everything while the editor waits for its image.
extension CropEditorStateMachine {
    /// Rotate: the image and the box turn 90° counterclockwise together (a locked ratio turns
    /// with them: 4:3 becomes 3:4), then the box refits.
    public mutating func turn() -> CropEditorCommandAction {
        command { editor, geometry in
            editor.aspectRatio = editor.aspectRatio.turned
            return geometry.turnedCounterclockwise().refitted()
        }
    }

    /// Mirror what is shown left to right (`horizontally`) or top to bottom, across the box.
    public mutating func mirror(horizontally: Bool) -> CropEditorCommandAction {
        command { _, geometry in geometry.mirrored(horizontally: horizontally) }
    }

    /// Lock the box to a preset: the largest box of its shape inside the present one, refitted.
    /// Ignored under a circle mask, which holds the box square.
    public mutating func setAspectRatio(_ aspectRatio: CropAspectRatio) -> CropEditorCommandAction {
        guard !mask.locksSquare else { return .none }
        return command { editor, geometry in
            editor.aspectRatio = aspectRatio
            return geometry.reshapingBox(toRatio: editor.lockedRatio(for: geometry)).refitted()
        }
    }

    /// Show the crop as `mask`; a circle reshapes the box to a square. The mask in force again
    /// changes nothing (a SwiftUI update sets it each time). During a gesture the mask waits
    /// for the gesture's end (``pendingMask``): changed under a finger, a circle's square lock
    /// would make the next drag event jump the box, and nothing would be redrawn until then.
    public mutating func setMask(_ mask: CropMask) -> CropEditorCommandAction {
        switch state {
        case .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .pinching), .ready(_, .straightening):
            pendingMask = mask
            return .none
        case .waiting, .ready(_, .rest), .ready(_, .animating):
            pendingMask = nil
            guard mask != self.mask else { return .none }
            self.mask = mask
            return command { editor, geometry in
                geometry.reshapingBox(toRatio: editor.lockedRatio(for: geometry)).refitted()
            }
        }
    }

    /// Back to how the editor opened on its image: no turn, mirror or straightening, the preset
    /// it was made with, the whole image (or the largest box of that preset).
    public mutating func reset() -> CropEditorCommandAction {
        command { editor, geometry in
            editor.aspectRatio = editor.resetAspectRatio
            editor.startingResult = nil
            return editor.openingGeometry() ?? geometry
        }
    }

    /// An arrow key: the crop moves by `offset` (container space, points) over the image — the
    /// image moves the other way — stopped at the image's edge.
    public mutating func nudge(by offset: CGPoint) -> CropEditorCommandAction {
        guard offset.isFinite else { return .none }
        return command { _, geometry in geometry.panned(by: CGPoint(x: -offset.x, y: -offset.y)) }
    }

    /// VoiceOver's adjustment of an edge: moved ``adjustmentStep`` outward or inward (the crop
    /// grows or shrinks by it on that side, within the image; past the available space the
    /// refit zooms out), then refitted. A corner handle moves both its edges.
    public mutating func adjustEdge(_ handle: CropHandle, outward: Bool) -> CropEditorCommandAction {
        let step = (outward ? 1 : -1) * Self.adjustmentStep
        return command { editor, geometry in
            var unbounded = geometry
            unbounded.availableRect = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4,
                                             y: -CGFloat.greatestFiniteMagnitude / 4,
                                             width: CGFloat.greatestFiniteMagnitude / 2,
                                             height: CGFloat.greatestFiniteMagnitude / 2)
            var dragged = unbounded.draggingBox(handle, by: CGPoint(x: CGFloat(handle.horizontal) * step,
                                                                     y: CGFloat(handle.vertical) * step),
                                                ratio: editor.lockedRatio(for: geometry))
            dragged.availableRect = geometry.availableRect
            return dragged.refitted()
        }
    }

    /// VoiceOver's adjustment of the dial: 1° clockwise or counterclockwise, settled.
    public mutating func adjustAngle(clockwise: Bool) -> CropEditorCommandAction {
        command { _, geometry in
            geometry.straightened(toDegrees: geometry.angleDegrees + (clockwise ? 1 : -1)).settled(around: geometry.boxCenter)
        }
    }

    /// Runs a command on the geometry shown (an animation's target) at rest or while animating.
    mutating func command(_ change: (inout CropEditorStateMachine, CropEditorGeometry) -> CropEditorGeometry)
        -> CropEditorCommandAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .rest), .ready(let geometry, .animating):
            let target = change(&self, geometry)
            let animation = startAnimation(from: geometry, to: target)
            state = .ready(target, .animating(id: animation.id))
            return .animate(animation)
        case .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .pinching), .ready(_, .straightening):
            return .none
        }
    }
}
