import UIKit
import ZoomableImageKit

/// A bar button that records a gesture trace of a zoomable view and shares it: "Record" starts
/// recording, "Share trace" stops and offers the JSON file (AirDrop, Mail, Files…) to replay
/// anywhere with `swift run zoom-replay zoom-trace.json`.
@MainActor
final class TraceShareButton: NSObject {
    /// The button to put in a navigation bar.
    let item: UIBarButtonItem
    private weak var imageView: ZoomableImageView?
    private weak var presenter: UIViewController?

    /// - Parameters:
    ///   - imageView: the view to record.
    ///   - presenter: the controller that presents the share sheet.
    init(recording imageView: ZoomableImageView, presentingFrom presenter: UIViewController) {
        item = UIBarButtonItem(title: "Record", style: .plain, target: nil, action: nil)
        self.imageView = imageView
        self.presenter = presenter
        super.init()
        item.target = self
        item.action = #selector(tapped)
        item.accessibilityIdentifier = "trace.button"
    }

    @objc private func tapped() {
        guard let imageView else { return }
        guard imageView.isRecordingTrace else {
            imageView.startRecordingTrace()
            item.title = "Share trace"
            return
        }
        item.title = "Record"
        let trace = imageView.stopRecordingTrace()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-trace.json")
        do {
            try trace.jsonData().write(to: url)
        } catch {
            let alert = UIAlertController(title: "Could not save the trace", message: error.localizedDescription,
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            presenter?.present(alert, animated: true)
            return
        }
        let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        share.popoverPresentationController?.barButtonItem = item
        presenter?.present(share, animated: true)
    }
}
