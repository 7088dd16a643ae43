// Mortar's attributes, in Mortar 2.0.7's component order, plus m_origin.

@MainActor
extension TermLayoutItem {
    /// `m_left`: left.
    public var m_left: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.left)) }
    /// `m_right`: right.
    public var m_right: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.right)) }
    /// `m_leading`: leading.
    public var m_leading: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.leading)) }
    /// `m_trailing`: trailing.
    public var m_trailing: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.trailing)) }
    /// `m_centerX`: centerX.
    public var m_centerX: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.centerX)) }
    /// `m_leftMargin`: leftMargin.
    public var m_leftMargin: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.leftMargin)) }
    /// `m_rightMargin`: rightMargin.
    public var m_rightMargin: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.rightMargin)) }
    /// `m_leadingMargin`: leadingMargin.
    public var m_leadingMargin: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.leadingMargin)) }
    /// `m_trailingMargin`: trailingMargin.
    public var m_trailingMargin: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.trailingMargin)) }
    /// `m_centerXWithinMargin`: centerXWithinMargin.
    public var m_centerXWithinMargin: MortarAttribute<MortarX> { mortarAttribute(MortarComponents(.centerXWithinMargins)) }
    /// `m_top`: top.
    public var m_top: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.top)) }
    /// `m_bottom`: bottom.
    public var m_bottom: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.bottom)) }
    /// `m_centerY`: centerY.
    public var m_centerY: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.centerY)) }
    /// `m_baseline`: the last text row's baseline.
    public var m_baseline: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.lastBaseline)) }
    /// `m_firstBaseline`: firstBaseline.
    public var m_firstBaseline: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.firstBaseline)) }
    /// `m_topMargin`: topMargin.
    public var m_topMargin: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.topMargin)) }
    /// `m_bottomMargin`: bottomMargin.
    public var m_bottomMargin: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.bottomMargin)) }
    /// `m_centerYWithinMargin`: centerYWithinMargin.
    public var m_centerYWithinMargin: MortarAttribute<MortarY> { mortarAttribute(MortarComponents(.centerYWithinMargins)) }
    /// `m_width`: width.
    public var m_width: MortarAttribute<MortarSize> { mortarAttribute(MortarComponents(.width)) }
    /// `m_height`: height.
    public var m_height: MortarAttribute<MortarSize> { mortarAttribute(MortarComponents(.height)) }
    /// `m_sides`: (leading, trailing).
    public var m_sides: MortarAttribute<MortarPair<MortarX, MortarX>> { mortarAttribute(MortarComponents(.leading, .trailing)) }
    /// `m_caps`: (top, bottom).
    public var m_caps: MortarAttribute<MortarPair<MortarY, MortarY>> { mortarAttribute(MortarComponents(.top, .bottom)) }
    /// `m_size`: (width, height).
    public var m_size: MortarAttribute<MortarPair<MortarSize, MortarSize>> { mortarAttribute(MortarComponents(.width, .height)) }
    /// `m_center`: (centerX, centerY).
    public var m_center: MortarAttribute<MortarPair<MortarX, MortarY>> { mortarAttribute(MortarComponents(.centerX, .centerY)) }
    /// `m_origin`: (leading, top); documented by Mortar's README, shipped here.
    public var m_origin: MortarAttribute<MortarPair<MortarX, MortarY>> { mortarAttribute(MortarComponents(.leading, .top)) }
    /// `m_cornerTL`: (top, left).
    public var m_cornerTL: MortarAttribute<MortarPair<MortarY, MortarX>> { mortarAttribute(MortarComponents(.top, .left)) }
    /// `m_cornerTR`: (top, right).
    public var m_cornerTR: MortarAttribute<MortarPair<MortarY, MortarX>> { mortarAttribute(MortarComponents(.top, .right)) }
    /// `m_cornerBL`: (bottom, left).
    public var m_cornerBL: MortarAttribute<MortarPair<MortarY, MortarX>> { mortarAttribute(MortarComponents(.bottom, .left)) }
    /// `m_cornerBR`: (bottom, right).
    public var m_cornerBR: MortarAttribute<MortarPair<MortarY, MortarX>> { mortarAttribute(MortarComponents(.bottom, .right)) }
    /// `m_edges`: (top, leading, bottom, trailing).
    public var m_edges: MortarAttribute<MortarQuad<MortarY, MortarX, MortarY, MortarX>> { mortarAttribute(MortarComponents(.top, .leading, .bottom, .trailing)) }
    /// `m_frame`: (leading, top, width, height).
    public var m_frame: MortarAttribute<MortarQuad<MortarX, MortarY, MortarSize, MortarSize>> { mortarAttribute(MortarComponents(.leading, .top, .width, .height)) }

    func mortarAttribute<S>(_ components: MortarComponents) -> MortarAttribute<S> {
        MortarAttribute(item: layoutNode, components: components)
    }
}

