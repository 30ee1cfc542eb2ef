import UIKit

extension UILabel {
    /// Sets the text only when it differs: readouts are rewritten from layout passes, and a new
    /// text asks for another one.
    ///
    /// - Parameter text: the readout to show.
    func showReadout(_ text: String) {
        if self.text != text { self.text = text }
    }
}
