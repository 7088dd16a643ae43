import Cassowary

/// The item each layout variable of a screen belongs to (by identity), found by the variable's
/// id in an ``IdMap`` instead of by hashing: a screen's build recorded four variables per view
/// in a dictionary, and hashing them, with the dictionary's regrowth, was a sixth of the build.
/// The map leads to a slot per item; an item that leaves frees its slot for the next to join.
@MainActor
struct VariableOwners {
    private var slots = IdMap()
    private var owners: [ObjectIdentifier?] = []
    private var freeSlots: [Int] = []

    /// Records `owner` as the item of `variables`.
    mutating func insert(_ owner: ObjectIdentifier, _ variables: LayoutVariables) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            owners[slot] = owner
        } else {
            slot = owners.count
            owners.append(owner)
        }
        slots.set(variables.left.id, slot)
        slots.set(variables.top.id, slot)
        slots.set(variables.width.id, slot)
        slots.set(variables.height.id, slot)
    }

    /// Forgets the item of `variables`.
    mutating func remove(_ variables: LayoutVariables) {
        guard let slot = slots.slot(for: variables.left.id) else { return }
        owners[slot] = nil
        freeSlots.append(slot)
        slots.set(variables.left.id, nil)
        slots.set(variables.top.id, nil)
        slots.set(variables.width.id, nil)
        slots.set(variables.height.id, nil)
    }

    /// The item `variable` belongs to; nil for a variable of no item in the screen.
    subscript(variable: Variable) -> ObjectIdentifier? {
        slots.slot(for: variable.id).flatMap { owners[$0] }
    }
}
