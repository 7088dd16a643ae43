import Foundation

/// While the terminal is taken, diagnostics are held (writing them would corrupt the screen)
/// and written to standard error when it is given back, unless the app set its own handler.
@MainActor
final class DiagnosticHold {
    private let previous: ((MortarDiagnostic) -> Void)?
    private var held: [MortarDiagnostic] = []
    private var released = false

    init() {
        previous = MortarDiagnostics.handler
        if previous == nil {
            MortarDiagnostics.handler = { [weak self] in self?.held.append($0) }
        }
    }

    func release() {
        guard !released else { return }
        released = true
        if previous == nil { MortarDiagnostics.handler = nil }
        for diagnostic in held { FileHandle.standardError.write(Data(("mortar: " + diagnostic.description + "\n").utf8)) }
        held = []
    }
}
