import Testing
@testable import Mortar

/// Activates `first.a (rel) second.b * m + c @ p`, the primitive form every DSL statement
/// expands to.
@MainActor @discardableResult
func constrain(_ first: TermLayoutItem, _ a: TermLayoutAttribute, _ relation: TermLayoutRelation = .equal,
               _ second: TermLayoutItem? = nil, _ b: TermLayoutAttribute? = nil, times m: Double = 1,
               plus c: Double = 0, priority: TermPriority = .required) -> TermLayoutConstraint {
    let constraint = TermLayoutConstraint(first, a, relation, second, b, multiplier: m, constant: c, priority: priority)
    constraint.activate()
    return constraint
}

/// Pins all four edges of `view` to `container` with insets.
@MainActor
func pinEdges(_ view: TermView, to container: TermView, _ insets: TermInsets = .zero) {
    constrain(view, .left, .equal, container, .left, plus: Double(insets.left))
    constrain(view, .top, .equal, container, .top, plus: Double(insets.top))
    constrain(view, .right, .equal, container, .right, plus: Double(-insets.right))
    constrain(view, .bottom, .equal, container, .bottom, plus: Double(-insets.bottom))
}

@Suite("Layout engine") @MainActor
struct LayoutEngineTests {
    @Test func edgesPinnedWithInsetsFollowEveryResize() {
        let screen = TermScreen(width: 20, height: 6)
        let view = TermView()
        screen.root.addSubview(view)
        pinEdges(view, to: screen.root, TermInsets(top: 1, left: 2, bottom: 1, right: 3))
        screen.layout()
        #expect(view.frame == TermRect(x: 2, y: 1, width: 15, height: 4))
        screen.resize(width: 40, height: 10)
        screen.layout()
        #expect(view.frame == TermRect(x: 2, y: 1, width: 35, height: 8))
        screen.resize(width: 4, height: 2)
        screen.layout()
        #expect(view.frame.width == 0)   // cannot go negative: size >= 0 is required
    }

    @Test func intrinsicSizeHugsAndResistsAndFollowsTheText() {
        let screen = TermScreen(width: 30, height: 5)
        let label = TermLabel("hello")
        screen.root.addSubview(label)
        constrain(label, .left, .equal, screen.root, .left, plus: 1)
        constrain(label, .top, .equal, screen.root, .top, plus: 1)
        screen.layout()
        #expect(label.frame == TermRect(x: 1, y: 1, width: 5, height: 1))
        label.text = "hello, world\nline two"
        screen.layout()
        #expect(label.frame == TermRect(x: 1, y: 1, width: 12, height: 2))
        // A required width below the intrinsic width wins over compression resistance.
        constrain(label, .width, .equal, nil, nil, plus: 4)
        screen.layout()
        #expect(label.frame.width == 4)
        #expect(screen.render().text.split(separator: "\n")[1] == " hell                         ")
    }

    @Test func sharedEdgesStayShared() {
        // Three equal columns in 10 cells: 3.33 each; edges round independently, so the
        // columns tile the width with no gap and no overlap.
        let screen = TermScreen(width: 10, height: 1)
        let a = TermView(), b = TermView(), c = TermView()
        for v in [a, b, c] {
            screen.root.addSubview(v)
            constrain(v, .top, .equal, screen.root, .top)
            constrain(v, .height, .equal, screen.root, .height)
        }
        constrain(a, .left, .equal, screen.root, .left)
        constrain(b, .left, .equal, a, .right)
        constrain(c, .left, .equal, b, .right)
        constrain(c, .right, .equal, screen.root, .right)
        constrain(b, .width, .equal, a, .width)
        constrain(c, .width, .equal, a, .width)
        screen.layout()
        #expect(a.frame.maxX == b.frame.x)
        #expect(b.frame.maxX == c.frame.x)
        #expect(a.frame.x == 0 && c.frame.maxX == 10)
        #expect([a, b, c].map(\.frame.width) == [3, 4, 3])
    }

    @Test func constraintsWaitUntilBothViewsShareAScreen() {
        let box = TermView(), label = TermLabel("x")
        box.addSubview(label)
        let c = constrain(label, .left, .equal, box, .left, plus: 3)
        #expect(c.isActive && !c.isInstalled)
        let screen = TermScreen(width: 10, height: 3)
        screen.root.addSubview(box)
        pinEdges(box, to: screen.root)
        #expect(!c.isInstalled)          // queued: it enters the solver at the next layout
        screen.layout()
        #expect(c.isInstalled)
        #expect(label.frame.x == 3)
        #expect(label.frameOnScreen.x == 3)
    }

