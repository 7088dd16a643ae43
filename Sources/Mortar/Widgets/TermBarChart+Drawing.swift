/// Drawing a ``TermBarChart``, one orientation at a time.
extension TermBarChart {
    /// Bars growing up from the label rows. What does not fit goes: group labels first, then
    /// bar labels; the bars keep at least one row.
    func drawVertical(in context: inout TermDrawingContext) {
        let size = context.size
        let (slots, spans, _) = arrangement()
        let groupRow = hasGroupLabels && size.height >= 3 ? 1 : 0
        let labelRow = hasBarLabels && size.height - groupRow >= 2 ? 1 : 0
        let rows = size.height - groupRow - labelRow
        guard rows > 0 else { return }
        let width = metrics.width
        for slot in slots where slot.offset + width <= size.width {
            let bar = slot.bar, style = style(of: bar)
            let length = eighths(of: bar, cells: rows)
            for row in 0..<rows {
                let level = length - (rows - 1 - row) * 8
                guard level > 0 else { continue }
                let block = TermSparkline.levels[min(8, level) - 1]
                for x in slot.offset..<slot.offset + width { context.put(scalar: block, x: x, y: row, style: style) }
            }
            if showsValues { drawValue(bar, x: slot.offset, y: rows - 1, width: width, full: length >= 8, in: &context) }
            if labelRow > 0 {
                let text = Self.fitted(bar.label, toWidth: width)
                context.draw(text, x: slot.offset + (width - TermText.displayWidth(text)) / 2, y: rows, style: labelStyle)
            }
        }
        guard groupRow > 0 else { return }
        for span in spans where !span.label.isEmpty && span.start < span.end {
            let room = min(span.end, size.width) - span.start
            let text = Self.fitted(span.label, toWidth: room)
            let x = span.start + max(0, (span.end - span.start - TermText.displayWidth(text)) / 2)
            context.draw(text, x: x, y: size.height - 1, style: groupLabelStyle)
        }
    }

    /// A vertical bar's value, centred in its bottom cell row if it fits across the bar: dark
    /// on a full cell, in the bar's colour otherwise.
    private func drawValue(_ bar: TermBar, x: Int, y: Int, width: Int, full: Bool,
                           in context: inout TermDrawingContext) {
        let text = bar.displayedValue, textWidth = TermText.displayWidth(text)
        guard !text.isEmpty, textWidth <= width else { return }
        let color = bar.color ?? barColor
        let style = full ? TermStyle(foreground: .black, background: color, attributes: .bold)
                         : TermStyle(foreground: color, attributes: .bold)
        context.draw(text, x: x + (width - textWidth) / 2, y: y, style: style)
    }

    /// Bars growing right from the label column, each value after its bar; group labels on rows
    /// of their own above their bars. Bars are scaled so the widest value still fits after a
    /// full bar; values go when that leaves no room, labels when the bars would get none.
    func drawHorizontal(in context: inout TermDrawingContext) {
        let size = context.size
        let (slots, spans, _) = arrangement()
        let labels = labelColumnWidth < size.width ? labelColumnWidth : 0
        let valueWidth = slots.map { TermText.displayWidth($0.bar.displayedValue) }.max() ?? 0
        var values = showsValues && valueWidth > 0
        var cells = size.width - labels - (values ? valueWidth + 1 : 0)
        if cells < 1 && values {
            values = false
            cells = size.width - labels
        }
        guard cells > 0 else { return }
        let width = metrics.width
        for span in spans {
            guard let header = span.header, !span.label.isEmpty, header < size.height else { continue }
            context.draw(Self.fitted(span.label, toWidth: size.width), x: 0, y: header, style: groupLabelStyle)
        }
        for slot in slots where slot.offset + width <= size.height {
            let bar = slot.bar, style = style(of: bar)
            let length = eighths(of: bar, cells: cells)
            for y in slot.offset..<slot.offset + width {
                for x in 0..<(length + 7) / 8 {
                    let level = min(8, length - x * 8)
                    context.put(scalar: level == 8 ? "█" : TermGauge.eighths[level - 1], x: labels + x, y: y, style: style)
                }
            }
            if labels > 0 {
                context.draw(Self.fitted(bar.label, toWidth: labels - 1), x: 0, y: slot.offset, style: labelStyle)
            }
            if values {
                context.draw(bar.displayedValue, x: labels + (length + 7) / 8 + 1, y: slot.offset,
                             style: TermStyle(foreground: bar.color ?? barColor, attributes: .bold))
            }
        }
    }

    /// A label cut to `width` cells: with an ellipsis from 3 cells up, plainly cut below that
    /// (a lone "…" says less than the label's first letter).
    static func fitted(_ label: String, toWidth width: Int) -> String {
        width >= 3 ? TermText.truncated(label, toWidth: width)
                   : TermText.prefix(ofClusters: TermText.clusters(label), width: width)
    }
}
