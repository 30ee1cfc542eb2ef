import UIKit
import ZoomableImageKit

/// Screen 6: annotate a picture. Each tap drops a numbered pin on the tapped pixel's centre,
/// pinned with ``ZoomableImageView/addOverlay(_:atImagePixel:scalesWithImage:)``: pinch, pan,
/// double tap or turn the device and the pins stay on their pixels, at a constant size. The
/// picture is ``ColorCells`` (12 × 8 pixels, each of a known colour), zoomable to ×40.
///
/// Below the picture (beside it in landscape):
/// - "Sharp pixels" (`pixelMagnification` `.sharp` / `.smooth`) and "Grid" (`showsPixelGrid`)
///   switches, identified "annotate.sharpSwitch" and "annotate.gridSwitch";
/// - the eyedropper: the colour of the last tapped pixel as a swatch and "#RRGGBB" in sRGB
///   ("annotate.colorLabel");
/// - "annotate.pinReadout", for the UI test: where `point(forImagePixel:in:)` puts pin 1's pixel
///   on the screen, written only at rest (see ``showReadout()``):
///   "settled zoom 2.50, portrait 393 × 852, pin 1 at 98.50, 320.25";
/// - the list of pins: number, oriented pixel, colour.
///
/// *Clear* removes the pins.
final class AnnotateViewController: UIViewController {
    let zoomContainer = ZoomableImageContainerView()
    let swatchView = ColorSwatchView()
    let readoutLabel = UILabel()
    let pinList = PinListView()
    /// The pins, in the order they were dropped; the list follows.
    var pins: [AnnotationPin] = [] {
        didSet { pinList.pins = pins }
    }
    /// Set from the start of a size transition (rotation) to its end: the readout waits for it.
    var isTransitioning = false

    /// The picture and the panel: one above the other when the screen is taller than wide, side
    /// by side when it is wider.
    private let arrangement = UIStackView()
    private let panel = UIStackView()
    private var tallConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []
    /// Whether the side-by-side arrangement is in place; `nil` before the first layout.
    private var isWide: Bool?

    var imageView: ZoomableImageView { zoomContainer.imageView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        zoomContainer.backgroundColor = .secondarySystemBackground
        zoomContainer.accessibilityIdentifier = "annotate.container"
        imageView.accessibilityIdentifier = "annotate.imageView"
        imageView.image = ColorCells.image
        imageView.maximumZoomScale = 40
        imageView.pixelMagnification = .sharp
        imageView.delegate = self
        readoutLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        readoutLabel.textColor = .secondaryLabel
        readoutLabel.numberOfLines = 0
        readoutLabel.accessibilityIdentifier = "annotate.pinReadout"
        readoutLabel.text = "settled –"
        let clear = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearTapped))
        clear.accessibilityIdentifier = "annotate.clearButton"
        navigationItem.rightBarButtonItem = clear
        layOut()
    }

    /// The image takes the keyboard: ⌘+ ⌘− ⌘0 and the arrows reach it, and the pins follow.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        imageView.becomeFirstResponder()
    }

    /// The switches, swatch, readout and list in the panel; the picture and the panel in the
    /// arrangement, which fills the safe area. Tall: the picture takes 55 % of the height. Wide:
    /// the panel is 320 pt wide. Neither depends on the texts shown, so a new readout never
    /// moves the picture.
    private func layOut() {
        let sharp = LabeledSwitch(title: "Sharp pixels", identifier: "annotate.sharpSwitch", isOn: true) { [weak self] isOn in
            self?.imageView.pixelMagnification = isOn ? .sharp : .smooth
        }
        let grid = LabeledSwitch(title: "Grid", identifier: "annotate.gridSwitch", isOn: false) { [weak self] isOn in
            self?.imageView.showsPixelGrid = isOn
        }
        let switches = UIStackView(arrangedSubviews: [sharp, grid])
        switches.distribution = .equalSpacing
        switches.spacing = 16
        for subview in [switches, swatchView, readoutLabel, pinList] as [UIView] {
            panel.addArrangedSubview(subview)
        }
        panel.axis = .vertical
        panel.spacing = 8
        panel.isLayoutMarginsRelativeArrangement = true
        panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
        arrangement.addArrangedSubview(zoomContainer)
        arrangement.addArrangedSubview(panel)
        arrangement.spacing = 8
        arrangement.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(arrangement)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            arrangement.topAnchor.constraint(equalTo: guide.topAnchor),
            arrangement.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            arrangement.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            arrangement.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        tallConstraints = [zoomContainer.heightAnchor.constraint(equalTo: arrangement.heightAnchor, multiplier: 0.55)]
        wideConstraints = [panel.widthAnchor.constraint(equalToConstant: 320)]
    }

    /// Picks the arrangement for the view's new size before its subviews are laid out.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wide = view.bounds.width > view.bounds.height
        guard wide != isWide else { return }
        isWide = wide
        arrangement.axis = wide ? .horizontal : .vertical
        NSLayoutConstraint.deactivate(wide ? tallConstraints : wideConstraints)
        NSLayoutConstraint.activate(wide ? wideConstraints : tallConstraints)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container sizes its image view (which moves the pins) in its own layout pass,
        // which comes after this one: run it now, so that the readout shows the new layout.
        zoomContainer.layoutIfNeeded()
        showReadout()
    }

    /// A rotation (or any size change): the readout is written again only once it has finished,
    /// for the new layout.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        isTransitioning = true
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            self.isTransitioning = false
            self.view.layoutIfNeeded()
            self.zoomContainer.layoutIfNeeded()
            self.showReadout()
        }
    }
}
