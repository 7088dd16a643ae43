# The project's commands. `make test` is what CI runs (.ci/run) and what the README gives.
SWIFT ?= swift

.PHONY: build test demo bench clean

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The live dashboard, in this terminal (q quits). DEMO_ARGS="--once --size 100x30" prints one
# frame instead; see `.build/debug/mortar-demo --help`.
demo:
	$(SWIFT) build --product mortar-demo
	.build/debug/mortar-demo $(DEMO_ARGS)

bench:
	$(SWIFT) build -c release --product mortar-bench
	.build/release/mortar-bench $(BENCH_ARGS)

clean:
	rm -rf .build
