import Foundation
import Mortar
import MortarTesting
import Testing

/// The README's "Widgets" section: each example is marked here, the README's Swift blocks must
/// be this code line for line, and its pictures must be what the code draws, in order.
@Suite("README: widgets") @MainActor
struct ReadmeWidgetsTests {
    /// What each example draws, in the order of the README's pictures.
    private func pictures() -> [String] {
        var pictures: [String] = []
        func show(_ view: TermView, width: Int, height: Int) {
            pictures.append(ReadmeSection.trimmed(TermSnapshot.rendering(view, width: width, height: height).text))
        }

        // README: line chart
        let cpu = TermLineChart(series: [
            TermChartSeries("cpu", values: [2, 10, 30, 45, 55, 60, 60, 60, 62, 70, 95, 100, 98, 92, 90, 90]),
            TermChartSeries("mem", values: [0, 0, 5, 20, 30, .nan, .nan, 32, 31, 30, 28, 25, 22, 20, 20, 20],
                            color: .magenta),
        ], yBounds: 0...100)
        cpu.append(85, toSeries: 0, limit: 16) // the newest value; the oldest goes
        cpu.xLabel = { "\(Int($0))s" }
        // README: end
        show(cpu, width: 32, height: 9)

        // README: bar chart
        let load = TermBarChart(groups: [
            TermBarGroup("cpu0", bars: [TermBar("usr", value: 3), TermBar("sys", value: 5), TermBar("irq", value: 7)]),
            TermBarGroup("cpu1", bars: [TermBar("usr", value: 2, color: .yellow), TermBar("sys", value: 4)]),
        ])
        let disks = TermBarChart(bars: [TermBar("/", value: 62), TermBar("/var", value: 25)], orientation: .horizontal)
        disks.maximum = 100
        // README: end
        show(load, width: 24, height: 7)
        show(disks, width: 20, height: 2)

        // README: controls
        let screen = TermScreen(width: 30, height: 7)
        var saved = false
        let settings = TermBox(title: "Settings")
        let swap = TermCheckbox("Show swap", isOn: true)
        let interval = TermRadioGroup(["1 s", "2 s", "5 s"], selectedIndex: 1, axis: .horizontal)
        let save = TermButton("Save") { saved = true }
        let cancel = TermButton("Cancel") { screen.focus(nil) }
        screen.root |+| settings
        settings |+| [swap, interval, save, cancel]

        settings |=| screen.root
        swap.m_origin |=| (1, 1)                       // inside the border
        interval.m_left |=| swap
        interval.m_top |=| swap.m_bottom + 1
        cancel.m_cornerBR |=| settings.m_cornerBR - (1, 1)
        save.m_right |=| cancel.m_left - 1
        save.m_top |=| cancel

        swap.becomeFocused()
        screen.send(.character(" "))                   // unchecks it
        screen.send(.tab)                              // on to the radio group
        screen.send(.right)                            // highlights "5 s"
        screen.send(.enter)                            // and selects it
        screen.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 17, y: 5)))   // presses Save
        // README: end
        #expect(saved && !swap.isOn && interval.selectedIndex == 2 && save.isFocused)
        pictures.append(ReadmeSection.trimmed(screen.render().text))

        // README: tabs
        let pages = TermScreen(width: 30, height: 3)
        let overview = TermBox(title: "CPU"), processes = TermList(items: ["init", "sshd"])
        let tabs = TermTabs([("Overview", overview), ("Processes", processes)])
        pages.root |+| tabs
        tabs |=| pages.root
        pages.bind(.character("1")) { tabs.select(0) }
        pages.bind(.character("2")) { tabs.select(1) }
        pages.send(.character("2"))
        // README: end
        #expect(tabs.selectedPage === processes)
        pictures.append(ReadmeSection.trimmed(pages.render().text))

        // README: modal
        let main = TermScreen(width: 30, height: 4)
        let log = TermList(items: ["08:00 started", "08:01 disk 91% full", "08:02 still full"])
        main.root |+| log
        log |=| main.root
        let confirm = TermBox(title: "Clean up?")
        let yes = TermButton("Yes") { main.dismiss() }, no = TermButton("No") { main.dismiss() }
        confirm |+| [yes, no]
        yes.m_left |=| confirm.m_leftMargin + 1
        no.m_left |=| yes.m_right + 2
        no.m_right |=| confirm.m_rightMargin - 1
        [yes, no].m_top |=| confirm.m_topMargin
        [yes, no].m_bottom |=| confirm.m_bottomMargin
        main.present(confirm)                          // centred; Yes has the focus
        main.send(.tab)                                // Tab stays inside: on to No
        main.send(.character("2"))                     // goes nowhere behind it
        // README: end
        #expect(no.isFocused && main.presentedView === confirm && log.selectedIndex == nil)
        pictures.append(ReadmeSection.trimmed(main.render().text))

        // README: scroll view
        let form = TermScreen(width: 20, height: 4)
        let scroll = TermScrollView()
        let options = (1...8).map { TermCheckbox("option \($0)") }
        form.root |+| scroll
        scroll |+| options
        scroll |=| form.root
        for (i, option) in options.enumerated() {
            option.m_left |=| scroll.contentLayoutGuide
            option.m_top |=| scroll.contentLayoutGuide.m_top + i
        }
        scroll.contentLayoutGuide.m_height |=| options.count
        scroll.contentLayoutGuide.m_width |=| scroll.frameLayoutGuide
        scroll.isFocusable = false                     // Tab goes straight to the options
        for _ in 1...6 { form.send(.tab) }             // the sixth: scrolled into sight
        form.send(.character(" "))
        // README: end
        #expect(options[5].isOn && scroll.contentOffset == TermPoint(x: 0, y: 2))
        pictures.append(ReadmeSection.trimmed(form.render().text))

        // README: split view
        let desk = TermScreen(width: 30, height: 4)
        let files = TermList(items: ["notes.md", "todo.md"]), notes = TermBox(title: "notes.md")
        let split = TermSplitView(.horizontal, panes: [files, notes])
        desk.root |+| split
        split |=| desk.root
        split.setMinimumSize(8, ofPaneAt: 0)
        split.setPosition(9, ofDividerAt: 0)           // files 9 wide, notes the rest
        desk.send(TermMouseEvent(.click(button: 1), at: TermPoint(x: 9, y: 1)))   // picks up the divider
        desk.send(TermMouseEvent(.drag(button: 1), at: TermPoint(x: 3, y: 1)))    // as far as 8 allows
        desk.send(TermMouseEvent(.release(button: 1), at: TermPoint(x: 3, y: 1)))
        desk.send(.right)                              // the split view has the focus: one cell right
        // README: end
        #expect(split.dividerPositions == [9] && split.isFocused)
        desk.focus(nil)
        pictures.append(ReadmeSection.trimmed(desk.render().text))

        // README: text area
        let pad = TermScreen(width: 18, height: 3)
        let editor = TermTextArea(text: "disk 91% full")
        pad.root |+| editor
        editor |=| pad.root
        editor.becomeFocused()
        pad.send(.end)
        pad.send(.enter)
        for c in "clean /var/log first" { pad.send(.character(c)) }   // wraps at the space
        // README: end
        #expect(editor.text == "disk 91% full\nclean /var/log first" && editor.cursor == .init(line: 1, index: 20))
        pictures.append(ReadmeSection.trimmed(pad.render().text))

        // README: tree
        let procs = TermScreen(width: 24, height: 4)
        let initNode = TermTreeNode("1 init") {                    // children load when it opens
            [TermTreeNode("212 sshd", children: [TermTreeNode("4410 bash")]), TermTreeNode("230 cron")]
        }
        let outline = TermTree([initNode])
        procs.root |+| outline
        outline |=| procs.root
        outline.becomeFocused()
        procs.send(.down)                              // selects "1 init"
        procs.send(.right)                             // opens it
        procs.send(.down)
        procs.send(.enter)                             // opens "212 sshd"
        // README: end
        #expect(outline.selectedNode?.title == "212 sshd" && outline.visibleNodes.count == 4)
        procs.focus(nil)
        pictures.append(ReadmeSection.trimmed(procs.render().text))

        // README: styled text
        let status = TermLabel {
            $0.styledText = "cpu " + TermStyledText("92%", style: TermStyle(foreground: .red)) + " disk "
                + TermStyledText("ok", style: .bold)
            $0.lineBreakMode = .truncateTail
        }
        let tasks = TermList(items: ["init", "zombie", "sshd"])
        tasks.rowStyle = { tasks.items[$0] == "zombie" ? .dim : nil }
        let panel = TermBox(title: "bg"), hello = TermLabel("hi")
        panel.backgroundStyle = TermStyle(background: .blue)   // the label shows the blue
        panel |+| hello
        hello.m_origin |=| (1, 1)
        // README: end
        for (view, width, height) in [(status as TermView, 16, 1), (tasks, 6, 3), (panel, 6, 3)] {
            pictures.append(ReadmeSection.trimmed(TermSnapshot.rendering(view, width: width, height: height).styledText))
        }
        return pictures
    }

    @Test func thePicturesAreWhatTheCodeDraws() throws {
        let section = try ReadmeSection("Widgets")
        #expect(section.grids == pictures())
    }

    @Test func theReadmeShowsThisCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let marked = ReadmeSection.markedBlocks(in: source)
        #expect(marked.count == 10)
        #expect(try ReadmeSection("Widgets").swiftBlocks == marked)
    }
}
