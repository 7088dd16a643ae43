import Mortar

/// Issue 14's grid, the layout the benchmark (L1–L3, G) and the build-cost test share: `side` ×
/// `side` bordered boxes, each holding a label, tied edge to edge, with equal widths along each
/// row and equal heights down each column, filling the screen.
@MainActor
public enum BoxedLabelGrid {
    /// The grid on a new screen of `width` × `height`; its boxes and labels row by row.
    public static func build(side: Int, width: Int, height: Int)
        -> (screen: TermScreen, boxes: [[TermBox]], labels: [TermLabel]) {
        let screen = TermScreen(width: width, height: height)
        let root = screen.root
        var boxes: [[TermBox]] = []
        var labels: [TermLabel] = []
        for r in 0..<side {
            var row: [TermBox] = []
            for c in 0..<side {
                let label = TermLabel("r\(r)c\(c)")
                let box = TermBox(title: "\(r * side + c)") |+| label
                root |+| box
                label.m_leading |=| box.m_leadingMargin
                label.m_top |=| box.m_topMargin
                label.m_trailing |<| box.m_trailingMargin
                row.append(box)
                labels.append(label)
            }
            boxes.append(row)
        }
        for r in 0..<side {
            for c in 0..<side {
                let box = boxes[r][c]
                if c == 0 { box.m_left |=| root } else { box.m_left |=| boxes[r][c - 1].m_right }
                if r == 0 { box.m_top |=| root } else { box.m_top |=| boxes[r - 1][c].m_bottom }
                if c > 0 { box.m_width |=| boxes[r][0].m_width }
                if r > 0 { box.m_height |=| boxes[0][c].m_height }
            }
            boxes[r][side - 1].m_right |=| root
        }
        for c in 0..<side { boxes[side - 1][c].m_bottom |=| root }
        return (screen, boxes, labels)
    }
}
