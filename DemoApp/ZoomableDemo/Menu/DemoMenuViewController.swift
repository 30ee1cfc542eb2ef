import UIKit

/// The list shown at launch: one row per ``DemoScreen``; selecting a row pushes its screen.
final class DemoMenuViewController: UITableViewController {
    private let screens = DemoScreen.allCases
    private let cellIdentifier = "DemoScreenCell"

    init() {
        super.init(style: .insetGrouped)
        title = "ZoomableImageKit"
    }

    @available(*, unavailable, message: "The menu is made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.accessibilityIdentifier = "menu.list"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let screen = screens[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = screen.title
        content.secondaryText = screen.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = screen.accessibilityIdentifier
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(screens[indexPath.row].makeViewController(), animated: true)
    }
}
