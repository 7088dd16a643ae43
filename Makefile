# The project's commands. `make test` is what CI runs (.ci/run) and what the README gives.
SWIFT ?= swift

.PHONY: build test generate check-generated docs demo bench bench-kiwi bench-toolkits clean

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Rewrites every generated file (the DSL's operator overloads, the VFL misuse messages, the
# width table, the DSL compile matrix test, the DocC guides) from its generator in Scripts/;
# Scripts/generate.sh has the list.
generate:
	Scripts/generate.sh

# Fails with a diff when a generated file differs from its generator's output (CI runs it).
check-generated:
	Scripts/check-generated.sh

# DocC archives of the libraries (swift-docc-plugin), in .build/plugins/Swift-DocC/outputs/;
# fails on any DocC warning (a broken symbol link, a missing article). The guides in the
# catalogs are generated from the README (`make generate`). PACKAGE_FLAGS="--scratch-path DIR"
# builds elsewhere.
DOC_TARGETS = Cassowary Mortar MortarVFL Strutter MortarTesting
PACKAGE_FLAGS ?=
docs:
	@log=$$(mktemp); $(SWIFT) package $(PACKAGE_FLAGS) generate-documentation $(foreach t,$(DOC_TARGETS),--target $(t)) > $$log 2>&1; \
	status=$$?; cat $$log; if [ $$status -ne 0 ] || grep -qE '^(warning|error):' $$log; then rm -f $$log; \
	echo "make docs: DocC reported the problems above" >&2; exit 1; fi; rm -f $$log

# The live dashboard, in this terminal (q quits). DEMO_ARGS="--once --size 100x30" prints one
# frame instead; see `.build/debug/mortar-demo --help`.
demo:
	$(SWIFT) build --product mortar-demo
	.build/debug/mortar-demo $(DEMO_ARGS)

bench:
	$(SWIFT) build -c release --product mortar-bench
	.build/release/mortar-bench $(BENCH_ARGS)

bench-kiwi:
	SWIFT="$(SWIFT)" bash Scripts/bench-beside-kiwi.sh

# The boxed-label grid in FTXUI and Textual beside Mortar, round by round
# (Scripts/bench-beside-toolkits.sh).
bench-toolkits:
	SWIFT="$(SWIFT)" bash Scripts/bench-beside-toolkits.sh

clean:
	rm -rf .build
