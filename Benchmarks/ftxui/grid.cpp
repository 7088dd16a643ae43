// The boxed-label grid of issue 14 (mortar-bench's G cases) in FTXUI, the figures
// `make bench-toolkits` prints beside `mortar-bench --only G` (Scripts/bench-beside-toolkits.sh).
//
// The grid as an FTXUI user writes it: side x side windows (a light border titled with the box's
// index, as TermBox(title:)) each holding the text "r<r>c<c>", `flex` in an hbox per row and the
// rows `flex` in a vbox, filling the screen. FTXUI is immediate mode: every frame builds the
// element tree again, lays it out (ComputeRequirement, SetBox) and draws it into its Screen, as
// ScreenInteractive::Draw does, and the frame's output is the whole screen as one string
// (Screen::ToString, which ScreenInteractive writes to the terminal; FTXUI sends no difference).
// FTXUI shares the extra space out by flex, so boxes along a row may differ by a cell where
// Mortar's grid has equal widths; the work per frame is the same.
//
// The cases follow GridBenchmarks.swift:
//   GL1    the first frame on a new 200 x 60 screen (11 times at side 20, 5 at side 40)
//   GL2    a frame after a resize, alternating 160 x 50 and 200 x 60 (20 times): a new screen
//          of the new size, as ScreenInteractive allocates on a resize
//   GSAME  a frame after one label changed to another of the same length (40 times)
//   GNEW   a frame after one label changed to one a character longer, then back (40 times)
// `model` is the frame up to the drawn screen (what mortar-bench's median and minimum time:
// change, layout, render into a canvas); `string_us` is ToString's time (mortar-bench's
// `paint_us` is ncurses's diff and write into a pseudo-terminal) and `bytes` its length. As in
// mortar-bench, each operation follows a pause of 40 ms (the caches lose the grid) and GL2's
// `back_to_back_us` is the same resizes one after another.
//
// Usage: grid [side...] (20 and 40 by default). Not built by `make test`; by hand:
//   git clone --branch v6.1.9 https://github.com/ArthurSonzogni/FTXUI
//   g++ -O2 -std=c++17 -IFTXUI/include -IFTXUI/src -I../kiwi grid.cpp FTXUI/src/ftxui/{dom,screen}/*.cpp
//   (leaving out the *_test.cpp files)
#include <ftxui/dom/elements.hpp>
#include <ftxui/dom/node.hpp>
#include <ftxui/screen/screen.hpp>
#include "harness.h"  // median, shared with the kiwi harnesses (Benchmarks/kiwi)

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using namespace ftxui;
using Clock = std::chrono::steady_clock;

static double since_us(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

// The pause after each timed operation (mortar-bench paints and waits for the terminal to settle).
static void settle() { std::this_thread::sleep_for(std::chrono::milliseconds(40)); }

// The grid's element tree for the labels as they are now (the app's render function).
static Element grid(int side, const std::vector<std::string>& labels) {
    Elements rows;
    rows.reserve(side);
    for (int r = 0; r < side; ++r) {
        Elements cells;
        cells.reserve(side);
        for (int c = 0; c < side; ++c) {
            int i = r * side + c;
            cells.push_back(window(text(std::to_string(i)), text(labels[i]), LIGHT) | flex);
        }
        rows.push_back(hbox(std::move(cells)) | flex);
    }
    return vbox(std::move(rows));
}

struct Samples {
    std::vector<double> model, string_us, bytes;
    bool ok = true;
};

// One frame on `screen`: cleared, the tree built, laid out and drawn (timed as the model), then
// turned into the terminal's string (timed apart).
static void frame(Screen& screen, int side, const std::vector<std::string>& labels, Samples& samples,
                  Clock::time_point t0) {
    screen.Clear();
    Element document = grid(side, labels);
    Render(screen, document);
    samples.model.push_back(since_us(t0));
    auto t1 = Clock::now();
    std::string out = screen.ToString();
    samples.string_us.push_back(since_us(t1));
    samples.bytes.push_back(double(out.size()));
    // The first box's corner at the origin, where boxes are at least 2 rows tall (at side 40 and
    // 60 rows they are 1.5: FTXUI shrinks some to 1 row, and a 1-row window shows no corner).
    samples.ok = samples.ok && (screen.dimy() < 2 * side || screen.PixelAt(0, 0).character == "┌");
}

static void print(const char* name, int side, const Samples& s, const char* unit, double back_to_back = -1) {
    std::printf("FTXUI %-5s %-3d median %.3f ms  min %.3f ms  %s  string_us=%.3f ms bytes=%.0f%s",
                name, side, median(s.model) / 1000, *std::min_element(s.model.begin(), s.model.end()) / 1000,
                s.ok ? "ok" : "WRONG", median(s.string_us) / 1000, median(s.bytes), unit);
    if (back_to_back >= 0) std::printf(" back_to_back=%.3f ms", back_to_back / 1000);
    std::printf("\n");
}

static void run(int side) {
    std::vector<std::string> labels;
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) labels.push_back("r" + std::to_string(r) + "c" + std::to_string(c));

    Samples l1;
    std::unique_ptr<Screen> screen;
    for (int i = 0; i < (side <= 20 ? 11 : 5); ++i) {
        screen.reset();
        auto t0 = Clock::now();
        screen = std::make_unique<Screen>(200, 60);
        frame(*screen, side, labels, l1, t0);
        settle();
    }
    print("GL1", side, l1, "  (first frame)");

    Samples l2, quiet;
    std::vector<double> backToBack;
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < 20; ++i) {
            int w = i % 2 == 0 ? 160 : 200, h = i % 2 == 0 ? 50 : 60;
            auto t0 = Clock::now();
            screen = std::make_unique<Screen>(w, h);
            frame(*screen, side, labels, pass == 0 ? l2 : quiet, t0);
            if (pass == 0) settle();
        }
    }
    print("GL2", side, l2, "  (per resize 200x60<->160x50)", median(quiet.model));

    // The grid back at 200 x 60, one label in the middle changed and changed back.
    screen = std::make_unique<Screen>(200, 60);
    size_t middle = size_t((side / 2) * side + side / 2);
    std::string original = labels[middle];
    auto change = [&](const std::vector<std::string>& texts) {
        Samples samples;
        for (int i = 0; i < 40; ++i) {
            auto t0 = Clock::now();
            labels[middle] = texts[size_t(i) % texts.size()];
            frame(*screen, side, labels, samples, t0);
            settle();
        }
        labels[middle] = original;
        return samples;
    };
    print("GSAME", side, change({"x" + original.substr(1), original}), "  (one label, same length)");
    print("GNEW", side, change({original + "+", original}), "  (one label, new length)");
}

int main(int argc, char** argv) {
    std::vector<int> sides;
    for (int i = 1; i < argc; ++i) sides.push_back(std::atoi(argv[i]));
    if (sides.empty()) sides = {20, 40};
    for (int side : sides) run(side);
    return 0;
}
