import UIKit

/// The Annotate screen's list of pins, one row each, newest at the bottom: a dot of the pixel's
/// colour, then "1  pixel 4, 2  #6050C0" (number, oriented pixel, colour). Row `n` is
/// identified "annotate.pinRow.n" for the UI tests.
final class PinListView: UITableView, UITableViewDataSource {
    private let cellIdentifier = "PinCell"

    /// The pins to list, in order. Setting it reloads the list and shows the last row.
    var pins: [AnnotationPin] = [] {
        didSet {
            reloadData()
            if !pins.isEmpty {
                scrollToRow(at: IndexPath(row: pins.count - 1, section: 0), at: .bottom, animated: false)
            }
        }
    }

    /// An empty plain list.
    init() {
        super.init(frame: .zero, style: .plain)
        register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        dataSource = self
        allowsSelection = false
        rowHeight = 32
        accessibilityIdentifier = "annotate.pinList"
    }

    @available(*, unavailable, message: "The list is made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pins.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let pin = pins[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = pin.summary
        content.textProperties.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        content.image = UIImage(systemName: "circle.fill")
        content.imageProperties.tintColor = pin.color ?? .clear
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "annotate.pinRow.\(pin.number)"
        return cell
    }
}
