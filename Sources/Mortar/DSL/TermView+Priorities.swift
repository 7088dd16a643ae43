extension TermView {
    /// Horizontal compression resistance (Mortar's `m_compResistH`).
    public var m_compResistH: TermPriority {
        get { compressionResistance.horizontal }
        set { compressionResistance.horizontal = newValue }
    }

    /// Vertical compression resistance (Mortar's `m_compResistV`).
    public var m_compResistV: TermPriority {
        get { compressionResistance.vertical }
        set { compressionResistance.vertical = newValue }
    }

    /// Sets compression resistance on both axes. Reading it is ambiguous: it is reported, and
    /// the horizontal value returned (read `m_compResistH` and `m_compResistV` instead).
    public var m_compResist: TermPriority {
        get {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "m_compResist has no single value: read m_compResistH and m_compResistV", file: #fileID,
                line: #line))
            return compressionResistance.horizontal
        }
        set { compressionResistance = (newValue, newValue) }
    }

    /// Horizontal content hugging (Mortar's `m_huggingH`).
    public var m_huggingH: TermPriority {
        get { contentHugging.horizontal }
        set { contentHugging.horizontal = newValue }
    }

    /// Vertical content hugging (Mortar's `m_huggingV`).
    public var m_huggingV: TermPriority {
        get { contentHugging.vertical }
        set { contentHugging.vertical = newValue }
    }

    /// Sets content hugging on both axes. Reading it is ambiguous: it is reported, and the
    /// horizontal value returned (read `m_huggingH` and `m_huggingV` instead).
    public var m_hugging: TermPriority {
        get {
            MortarDiagnostics.report(MortarDiagnostic(
                message: "m_hugging has no single value: read m_huggingH and m_huggingV", file: #fileID, line: #line))
            return contentHugging.horizontal
        }
        set { contentHugging = (newValue, newValue) }
    }
}
