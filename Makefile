# The project's commands. `make test` is what CI runs (.ci/run) and what the README gives.
SWIFT ?= swift

.PHONY: build test generate check-generated demo bench clean

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Rewrites every generated file (the DSL's operator overloads, the VFL misuse messages, the
# width table) from its generator in Scripts/; Scripts/generate.sh has the list.
generate:
	Scripts/generate.sh

# Fails with a diff when a generated file differs from its generator's output (CI runs it).
check-generated:
	Scripts/check-generated.sh

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
