/// Phantom types for an attribute's shape, so misuse fails to compile: a horizontal position
/// cannot be related to a vertical one, a size to an edge list, nor a 2-tuple to `m_edges`.
/// Sizes relate to sizes on either axis (`m_width |=| other.m_height` is fine).

/// A horizontal position: left, right, leading, trailing, centerX and their margin forms.
public enum MortarX {}
/// A vertical position: top, bottom, centerY, baselines and their margin forms.
public enum MortarY {}
/// A size: width or height.
public enum MortarSize {}
/// Two components, in Mortar's order (`m_size` is width, height).
public enum MortarPair<First, Second> {}
/// Four components, in Mortar's order (`m_edges` is top, leading, bottom, trailing).
public enum MortarQuad<First, Second, Third, Fourth> {}
/// A bare view or guide with a priority (`view ! .low`): the other side names the attribute.
public enum MortarImplicit {}

/// The shapes of a single attribute (a position on one axis, or a size): what a tuple on the right
/// cannot pair with, so that misuse gets a message saying so.
public protocol MortarSingleShape {}
extension MortarX: MortarSingleShape {}
extension MortarY: MortarSingleShape {}
extension MortarSize: MortarSingleShape {}