    @Test func removingAViewTakesItsOutsideTiesOutAndAddingItBackReturnsThem() {
        let screen = TermScreen(width: 10, height: 3)
        let view = TermView(), inner = TermView()
        screen.root.addSubview(view)
        view.addSubview(inner)
        let outside = constrain(view, .left, .equal, screen.root, .left, plus: 2)
        let inside = constrain(inner, .width, .equal, view, .width)
        screen.layout()
        #expect(outside.isInstalled && inside.isInstalled)
        view.removeFromSuperview()
        #expect(outside.isActive && !outside.isInstalled)
        #expect(inside.isActive && !inside.isInstalled)
        #expect(view.screen == nil && inner.screen == nil)
        screen.root.addSubview(view)
        screen.layout()
        #expect(outside.isInstalled && inside.isInstalled)
        #expect(view.frame.x == 2)
        outside.deactivate()
        #expect(!outside.isInstalled && !outside.isActive)
    }

    @Test func conflictingRequiredConstraintsAreReportedAndTheNewestIsDemoted() {
        let screen = TermScreen(width: 20, height: 3)
        let view = TermView(), other = TermView()
        screen.root |+| [view, other]
        let helper = "MortarTests/LayoutEngineTests.swift:10"   // where constrain(...) makes them
        constrain(view, .width, .equal, nil, nil, plus: 5)
        constrain(other, .width, .equal, nil, nil, plus: 2)   // not part of the conflict
        screen.layout()
        let (_, diagnostics) = MortarDiagnostics.capture {
            constrain(view, .width, .equal, nil, nil, plus: 8)
            screen.layout()
            screen.layout()                                  // reported once, not once per layout
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix(
            "Unable to simultaneously satisfy constraints: `TermView#2.m_width |=| 8` was demoted to priority 999") == true)
        #expect(diagnostics.first?.constraints == ["TermView#2.m_width |=| 8 (demoted to 999) (\(helper))",
                                                   "TermView#2.m_width |=| 5 (\(helper))"])
        screen.layout()
        #expect(view.frame.width == 5)
    }

    @Test func priorityCannotSwitchBetweenRequiredAndOptionalWhileActive() {
        let screen = TermScreen(width: 20, height: 3)
        let view = TermView()
        screen.root.addSubview(view)
        let c = constrain(view, .width, .equal, nil, nil, plus: 5)
        let (_, diagnostics) = MortarDiagnostics.capture { c.changePriority(to: .high) }
        #expect(diagnostics.count == 1)
        #expect(c.priority == .required)
        c.deactivate()
        c.changePriority(to: .high)
        #expect(c.priority == .high)
        let optional = constrain(view, .height, .equal, nil, nil, plus: 2, priority: .low)
        screen.layout()
        optional.changePriority(to: 600)
        screen.layout()
        #expect(optional.priority == 600 && optional.isInstalled)
    }

    @Test func marginsBaselinesAndDirection() {
        let screen = TermScreen(width: 20, height: 6)
        let box = TermBox(title: "t")
        let label = TermLabel("ab\ncd")
        screen.root.addSubview(box)
        box.addSubview(label)
        pinEdges(box, to: screen.root)
        constrain(label, .leading, .equal, box, .leadingMargin)
        constrain(label, .top, .equal, box, .topMargin)
        let marker = TermView()
        screen.root.addSubview(marker)
        constrain(marker, .top, .equal, label, .lastBaseline)
        constrain(marker, .left, .equal, label, .firstBaseline, plus: 0)
        screen.layout()
        #expect(label.frame == TermRect(x: 1, y: 1, width: 2, height: 2))
        #expect(marker.frame.y == 3)   // bottom of the second text row
        #expect(marker.frame.x == 2)   // first baseline: row 1 + 1
        box.layoutDirection = .rightToLeft
        screen.layout()
        #expect(label.frameOnScreen.maxX == 19)  // leading is now the right margin
    }

    @Test func layoutGuidesTakePartButNeverDraw() {
        let screen = TermScreen(width: 12, height: 1)
        let guide = TermLayoutGuide()
        screen.root.addLayoutGuide(guide)
        let label = TermLabel("ok")
        screen.root.addSubview(label)
        constrain(guide, .left, .equal, screen.root, .left)
        constrain(guide, .width, .equal, screen.root, .width, times: 0.5)
        constrain(label, .left, .equal, guide, .right)
        constrain(label, .top, .equal, screen.root, .top)
        #expect(screen.render().text == "      ok    ")
        #expect(guide.frameOnScreen.width == 6)
    }

    @Test func creationHelpers() {
        let a = TermLabel { $0.text = "x" }
        let b = TermView.create { $0.isHidden = true }
        let c = TermBox(title: "t").also { $0.borderStyle = .double }
        #expect(a.text == "x" && b.isHidden && c.borderStyle == .double)
    }

    @Test func degenerateScreensNeverCrash() {
        for (w, h) in [(0, 0), (1, 1), (-5, 3), (2, 1)] {
            let screen = TermScreen(width: w, height: h)
            let box = TermBox(title: "a long title")
            let label = TermLabel("漢字 text")
            screen.root.addSubview(box)
            box.addSubview(label)
            pinEdges(box, to: screen.root)
            pinEdges(label, to: box, TermInsets(all: 1))
            let snapshot = screen.render()
            #expect(snapshot.rows.count == max(0, h))
            #expect(snapshot.rows.allSatisfy { TermText.displayWidth($0) == max(0, w) })
        }
    }

    @Test func addingAViewInsideItselfIsRefused() {
        let outer = TermView(), inner = TermView()
        outer.addSubview(inner)
        let (_, diagnostics) = MortarDiagnostics.capture { inner.addSubview(outer) }
        #expect(diagnostics.count == 1)
        #expect(outer.superview == nil && inner.superview === outer)
    }
}

