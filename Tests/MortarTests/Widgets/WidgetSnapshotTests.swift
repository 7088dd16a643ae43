import InlineSnapshotTesting
@testable import Mortar
import MortarTesting
import Testing

// Each widget rendered alone at several sizes; the grids are inline snapshots.

@Suite("Widgets: TermLabel") @MainActor
struct LabelWidgetTests {
    @Test func alignmentTruncationAndWrapping() {
        let label = TermLabel("the quick brown fox 漢字")
        assertInlineSnapshot(of: label, as: .grid(width: 26, height: 1)) {
            """
            the quick brown fox 漢字
            """
        }
        label.alignment = .right
        assertInlineSnapshot(of: label, as: .grid(width: 28, height: 1)) {
            """
                the quick brown fox 漢字
            """
        }
        label.lineBreakMode = .truncateTail
        assertInlineSnapshot(of: label, as: .grid(width: 12, height: 1)) {
            """
            the quick b…
            """
        }
        label.lineBreakMode = .wrap
        label.alignment = .left
        assertInlineSnapshot(of: label, as: .grid(width: 10, height: 3)) {
            """
            the quick
            brown fox
            漢字
            """
        }
        assertInlineSnapshot(of: label, as: .grid(width: 5, height: 6)) {
            """
            the
            quick
            brown
            fox
            漢字

            """
        }
    }

    @Test func wrappingLabelsMeasureAtTheirPreferredWidth() {
        let label = TermLabel("one two three four")
        #expect(label.intrinsicContentSize == TermIntrinsicSize(width: 18, height: 1))
        label.lineBreakMode = .wrap
        label.preferredMaxWidth = 9
        #expect(label.intrinsicContentSize == TermIntrinsicSize(width: 7, height: 3))
        #expect(label.displayLines(width: 9) == ["one two", "three", "four"])
    }
}

@Suite("Widgets: TermBox") @MainActor
struct BoxWidgetTests {
    @Test func titleAlignmentsAndBorderStyles() {
        let box = TermBox(title: "CPU")
        assertInlineSnapshot(of: box, as: .grid(width: 12, height: 3)) {
            """
            ┌ CPU ─────┐
            │          │
            └──────────┘
            """
        }
        box.titleAlignment = .center
        box.borderStyle = .double
        assertInlineSnapshot(of: box, as: .grid(width: 12, height: 3)) {
            """
            ╔══ CPU ═══╗
            ║          ║
            ╚══════════╝
            """
        }
        box.titleAlignment = .right
        box.borderStyle = .heavy
        assertInlineSnapshot(of: box, as: .grid(width: 9, height: 2)) {
            """
            ┏━━ CPU ┓
            ┗━━━━━━━┛
            """
        }
        box.borderStyle = .ascii
        assertInlineSnapshot(of: box, as: .grid(width: 5, height: 3)) {
            """
            + … +
            |   |
            +---+
            """
        }
    }
}

@Suite("Widgets: TermGauge") @MainActor
struct GaugeWidgetTests {
    @Test func eighthsOfACellAndTheLabel() {
        let gauge = TermGauge(fraction: 0.42)
        assertInlineSnapshot(of: gauge, as: .grid(width: 20, height: 1)) {
            """
            ████████42%░░░░░░░░░
            """
        }
        gauge.fraction = 0.53
        gauge.label = ""
        assertInlineSnapshot(of: gauge, as: .grid(width: 10, height: 1)) {
            """
            █████▎░░░░
            """
        }
        gauge.fraction = 2
        gauge.label = "mem 8 GiB"
        #expect(gauge.fraction == 1)
        assertInlineSnapshot(of: gauge, as: .styledGrid(width: 12, height: 1)) {
            """
            █mem 8 GiB██
            ABBBBBBBBBAA
            A: fg=green
            B: fg=black bg=green bold
            """
        }
        gauge.fraction = .nan
        #expect(gauge.fraction == 0)
        assertInlineSnapshot(of: gauge, as: .grid(width: 6, height: 2)) {
            """
            ░░░░░░
            mem 8…
            """
        }
    }
}

@Suite("Widgets: TermSparkline") @MainActor
struct SparklineWidgetTests {
    @Test func valuesScaleToTheHeight() {
        let spark = TermSparkline(values: [0, 1, 2, 3, 4, 5, 6, 7, 8], maximum: 8)
        assertInlineSnapshot(of: spark, as: .grid(width: 9, height: 1)) {
            """
            ▁▁▂▃▄▅▆▇█
            """
        }
        assertInlineSnapshot(of: spark, as: .grid(width: 9, height: 2)) {
            """
                 ▂▄▆█
            ▁▂▄▆█████
            """
        }
        assertInlineSnapshot(of: spark, as: .grid(width: 4, height: 1)) {
            """
            ▅▆▇█
            """
        }
        spark.maximum = nil
        spark.values = [1, .nan, 4, -3, 2]
        assertInlineSnapshot(of: spark, as: .grid(width: 7, height: 1)) {
            """
              ▂▁█▁▄
            """
        }
    }
}

@Suite("Widgets: TermSpinner") @MainActor
struct SpinnerWidgetTests {
    @Test func framesAdvance() {
        let spinner = TermSpinner(label: "loading")
        #expect(spinner.intrinsicContentSize == TermIntrinsicSize(width: 9, height: 1))
        assertInlineSnapshot(of: spinner, as: .grid(width: 10, height: 1)) {
            """
            ⠋ loading
            """
        }
        spinner.advance()
        spinner.advance()
        assertInlineSnapshot(of: spinner, as: .grid(width: 10, height: 1)) {
            """
            ⠹ loading
            """
        }
        spinner.isSpinning = false
        spinner.advance()
        #expect(spinner.frameIndex == 2)
        assertInlineSnapshot(of: spinner, as: .grid(width: 6, height: 1)) {
            """
              load
            """
        }
    }
}
