#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The crop editor in SwiftUI: ``CropEditorView`` — the box, presets, rotate, mirror, the
/// straightening dial and the toolbar — reporting its result.
///
/// ```swift
/// CropEditor(image: photo, startingFrom: saved, aspectRatio: .square) { result in
///     saved = result                               // Codable
///     avatar = photo.cropped(to: result)           // the exact pixels
///     isEditing = false
/// } onCancel: {
///     isEditing = false
/// }
/// .cropMask(.circle)
/// ```
///
/// The image, the starting result and the preset are read when the view is made: to edit
/// another image, give the editor another identity (`.id(photoID)`). The mask, the toolbar and
/// the dial follow every update.
public struct CropEditor: UIViewRepresentable {
    let image: UIImage
    let startingResult: CropEditorResult?
    let aspectRatio: CropAspectRatio
    let onDone: (CropEditorResult) -> Void
    let onCancel: () -> Void
    var mask = CropEditorView.Mask.rectangle
    var isToolbarHidden = false
    var isDialHidden = false
    var onResultChange: (CropEditorResult) -> Void = { _ in }

    /// An editor for `image`.
    ///
    /// - Parameters:
    ///   - image: the image to crop.
    ///   - result: a crop to reopen; `nil` (the default) opens the whole image.
    ///   - aspectRatio: the preset the box starts with and Reset returns to. `.free` by default.
    ///   - onDone: called with the result when the user taps Done.
    ///   - onCancel: called when the user taps Cancel. Does nothing by default.
    public init(image: UIImage, startingFrom result: CropEditorResult? = nil, aspectRatio: CropAspectRatio = .free,
                onDone: @escaping (CropEditorResult) -> Void, onCancel: @escaping () -> Void = {}) {
        self.image = image
        startingResult = result
        self.aspectRatio = aspectRatio
        self.onDone = onDone
        self.onCancel = onCancel
    }

    /// Makes the editor view.
    public func makeUIView(context: Context) -> CropEditorView {
        CropEditorView(image: image, startingFrom: startingResult, aspectRatio: aspectRatio)
    }

    /// Passes the mask, the controls' visibility and the callbacks (the same mask again changes
    /// nothing).
    public func updateUIView(_ view: CropEditorView, context: Context) {
        view.cropMask = mask
        view.isToolbarHidden = isToolbarHidden
        view.isDialHidden = isDialHidden
        view.onDone = onDone
        view.onCancel = onCancel
        view.onResultChange = onResultChange
    }

    /// The editor showing its crop as `mask` (``CropEditorView/Mask/circle`` for an avatar).
    public func cropMask(_ mask: CropEditorView.Mask) -> CropEditor {
        var editor = self
        editor.mask = mask
        return editor
    }

    /// The editor without its toolbar (`true`, the default) or with it.
    public func cropToolbarHidden(_ hidden: Bool = true) -> CropEditor {
        var editor = self
        editor.isToolbarHidden = hidden
        return editor
    }

    /// The editor without its straightening dial (`true`, the default) or with it.
    public func cropDialHidden(_ hidden: Bool = true) -> CropEditor {
        var editor = self
        editor.isDialHidden = hidden
        return editor
    }

    /// The editor calling `action` with its result each time it comes to rest with a new one.
    public func onCropResultChange(_ action: @escaping (CropEditorResult) -> Void) -> CropEditor {
        var editor = self
        editor.onResultChange = action
        return editor
    }
}
#endif
