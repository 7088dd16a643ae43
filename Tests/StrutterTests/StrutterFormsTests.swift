import Mortar
import Strutter
import Testing

/// Each form of Strutter's README, with its numbers, laid out on a screen: the frames are what
/// the README says the statement means.
@Suite("Strutter README forms") @MainActor
struct StrutterFormsTests {
    /// A 300×300 screen (Strutter's numbers are points; here they are cells) with a superview at
    /// (5, 5) and two subviews in it.
    private func stage() -> (screen: TermScreen, superview: TermView, view1: TermView, view2: TermView) {
        let screen = TermScreen(width: 300, height: 300)
        let superview = TermView(), view1 = TermView(), view2 = TermView()
        screen.root |+| superview
        superview |+| [view1, view2]
        superview.leftAnchor |=| (screen.root.leftAnchor, 5)
        superview.topAnchor |=| (screen.root.topAnchor, 5)
        superview.widthAnchor |=| 100
        superview.heightAnchor |=| 60
        return (screen, superview, view1, view2)
    }

    /// Pins `view` to the superview's top-left with a size, each at a low priority, so the
    /// statement under test decides whatever it constrains.
    private func fallback(_ view: TermView, in superview: TermView, width: Double = 10, height: Double = 10) {
        let constraints = [
            view.leftAnchor.constraint(equalTo: superview.leftAnchor),
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ]
        for constraint in constraints { constraint.changePriority(to: .low) }
        TermLayoutConstraint.activate(constraints)
    }

    @Test func trailingToLeading() {
        let (screen, superview, view1, view2) = stage()
        view2.leadingAnchor |=| (superview.leadingAnchor, 30)
        fallback(view1, in: superview)
        fallback(view2, in: superview)
        view1.trailingAnchor |=| view2.leadingAnchor
        screen.layout()
        #expect(view1.frame == TermRect(x: 20, y: 0, width: 10, height: 10))
        #expect(view1.frame.maxX == view2.frame.x)
    }

    @Test func theValueIsTheConstraintAndCanBeDeactivated() {
        let (screen, superview, view1, view2) = stage()
        view2.leadingAnchor |=| (superview.leadingAnchor, 30)
        fallback(view1, in: superview)
        fallback(view2, in: superview)
        let constraint = view1.trailingAnchor |=| view2.leadingAnchor
        #expect(constraint.isActive)
        #expect(constraint.firstAttribute == .trailing && constraint.secondAttribute == .leading)
        screen.layout()
        #expect(view1.frame.x == 20)
        constraint.isActive = false
        screen.layout()
        #expect(view1.frame.x == 0)                 // the fallback again
        #expect(!constraint.isInstalled)
    }

    @Test func aConstantInATuple() {
        let (screen, superview, subview, _) = stage()
        fallback(subview, in: superview)
        subview.topAnchor |=| (superview.topAnchor, 10)
        screen.layout()
        #expect(subview.frameOnScreen.y == superview.frameOnScreen.y + 10)
        #expect(subview.frame.y == 10)
    }

    @Test func aMultiplierAndAConstantOnDimensions() {
        let (screen, v, subv, _) = stage()
        fallback(subv, in: v)
        subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)
        screen.layout()
        #expect(subv.frame.height == 2 * 60 - 20)
    }

    @Test func aMultiplierAlone() {
        let (screen, v, subv, _) = stage()
        fallback(subv, in: v)
        subv.widthAnchor |=| (v.widthAnchor, multiplier: 2)
        screen.layout()
        #expect(subv.frame.width == 200)
    }

    @Test func lessThanAndGreaterThan() {
        let (screen, v, subv, other) = stage()
        fallback(subv, in: v, height: 500)
        fallback(other, in: v, width: 1)
        subv.heightAnchor |<=| v.heightAnchor
        other.widthAnchor |>=| v.widthAnchor
        screen.layout()
        #expect(subv.frame.height == 60)             // at most the superview's 60, not 500
        #expect(other.frame.width == 100)            // at least 100, not 1
    }

    @Test func aConstantOnADimension() {
        let (screen, v, subv, _) = stage()
        fallback(subv, in: v)
        subv.heightAnchor |=| 200
        screen.layout()
        #expect(subv.frame.height == 200)
    }

    @Test func eachRelationOnEachForm() {
        let (screen, v, a, b) = stage()
        fallback(a, in: v, width: 50, height: 50)
        fallback(b, in: v, width: 50, height: 50)
        a.leftAnchor |=| v.leftAnchor
        let constraints = [
            a.widthAnchor |<=| 40, a.heightAnchor |>=| 55,                          // 40 × 55
            b.widthAnchor |<=| (a.widthAnchor, constant: -5),                       // 35
            b.heightAnchor |>=| (a.heightAnchor, multiplier: 1.2),                  // 66
            b.heightAnchor |<=| (a.heightAnchor, multiplier: 2, constant: 1),       // 111, slack
            b.leftAnchor |>=| (a.rightAnchor, 3),                                   // 43
        ]
        #expect(constraints.map(\.relation) == [.lessOrEqual, .greaterOrEqual, .lessOrEqual, .greaterOrEqual,
                                                .lessOrEqual, .greaterOrEqual])
        screen.layout()
        #expect(a.frame.size == TermSize(width: 40, height: 55))
        #expect(b.frame == TermRect(x: 43, y: 0, width: 35, height: 66))
    }
}
