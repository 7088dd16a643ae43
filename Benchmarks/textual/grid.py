"""The boxed-label grid of issue 14 (mortar-bench's G cases) in Textual, the figures
`make bench-toolkits` prints beside `mortar-bench --only G` (Scripts/bench-beside-toolkits.sh).

The grid as a Textual user writes it: side x side `Static` widgets in a `grid` layout
(`grid-size: side side`) filling the screen, each with a light border (`border: solid`, Textual's
┌─┐ box) titled with its index (`border_title`, as TermBox(title:)) around the text "r<r>c<c>".
In Textual a border is a style, so a box and its label are one widget where Mortar has two views.

Textual does its work in asyncio tasks and messages (mounting, styling, layout, a refresh timer),
so a frame's time is the process CPU time from the change until the app is idle and the screen
updated (Textual's own test pilot: `pilot.pause()` waits for idle, then forces the screen's
pending refresh). The wall time would be mostly the pilot's sleeps. The pilot's own work (it
posts a callback to every widget and waits for each) is measured as a change that does nothing,
with the grid mounted, and taken off: `median` is the frame's CPU time less that (`raw` and
`pilot` are printed too). The harness runs headless,
where Textual skips turning the screen update into the terminal's string; the app here does that
step as a terminal would have it done (`CompositorUpdate.render_segments`, the call
`App._display` makes outside headless mode), and its length is `bytes`.

The cases follow GridBenchmarks.swift:
  GL1    the grid mounted into a running 200 x 60 app and its first frame (5 times at side 20,
         3 at side 40; the grid is removed between)
  GL2    a resize, alternating 160 x 50 and 200 x 60 (20 times)
  GSAME  one label changed to another of the same length (40 times)
  GNEW   one label changed to one a character longer, then back (40 times)

Usage: python grid.py [side...] (20 and 40 by default), with textual installed (the README's
figures: textual 8.2.8). Not run by `make test`.
"""

import asyncio
import statistics
import sys
from time import process_time

from textual.app import App, ComposeResult
from textual.containers import Container
from textual.widgets import Static
from textual._compositor import CompositorUpdate


class GridApp(App):
    """An empty app at first; the grid is mounted by the harness."""

    CSS = """
    Screen { layout: vertical; }
    #grid { layout: grid; width: 1fr; height: 1fr; }
    #grid Static { border: solid; width: 1fr; height: 1fr; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.output_bytes = 0

    def compose(self) -> ComposeResult:
        return []

    def _display(self, screen, renderable) -> None:
        # What App._display does with a screen update outside headless mode, short of writing it.
        if isinstance(renderable, CompositorUpdate):
            self.output_bytes += len(renderable.render_segments(self.console).encode())


def build(side: int) -> tuple[Container, list[Static]]:
    grid = Container(id="grid")
    grid.styles.grid_size_columns = side
    grid.styles.grid_size_rows = side
    labels = []
    for r in range(side):
        for c in range(side):
            label = Static(f"r{r}c{c}")
            label.border_title = str(r * side + c)
            labels.append(label)
    return grid, labels


async def measure(app: GridApp, pilot, action) -> tuple[float, int]:
    """CPU milliseconds and output bytes from `action` until the app is idle and painted."""
    before_bytes = app.output_bytes
    t0 = process_time()
    await action()
    await pilot.pause()
    return (process_time() - t0) * 1000, app.output_bytes - before_bytes


def report(name: str, side: int, samples: list[tuple[float, int]], pilot_ms: float, unit: str) -> None:
    times = [t for t, _ in samples]
    raw = statistics.median(times)
    print(f"Textual {name:<5} {side:<3} median {raw - pilot_ms:.3f} ms  min {min(times) - pilot_ms:.3f} ms  "
          f"raw={raw:.3f} ms pilot={pilot_ms:.3f} ms bytes={statistics.median(b for _, b in samples):.0f}"
          f"  ({unit}, CPU time)")


async def nothing() -> None:
    pass


async def run(side: int) -> None:
    app = GridApp()
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        l1 = []
        grid = labels = None
        for _ in range(5 if side <= 20 else 3):
            if grid is not None:
                await grid.remove()
                await pilot.pause()
            grid, labels = build(side)

            async def mount():
                await app.screen.mount(grid)
                await grid.mount_all(labels)

            l1.append(await measure(app, pilot, mount))
        # The pilot's own cost with the grid mounted: a change that changes nothing.
        pilot_ms = statistics.median([(await measure(app, pilot, nothing))[0] for _ in range(10)])
        report("GL1", side, l1, pilot_ms, "first frame")

        l2 = []
        for i in range(20):
            w, h = (160, 50) if i % 2 == 0 else (200, 60)
            l2.append(await measure(app, pilot, lambda: pilot.resize_terminal(w, h)))
        report("GL2", side, l2, pilot_ms, "per resize 200x60<->160x50")
        await pilot.resize_terminal(200, 60)

        label = labels[(side // 2) * side + side // 2]
        original = str(label.content)

        async def change(texts):
            samples = []
            for i in range(40):
                text = texts[i % len(texts)]

                async def update():
                    label.update(text)

                samples.append(await measure(app, pilot, update))
            return samples

        report("GSAME", side, await change(["x" + original[1:], original]), pilot_ms, "one label, same length")
        report("GNEW", side, await change([original + "+", original]), pilot_ms, "one label, new length")


def main() -> None:
    sides = [int(a) for a in sys.argv[1:]] or [20, 40]
    for side in sides:
        asyncio.run(run(side))


if __name__ == "__main__":
    main()
