import Mortar

@MainActor
extension MortarDefault {
    private static var storedVFLPadding: Double = 1

    /// The space `||` (and the padded captures `||>`, `<||`, `||>>` ...) put between nodes: one
    /// cell unless changed. Mortar's is 8 points; set it to 8 to reproduce Mortar's numbers.
    /// Negative or non-finite values are reported and ignored.
    public static var vflPadding: Double {
        get { storedVFLPadding }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                MortarDiagnostics.report(MortarDiagnostic(
                    message: "MortarDefault.vflPadding must be a finite number of cells >= 0, not \(newValue); "
                        + "it stays \(storedVFLPadding)", location: .unknown))
                return
            }
            storedVFLPadding = newValue
        }
    }
}
