import Mortar
import MortarTesting
import Testing

/// A table whose rows are numbered in the first column: a subclass from outside the module,
/// which only compiles while `TermTable` and its drawing are `open`.
@MainActor
private final class NumberedTable: TermTable {
    required init() { super.init() }
    override func draw(in context: inout TermDrawingContext) {
        super.draw(in: &context)
        for y in 0..<context.size.height { context.draw("\(y)", x: 0, y: y, style: .bold) }
    }
}

/// A label that reports a fixed intrinsic size.
@MainActor
private final class FixedLabel: TermLabel {
    required init() { super.init() }
    override var intrinsicContentSize: TermIntrinsicSize { TermIntrinsicSize(width: 3, height: 1) }
}

@Suite("Widgets are open to subclasses") @MainActor
struct OpenWidgetsTests {
    @Test func tablesAndLabelsCanBeSubclassed() {
        let table = NumberedTable()
        table.columns = [TermTableColumn("name")]
        table.rows = [["a"], ["b"]]
        #expect(TermSnapshot.rendering(table, width: 6, height: 3).rows == ["0ame  ", "1     ", "2     "])
        let label = FixedLabel()
        label.text = "longer"
        #expect(label.intrinsicContentSize == TermIntrinsicSize(width: 3, height: 1))
    }
}
