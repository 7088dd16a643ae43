// A statement's attributes are made, copied and dropped once per statement; arrays made each
// of them three heap allocations (components, multipliers, constants), about a tenth of what a
// statement cost in issue 14's grid. These hold the same values inline.

/// The components of an attribute (`m_left` one, `m_edges` four), in component order, stored
/// inline: a composite has four at most.
struct MortarComponents: RandomAccessCollection {
    private var storage: (TermLayoutAttribute, TermLayoutAttribute, TermLayoutAttribute, TermLayoutAttribute)
    let count: Int

    /// One component.
    init(_ a: TermLayoutAttribute) {
        storage = (a, a, a, a)
        count = 1
    }

    /// Two components.
    init(_ a: TermLayoutAttribute, _ b: TermLayoutAttribute) {
        storage = (a, b, b, b)
        count = 2
    }

    /// Four components.
    init(_ a: TermLayoutAttribute, _ b: TermLayoutAttribute, _ c: TermLayoutAttribute, _ d: TermLayoutAttribute) {
        storage = (a, b, c, d)
        count = 4
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> TermLayoutAttribute {
        precondition(i >= 0 && i < count, "component index out of range")
        switch i {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        default: return storage.3
        }
    }
}

/// One number per component (a multiplier or a constant each), stored inline.
struct MortarFour {
    private var storage: (Double, Double, Double, Double)

    /// The same value for every component.
    init(_ value: Double) { storage = (value, value, value, value) }

    /// One value per component.
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) { storage = (a, b, c, d) }

    subscript(i: Int) -> Double {
        get {
            switch i {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            default:
                precondition(i == 3, "component index out of range")
                return storage.3
            }
        }
        set {
            switch i {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            default:
                precondition(i == 3, "component index out of range")
                storage.3 = newValue
            }
        }
    }
}