@Suite("Rendering views") @MainActor
struct ViewRenderingTests {
    @Test func boxWithLabelInsideItsMargins() {
        let screen = TermScreen(width: 14, height: 4)
        let box = TermBox(title: "CPU")
        let label = TermLabel("42% 漢字")
        screen.root.addSubview(box)
        box.addSubview(label)
        pinEdges(box, to: screen.root)
        constrain(label, .leading, .equal, box, .leadingMargin)
        constrain(label, .top, .equal, box, .topMargin)
        #expect(screen.render().text == """
            ┌ CPU ───────┐
            │42% 漢字    │
            │            │
            └────────────┘
            """)
    }

    @Test func zOrderClippingAndHiddenViews() {
        let screen = TermScreen(width: 10, height: 3)
        let back = TermView.create { $0.backgroundStyle = .plain }
        let backLabel = TermLabel("AAAAAAAAAA")
        let front = TermLabel("BB")
        let clipped = TermView()
        let overflow = TermLabel("CCCCCC")
        let hidden = TermLabel("HIDDEN")
        hidden.isHidden = true
        screen.root.addSubview(back)
        back.addSubview(backLabel)
        screen.root.addSubview(front)
        screen.root.addSubview(clipped)
        clipped.addSubview(overflow)
        screen.root.addSubview(hidden)
        pinEdges(back, to: screen.root)
        constrain(backLabel, .left, .equal, back, .left)
        constrain(backLabel, .top, .equal, back, .top)
        constrain(front, .left, .equal, screen.root, .left, plus: 3)
        constrain(front, .top, .equal, screen.root, .top)
        constrain(clipped, .left, .equal, screen.root, .left)
        constrain(clipped, .top, .equal, screen.root, .top, plus: 1)
        constrain(clipped, .width, .equal, nil, nil, plus: 4)
        constrain(clipped, .height, .equal, nil, nil, plus: 1)
        constrain(overflow, .left, .equal, clipped, .left)
        constrain(overflow, .top, .equal, clipped, .top)
        constrain(hidden, .left, .equal, screen.root, .left)
        constrain(hidden, .top, .equal, screen.root, .top, plus: 2)
        #expect(screen.render().text == "AAABBAAAAA\nCCCC      \n          ")
        clipped.clipsToBounds = false
        #expect(screen.render().text == "AAABBAAAAA\nCCCCCC    \n          ")
    }

    @Test func labelAlignmentAndStyles() {
        let screen = TermScreen(width: 9, height: 3)
        let labels = [TermTextAlignment.left, .center, .right].map { alignment in
            TermLabel("ab", style: .bold).also { $0.alignment = alignment }
        }
        for (row, label) in labels.enumerated() {
            screen.root.addSubview(label)
            constrain(label, .left, .equal, screen.root, .left)
            constrain(label, .right, .equal, screen.root, .right)
            constrain(label, .top, .equal, screen.root, .top, plus: Double(row))
        }
        let snapshot = screen.render()
        #expect(snapshot.text == "ab       \n   ab    \n       ab")
        #expect(snapshot.styledText.hasSuffix("A: bold"))
    }
}

@Suite("Layout determinism") @MainActor
struct LayoutDeterminismTests {
    /// Constraints written before their views join a screen reach the solver in the order they
    /// were written, never in hash order (object addresses differ from build to build): of two
    /// conflicting required constraints, the later one is always the one demoted.
    @Test func constraintsReachTheSolverInTheOrderTheyWereWritten() {
        var results: [[Int]] = []
        for _ in 0..<30 {
            let container = TermView()
            let views = (0..<8).map { _ in TermView() }
            container |+| views
            for (i, view) in views.enumerated() {
                view.m_width |=| Double(2 + i)
                view.m_width |=| Double(30 - i)     // conflicts: this one must be demoted
                view.m_height |=| 1
                view.m_origin |=| (0, i)
            }
            let screen = TermScreen(width: 40, height: 8)
            screen.root |+| container
            container |=| screen.root
            let (_, diagnostics) = MortarDiagnostics.capture { screen.layout() }
            #expect(diagnostics.count == views.count)
            results.append(views.map(\.frame.width))
        }
        #expect(Set(results).count == 1)
        #expect(results.first == (0..<8).map { 2 + $0 })
    }
}
