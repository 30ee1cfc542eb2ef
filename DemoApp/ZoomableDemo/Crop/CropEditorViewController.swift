import UIKit
import ZoomableImageKit

/// Crop editor: `CropEditorView` on the 4000 × 3000 px grid photo — corners and edges, the
/// aspect-ratio presets in the toolbar's menu, rotate, mirror, reset, the straightening dial —
/// and, above it, the result at rest, its JSON value and the pixel size of the last cut.
///
/// For the UI tests the readouts are fixed texts: "result 4000 × 3000 px, angle 0.0°, turns 0"
/// (the result each time the editor comes to rest: its output size, angle and quarter turns),
/// the result's JSON on the line below, and "crop 4000 × 3000 px" when Done cuts the image (the
/// cut's size as shown, `UIImage.size` × `scale`; its accessibility value counts the cuts). The
/// readouts take the top 48 pt of the safe area; the editor the rest of the screen, down to its
/// bottom edge.
final class CropEditorViewController: UIViewController {
    private let editor = CropEditorView(image: DemoImages.image(.large))
    private let resultLabel = UILabel()
    private let valueLabel = UILabel()
    private let cropLabel = UILabel()
    /// The cuts shown in the crop readout so far.
    private var cutsShown = 0

    /// The height of the readouts above the editor, points.
    static let readoutHeight: CGFloat = 48

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        editor.accessibilityIdentifier = "cropEditor.view"
        editor.onResultChange = { [weak self] result in self?.show(result) }
        editor.onDone = { [weak self] _ in self?.cut() }
        editor.onCancel = { [weak self] in self?.navigationController?.popViewController(animated: true) }
        for (label, identifier, size) in [(resultLabel, "cropEditor.resultLabel", 13.0), (valueLabel, "cropEditor.valueLabel", 10.0),
                                          (cropLabel, "cropEditor.cropLabel", 13.0)] {
            label.textColor = .white
            label.font = .monospacedDigitSystemFont(ofSize: size, weight: .regular)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            label.accessibilityIdentifier = identifier
        }
        resultLabel.text = "result –"
        valueLabel.text = "{}"
        cropLabel.text = "crop –"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Mask", menu: UIMenu(children: [
            UIAction(title: "Rectangle") { [weak self] _ in self?.editor.cropMask = .rectangle },
            UIAction(title: "Rounded") { [weak self] _ in self?.editor.cropMask = .roundedRectangle(cornerRadius: 24) },
            UIAction(title: "Circle") { [weak self] _ in self?.editor.cropMask = .circle },
        ]))
        layOut()
    }

    /// The navigation controller's edge swipe is off while the editor shows: the box's left edge
    /// is 16 pt from the screen's, where the swipe begins (the editor's pan wins over it on the
    /// box, but not on the toolbar and the dial).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }

    /// The editor takes the keyboard: ⌘R rotates, the arrows move the crop.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        editor.becomeFirstResponder()
    }

    private func layOut() {
        let readouts = UIStackView(arrangedSubviews: [resultLabel, valueLabel, cropLabel])
        readouts.axis = .vertical
        readouts.distribution = .fillEqually
        for subview in [readouts, editor] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            readouts.topAnchor.constraint(equalTo: guide.topAnchor),
            readouts.heightAnchor.constraint(equalToConstant: Self.readoutHeight),
            readouts.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            readouts.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            editor.topAnchor.constraint(equalTo: readouts.bottomAnchor),
            editor.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editor.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editor.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// "result 2671 × 2336 px, angle 0.0°, turns 0" and the JSON value.
    private func show(_ result: CropEditorResult) {
        let size = result.outputPixelSize
        resultLabel.text = String(format: "result %d × %d px, angle %.1f°, turns %d", Int(size.width), Int(size.height),
                                  Double(result.angleDegrees), result.quarterTurns)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        valueLabel.text = (try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Cuts the image as the editor shows it, off the main thread (a straightened cut of the
    /// whole photo resamples 12 million pixels): "crop 366 × 366 px", its accessibility value the
    /// number of cuts shown so far ("3"), so a UI test waits for *this* cut even when it is the
    /// same size as the last.
    private func cut() {
        cropLabel.text = "cropping…"
        Task { [weak self] in
            let cropped = await self?.editor.loadCroppedImage()
            self?.cutsShown += 1
            self?.cropLabel.text = cropped.map { "crop \(Int($0.size.width * $0.scale)) × \(Int($0.size.height * $0.scale)) px" }
                ?? "crop –"
            self?.cropLabel.accessibilityValue = self.map { String($0.cutsShown) }
        }
    }
}
