import Testing
@testable import Mortar

/// Every layout attribute's ``TermLayoutAttribute/axis`` is the direction in which the layout
/// engine moves or stretches a view when that attribute is constrained.
@Suite("Layout attributes") @MainActor
struct TermLayoutAttributeTests {
    @Test(arguments: TermLayoutAttribute.allCases)
    func theAxisIsWhereConstrainingTheAttributeMovesTheView(attribute: TermLayoutAttribute) {
        let screen = TermScreen(width: 80, height: 80)
        let view = TermView()
        screen.root |+| view
        screen.layout()
        let unconstrained = view.frame
        TermLayoutConstraint(view, attribute, .equal, nil, nil, constant: 31).activate()
        screen.layout()
        let moved = view.frame
        let horizontalChange = moved.x != unconstrained.x || moved.width != unconstrained.width
        let verticalChange = moved.y != unconstrained.y || moved.height != unconstrained.height
        #expect(horizontalChange != verticalChange, "\(attribute): \(unconstrained) -> \(moved)")
        #expect(attribute.axis == (horizontalChange ? .horizontal : .vertical), "\(attribute): \(unconstrained) -> \(moved)")
    }

    @Test func sizesAreTheOnlySizes() {
        #expect(TermLayoutAttribute.allCases.filter(\.isSize) == [.width, .height])
    }
}
