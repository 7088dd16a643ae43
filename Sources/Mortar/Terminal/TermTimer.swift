/// A repeating action of a ``TermApp``, on the main actor.
@MainActor
public final class TermTimer {
    /// How often the action runs.
    public let interval: Duration
    private let action: @MainActor () -> Void
    private var task: Task<Void, Never>?
    private var cancelled = false

    init(interval: Duration, action: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.action = action
    }

    /// Stops the timer for good.
    public func cancel() {
        cancelled = true
        stop()
    }

    func start() {
        guard !cancelled, task == nil else { return }
        let interval = self.interval
        task = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self else { return }
                self.action()
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
    }
}
