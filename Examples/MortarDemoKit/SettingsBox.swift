import Mortar

/// The demo's settings, presented as a modal (`s`): how often /proc is read, whether the log
/// follows its tail, and Done. Esc closes it too.
@MainActor
final class SettingsBox: TermBox {
    /// The refresh intervals offered, in seconds.
    static let intervals: [Double] = [0.5, 1, 2, 5]
    let interval = TermRadioGroup(SettingsBox.intervals.map { Formatting.fixed($0, $0 < 1 ? 1 : 0) + " s" },
                                  selectedIndex: 1, axis: .horizontal)
    let followsTail = TermCheckbox("Log follows new lines", isOn: true)
    let done = TermButton("Done") {}
    private let intervalLabel = TermLabel("Read /proc every")

    required init() {
        super.init()
        title = "Settings"
        borderStyle = .double
        backgroundStyle = .plain
        self |+| [intervalLabel, interval, followsTail, done]
        intervalLabel.m_origin |=| (2, 1)
        interval.m_left |=| intervalLabel
        interval.m_top |=| intervalLabel.m_bottom
        followsTail.m_left |=| intervalLabel
        followsTail.m_top |=| interval.m_bottom + 1
        done.m_top |=| followsTail.m_bottom + 1
        done.m_right |=| m_rightMargin - 1
        m_width |=| 40
        m_bottom |=| done.m_bottom + 1
    }
}
