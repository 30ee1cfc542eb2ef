#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// VoiceOver reads the box's four edges (each adjustable: swipe up moves it out, down in,
    /// by 10 pt), then the dial (adjustable by 1°), then the toolbar.
    func installAccessibility() {
        edgeElements.forEach { $0.accessibilityContainer = self }
        accessibilityElements = edgeElements + [dial, toolbar]
    }
}

/// One edge of the crop box for VoiceOver: its name, the output's size as its value, and
/// increments that move it.
final class CropEdgeAccessibilityElement: UIAccessibilityElement {
    /// The edge.
    let handle: CropHandle

    init(handle: CropHandle) {
        self.handle = handle
        super.init(accessibilityContainer: NSObject())
        accessibilityLabel = handle.accessibilityName
        accessibilityTraits = .cropEditorEdge
    }

    /// The editor the element belongs to.
    private var editor: CropEditorView? { accessibilityContainer as? CropEditorView }

    /// Swipe up: the edge moves out. (UIKit calls this on the main thread; the SDK does not say
    /// so, hence the bridge.)
    override func accessibilityIncrement() {
        MainActorBridge.run { [weak self] in self.map { $0.editor?.host.send(.adjustEdge($0.handle, outward: true)) } }
    }

    /// Swipe down: the edge moves in.
    override func accessibilityDecrement() {
        MainActorBridge.run { [weak self] in self.map { $0.editor?.host.send(.adjustEdge($0.handle, outward: false)) } }
    }
}
#endif
