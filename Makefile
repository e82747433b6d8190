# tour — build, run, test, install. `make run` is all a new user needs.
PREFIX ?= /usr/local
SWIFT ?= swift
# Static Swift runtime: no libswift*.so to load at start. -no-pie: a position-dependent
# executable has no relative relocations to apply at start (measured by make bench: first
# frame 8.1 → 7.1 ms, peak RSS 9.7 → 9.0 MB), at the cost of ASLR for the tour binary itself.
RELEASE := -c release --static-swift-stdlib -Xlinker -no-pie
BIN := .build/release/tour

# Debian packages: what building needs, and what the end-to-end tests drive.
BUILD_PACKAGES := libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
TEST_PACKAGES := tmux
# The picture fuzz target compiles its own instrumented stb_image from Debian's header.
FUZZ_PACKAGES := libstb-dev
# Loaded with dlopen the first time a page shows a picture (decoder, and converter to cells).
RUNTIME_PACKAGES := libstb0 libchafa0

.PHONY: run build test bench docs install uninstall clean deps test-deps bench-deps lint fuzz \
  fuzz-smoke fuzz-deps test-host-package

# q (exit 1) is a normal way to leave a tour, not a failed make.
run: build
	@$(BIN) || [ $$? -eq 1 ]

build: deps
	$(SWIFT) build $(RELEASE) --product tour

# The documentation must build without a warning (TourKit and TourTerminal built once more in
# .build/docs-build, with symbol graphs: half a minute the first time, seconds after), the fuzz
# smoke run (every corpus file replayed, then a few seconds per target), then the suite, whose
# summary ends the output. No benchmark runs here: `make bench` measures.
test: deps test-deps fuzz-deps
	$(SWIFT) build --build-tests
	@scripts/build-docs $(SWIFT)
	SWIFT=$(SWIFT) ./scripts/fuzz smoke $(FUZZ_SMOKE_SECONDS)
	TOUR_BINARY=$(CURDIR)/.build/debug/tour $(SWIFT) test --skip-build

# A package of its own depending on this one by path builds with the EmbedTour plugin and
# shows its embedded tour (Tests/TourEndToEndTests/HostPackageTests.swift). Minutes: not in
# `make test`.
test-host-package: deps test-deps
	$(SWIFT) build --build-tests
	TOUR_HOST_PACKAGE_TEST=1 TOUR_BINARY=$(CURDIR)/.build/debug/tour $(SWIFT) test --skip-build \
	  --filter HostPackageTests

# Release tour against mdp in a pseudo-terminal, plus TourKit alone (~7 minutes on 2 cores).
# The table goes to stdout, the figures to .build/bench/results.json.
bench: deps bench-deps
	$(SWIFT) build $(RELEASE) --product tour
	$(SWIFT) build $(RELEASE) --product TourBench
	.build/release/TourBench

# The DocC site of TourKit and TourTerminal (the toolchain's own docc) in .build/docs/site;
# any warning fails. Standalone: it builds the two modules it documents, nothing else. Browse it with `python3 -m http.server -d .build/docs/site`, then
# http://localhost:8000/documentation/tourterminal.
docs: deps
	@scripts/build-docs $(SWIFT)
# libFuzzer on tour files, terminal input, the store's JSON and picture files (Fuzz/README.md):
# each target FUZZ_SECONDS in turn; FUZZ_TARGETS="TourFile Picture" picks some. Finds go to
# .build/fuzz.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?=
fuzz: deps fuzz-deps
	SWIFT=$(SWIFT) ./scripts/fuzz run $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# What CI runs (in make test): every corpus file once, then FUZZ_SMOKE_SECONDS per target.
FUZZ_SMOKE_SECONDS ?= 6
fuzz-smoke: deps fuzz-deps
	SWIFT=$(SWIFT) ./scripts/fuzz smoke $(FUZZ_SMOKE_SECONDS)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/tour
	install -m 644 Resources/tour.1 $(DESTDIR)$(PREFIX)/share/man/man1/tour.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/tour $(DESTDIR)$(PREFIX)/share/man/man1/tour.1

clean:
	rm -rf .build

# Every Swift file of the package: Fuzz too once it holds Swift sources.
lint:
	$(SWIFT) format lint --recursive --strict Package.swift Sources Tests Plugins Benchmarks \
	  Examples $(wildcard Fuzz)

# Installs missing Debian packages when run as root; otherwise says what to install.
deps:
	@./scripts/ensure-packages $(BUILD_PACKAGES)
	@./scripts/ensure-packages $(RUNTIME_PACKAGES)

test-deps:
	@./scripts/ensure-packages $(TEST_PACKAGES)

fuzz-deps:
	@./scripts/ensure-packages $(FUZZ_PACKAGES)

bench-deps:
	@./scripts/ensure-packages mdp
