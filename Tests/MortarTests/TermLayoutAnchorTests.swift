import Testing
@testable import Mortar

/// UIKit's layout anchors: typed attributes whose methods make inactive constraints, and the
/// settable `isActive` and `activate(_:)` / `deactivate(_:)` that put them into layout.
@Suite("Layout anchors") @MainActor
struct TermLayoutAnchorTests {
    @Test func everyAnchorNamesItsAttributeOnViewsAndGuides() {
        let view = TermView(), guide = TermLayoutGuide()
        for item in [view, guide] as [any TermLayoutItem] {
            #expect([item.leadingAnchor, item.trailingAnchor, item.leftAnchor, item.rightAnchor, item.centerXAnchor]
                .map(\.attribute) == [.leading, .trailing, .left, .right, .centerX])
            #expect([item.topAnchor, item.bottomAnchor, item.centerYAnchor, item.firstBaselineAnchor,
                      item.lastBaselineAnchor].map(\.attribute)
                    == [.top, .bottom, .centerY, .firstBaseline, .lastBaseline])
            #expect([item.widthAnchor, item.heightAnchor].map(\.attribute) == [.width, .height])
            #expect(item.topAnchor.item === item)
        }
    }

    @Test func methodsMakeInactiveConstraintsThatIsActivePutsIntoLayout() {
        let screen = TermScreen(width: 40, height: 10)
        let a = TermView(), b = TermView()
        screen.root |+| [a, b]
        TermLayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: screen.root.leftAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 2),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 3),
            a.topAnchor.constraint(equalTo: b.bottomAnchor),
            a.heightAnchor.constraint(equalToConstant: 1),
            a.widthAnchor.constraint(equalToConstant: 4),
        ])
        let gap = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 2)
        #expect(!gap.isActive)
        let fallback = a.leftAnchor.constraint(equalTo: screen.root.leftAnchor)
        fallback.changePriority(to: .low)
        fallback.isActive = true
        screen.layout()
        #expect(a.frame == TermRect(x: 0, y: 5, width: 4, height: 1))

        gap.isActive = true
        screen.layout()
        #expect(gap.isActive && gap.isInstalled)
        #expect(a.frame == TermRect(x: 17, y: 5, width: 4, height: 1))

        gap.isActive = false
        screen.layout()
        #expect(!gap.isInstalled)
        #expect(a.frame.x == 0)

        TermLayoutConstraint.activate([gap])
        screen.layout()
        #expect(a.frame.x == 17)
        TermLayoutConstraint.deactivate([gap, fallback])
        #expect(!gap.isActive && !fallback.isActive)
    }

    @Test func dimensionsTakeConstantsAndMultipliers() {
        let screen = TermScreen(width: 60, height: 20)
        let a = TermView(), b = TermView(), c = TermView()
        screen.root |+| [a, b, c]
        var constraints = [
            a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: -3),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 4),
            c.widthAnchor.constraint(lessThanOrEqualToConstant: 6),
            c.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.3),
            c.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 0.5, constant: 1),
            c.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, constant: -2),
        ]
        for view in [a, b, c] {
            constraints += [view.leftAnchor.constraint(equalTo: screen.root.leftAnchor),
                            view.topAnchor.constraint(equalTo: screen.root.topAnchor)]
        }
        let prefer = [b.heightAnchor.constraint(lessThanOrEqualToConstant: 0),
                      c.widthAnchor.constraint(equalToConstant: 100), c.heightAnchor.constraint(equalToConstant: 100)]
        prefer.forEach { $0.changePriority(to: .low) }
        TermLayoutConstraint.activate(constraints + prefer)
        screen.layout()
        #expect(a.frame.size == TermSize(width: 10, height: 5))
        #expect(b.frame.size == TermSize(width: 17, height: 4))
        #expect(c.frame.size == TermSize(width: 6, height: 3))    // as large as w <= 6 and h <= 4 × 0.5 + 1 allow
    }

    @Test func baselinesFollowALabelsRows() {
        let screen = TermScreen(width: 30, height: 10)
        let label = TermLabel("one\ntwo\nthree"), marker = TermView()
        screen.root |+| [label, marker]
        TermLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 1),
            label.leftAnchor.constraint(equalTo: screen.root.leftAnchor),
            marker.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.topAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: -3),
            marker.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 2),
        ])
        screen.layout()
        #expect(marker.frame == TermRect(x: 5, y: 1, width: 2, height: 1))
    }

    @Test func aConstraintRemembersWhereItWasMade() {
        let a = TermView(), b = TermView()
        let line: UInt = #line + 1
        let constraint = a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: 1)
        #expect(constraint.location == MortarSourceLocation(file: #fileID, line: line))
        #expect(constraint.description == "TermView.m_top |<| TermView.m_bottom + 1 (\(#fileID):\(line))")
        a.identifier = "title"
        #expect(constraint.notation == "title.m_top |<| TermView.m_bottom + 1")   // outside a screen: no number
    }

    @Test func aNonFiniteConstantIsReportedAndNotActivated() {
        let screen = TermScreen(width: 10, height: 10)
        let a = TermView()
        screen.root |+| a
        let constraint = a.widthAnchor.constraint(equalToConstant: .infinity)
        let (_, diagnostics) = MortarDiagnostics.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("non-finite") == true)
    }
}
