# The project's commands. `make test` is what CI runs (.ci/run) and what the README gives.
SWIFT ?= swift

.PHONY: build test bench clean

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

bench:
	$(SWIFT) build -c release --product mortar-bench
	.build/release/mortar-bench $(BENCH_ARGS)

clean:
	rm -rf .build