@MainActor
extension Array where Element: TermLayoutItem {
    /// `m_left` of each element.
    public var m_left: [MortarAttribute<MortarX>] { map(\.m_left) }
    /// `m_right` of each element.
    public var m_right: [MortarAttribute<MortarX>] { map(\.m_right) }
    /// `m_leading` of each element.
    public var m_leading: [MortarAttribute<MortarX>] { map(\.m_leading) }
    /// `m_trailing` of each element.
    public var m_trailing: [MortarAttribute<MortarX>] { map(\.m_trailing) }
    /// `m_centerX` of each element.
    public var m_centerX: [MortarAttribute<MortarX>] { map(\.m_centerX) }
    /// `m_leftMargin` of each element.
    public var m_leftMargin: [MortarAttribute<MortarX>] { map(\.m_leftMargin) }
    /// `m_rightMargin` of each element.
    public var m_rightMargin: [MortarAttribute<MortarX>] { map(\.m_rightMargin) }
    /// `m_leadingMargin` of each element.
    public var m_leadingMargin: [MortarAttribute<MortarX>] { map(\.m_leadingMargin) }
    /// `m_trailingMargin` of each element.
    public var m_trailingMargin: [MortarAttribute<MortarX>] { map(\.m_trailingMargin) }
    /// `m_centerXWithinMargin` of each element.
    public var m_centerXWithinMargin: [MortarAttribute<MortarX>] { map(\.m_centerXWithinMargin) }
    /// `m_top` of each element.
    public var m_top: [MortarAttribute<MortarY>] { map(\.m_top) }
    /// `m_bottom` of each element.
    public var m_bottom: [MortarAttribute<MortarY>] { map(\.m_bottom) }
    /// `m_centerY` of each element.
    public var m_centerY: [MortarAttribute<MortarY>] { map(\.m_centerY) }
    /// `m_baseline` of each element.
    public var m_baseline: [MortarAttribute<MortarY>] { map(\.m_baseline) }
    /// `m_firstBaseline` of each element.
    public var m_firstBaseline: [MortarAttribute<MortarY>] { map(\.m_firstBaseline) }
    /// `m_topMargin` of each element.
    public var m_topMargin: [MortarAttribute<MortarY>] { map(\.m_topMargin) }
    /// `m_bottomMargin` of each element.
    public var m_bottomMargin: [MortarAttribute<MortarY>] { map(\.m_bottomMargin) }
    /// `m_centerYWithinMargin` of each element.
    public var m_centerYWithinMargin: [MortarAttribute<MortarY>] { map(\.m_centerYWithinMargin) }
    /// `m_width` of each element.
    public var m_width: [MortarAttribute<MortarSize>] { map(\.m_width) }
    /// `m_height` of each element.
    public var m_height: [MortarAttribute<MortarSize>] { map(\.m_height) }
    /// `m_sides` of each element.
    public var m_sides: [MortarAttribute<MortarPair<MortarX, MortarX>>] { map(\.m_sides) }
    /// `m_caps` of each element.
    public var m_caps: [MortarAttribute<MortarPair<MortarY, MortarY>>] { map(\.m_caps) }
    /// `m_size` of each element.
    public var m_size: [MortarAttribute<MortarPair<MortarSize, MortarSize>>] { map(\.m_size) }
    /// `m_center` of each element.
    public var m_center: [MortarAttribute<MortarPair<MortarX, MortarY>>] { map(\.m_center) }
    /// `m_origin` of each element.
    public var m_origin: [MortarAttribute<MortarPair<MortarX, MortarY>>] { map(\.m_origin) }
    /// `m_cornerTL` of each element.
    public var m_cornerTL: [MortarAttribute<MortarPair<MortarY, MortarX>>] { map(\.m_cornerTL) }
    /// `m_cornerTR` of each element.
    public var m_cornerTR: [MortarAttribute<MortarPair<MortarY, MortarX>>] { map(\.m_cornerTR) }
    /// `m_cornerBL` of each element.
    public var m_cornerBL: [MortarAttribute<MortarPair<MortarY, MortarX>>] { map(\.m_cornerBL) }
    /// `m_cornerBR` of each element.
    public var m_cornerBR: [MortarAttribute<MortarPair<MortarY, MortarX>>] { map(\.m_cornerBR) }
    /// `m_edges` of each element.
    public var m_edges: [MortarAttribute<MortarQuad<MortarY, MortarX, MortarY, MortarX>>] { map(\.m_edges) }
    /// `m_frame` of each element.
    public var m_frame: [MortarAttribute<MortarQuad<MortarX, MortarY, MortarSize, MortarSize>>] { map(\.m_frame) }
}
