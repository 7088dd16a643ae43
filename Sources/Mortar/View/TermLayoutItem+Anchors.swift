// UIKit's layout anchors on every view and layout guide. Strutter's operators relate them;
// their methods make inactive constraints, as UIKit's do.

@MainActor
extension TermLayoutItem {
    /// The leading edge (left unless the layout direction is right-to-left).
    public var leadingAnchor: TermLayoutXAxisAnchor { TermLayoutAnchor(self, .leading) }
    /// The trailing edge (right unless the layout direction is right-to-left).
    public var trailingAnchor: TermLayoutXAxisAnchor { TermLayoutAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: TermLayoutXAxisAnchor { TermLayoutAnchor(self, .left) }
    /// The right edge: left + width.
    public var rightAnchor: TermLayoutXAxisAnchor { TermLayoutAnchor(self, .right) }
    /// The horizontal centre: left + width / 2.
    public var centerXAnchor: TermLayoutXAxisAnchor { TermLayoutAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: TermLayoutYAxisAnchor { TermLayoutAnchor(self, .top) }
    /// The bottom edge: top + height.
    public var bottomAnchor: TermLayoutYAxisAnchor { TermLayoutAnchor(self, .bottom) }
    /// The vertical centre: top + height / 2.
    public var centerYAnchor: TermLayoutYAxisAnchor { TermLayoutAnchor(self, .centerY) }
    /// The baseline of the first text row (a label's: the bottom of its first row; the bottom
    /// edge of views without text).
    public var firstBaselineAnchor: TermLayoutYAxisAnchor { TermLayoutAnchor(self, .firstBaseline) }
    /// The baseline of the last text row (the bottom edge of views without text).
    public var lastBaselineAnchor: TermLayoutYAxisAnchor { TermLayoutAnchor(self, .lastBaseline) }
    /// The width.
    public var widthAnchor: TermLayoutDimension { TermLayoutAnchor(self, .width) }
    /// The height.
    public var heightAnchor: TermLayoutDimension { TermLayoutAnchor(self, .height) }
}
