/// splitmix64, the generator the solver workloads are drawn with here and in kiwi's harnesses
/// (`Benchmarks/kiwi/harness.h`), so that both solvers are given the same systems.
public struct SplitMix64 {
    /// The generator's state; the seed it starts from.
    public var state: UInt64

    /// A generator seeded with `state`.
    public init(state: UInt64) { self.state = state }

    /// The next draw.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
