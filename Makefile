# tour — build, run, test, install. `make run` is all a new user needs.
PREFIX ?= /usr/local
SWIFT ?= swift
# The release build, per platform (`uname -s`).
# Linux: the Swift runtime linked statically (no libswift*.so to find or load at start: the
# binary runs on any Debian with the C libraries below), and hardened the way Debian builds its
# packages: position-independent (the default; ASLR for the binary itself), full RELRO and
# immediate binding (every symbol resolved at start, then the relocation table made read-only).
# PIE costs the start its relative relocations (the loader writes 23,000 pointers, in Swift's
# metadata and tables, into the pages that hold them). Against the former `-no-pie` build,
# TourBench's tour sessions (80x24, 20 interleaved rounds, on a loaded 2-core machine) measured
# peak RSS +0.4 MB (9.7 → 10.1) and the first frame 0.6 ms later (median of the rounds'
# differences, animation off; 1.2 ms with it, within the noise), CPU at start +0.2 ms: the
# price of ASLR for a binary that reads files and terminal input it does not control.
# Debian's flags for C code: the picture decoders (CPictureDecoders) are built with
# -D_FORTIFY_SOURCE=2 in release (Package.swift); the other C shims are headers of constant
# accessors and calls that need no fortified form.
# macOS: the Swift runtime is part of the OS (Apple's toolchain does not link it statically)
# and executables are PIE already, so the release build is the plain one.
PLATFORM := $(shell uname -s)
ifeq ($(PLATFORM),Linux)
# Linked by the toolchain's lld rather than gold, for two things gold lacks: packed relative
# relocations (`-z pack-relative-relocs`, DT_RELR, glibc 2.36: the 25,000 relocations take 5 KB
# instead of 600 KB for the loader to read) and placing functions in a given order. Each Swift
# function gets a section of its own (`-function-sections`), and those listed in
# scripts/link-order.txt — what the first frames run, `make link-order` — are placed together at
# the start of the code, so a first frame touches a compact run of pages: peak RSS 12 → 10 MB
# (docs/PERFORMANCE.md, "Where the peak memory goes").
# `-disable-concrete-type-metadata-mangled-name-accessors`: a generic type's metadata is made
# by a call the compiler emits rather than by demangling its name at run time (and checking
# its conformances against every one in the binary): 13 % fewer instructions to a first frame,
# the gate with nothing due 0.1–0.2 ms sooner, for 65 KB of code and 0.25 MB more peak RSS.
# `-disable-llvm-merge-functions-pass`: LLVM's merging of identical functions turns the copies
# into thunks without a symbol, which no link order can place, so each one a first frame calls
# brought the cold code around it into memory: peak RSS −0.3 MB and 18 page faults fewer, for
# 13 KB of code. (A build whose sources did not change keeps its objects when only this flag
# changes: delete .build/release/*.build/*.o to see it.)
# `--no-export-dynamic` undoes SwiftPM's `-export-dynamic` for executables: nothing loads
# tour's 2,370 public TourKit and TourTerminal symbols, and their names (200 KB) were read
# by the loader at every start: peak RSS −0.2 MB.
# `--disable-local-rpath`: no RUNPATH of `$ORIGIN`, so the loader does not look for each of the
# libraries in the binary's own folder (/usr/bin) before the system's (failed opens).
# `-L $(STATIC_CXX)`: libstdc++ linked statically, like the Swift runtime that needs it (19
# functions: strings, allocation, one-time initialisation, demangling), and RE2 with it
# (Package.swift links libre2.a on Linux). Loading libstdc++.so cost every launch the binding
# of its 4,000 symbolic relocations, most of them to itself: peak RSS 7.4 → 6.4 MB and CPU to
# a first frame 4.7 → 4.0 ms without it (docs/PERFORMANCE.md), for 0.76 MB more code and
# read-only data in the binary. The folder holds only libstdc++.a, and the link searches it
# before the compiler's own, so `-lstdc++` (the static runtime's) finds the archive.
STATIC_CXX := $(CURDIR)/.build/static-cxx
RELEASE := -c release --static-swift-stdlib --disable-local-rpath \
  -Xswiftc -L -Xswiftc $(STATIC_CXX) \
  -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now \
  -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass \
  -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
  -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order.txt \
  -Xlinker --no-warn-symbol-ordering
else
RELEASE := -c release
endif
# The folder the release link finds libstdc++.a in (Linux; empty elsewhere).
STATIC_CXX_ARCHIVE := $(if $(STATIC_CXX),$(STATIC_CXX)/libstdc++.a)
BIN := .build/release/tour

# Where `make install` puts things (the Debian package passes PREFIX=/usr and Debian's zsh
# folder); each shell finds its completions there by default.
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

# Packages, named as the platform's package manager names them; scripts/ensure-packages
# installs them (Debian, as root) or says how. The package build sets ENSURE_PACKAGES=true:
# dpkg-buildpackage checks its Build-Depends itself.
ENSURE_PACKAGES ?= ./scripts/ensure-packages
ifeq ($(PLATFORM),Darwin)
# Homebrew: macOS's own ncurses has the wide-character API; cmark-gfm and pkg-config from
# Homebrew; libpng and jpeg-turbo (headers the picture decoders are built against, libraries
# loaded at run time) and chafa for pictures. Homebrew has no stb_image library: GIF pictures
# show their alt text. The tests drive tmux; bash, zsh and mandoc come with macOS.
BUILD_PACKAGES := cmark-gfm pkgconf libpng jpeg-turbo re2
RUNTIME_PACKAGES := chafa
# Homebrew on Apple silicon (/opt/homebrew) is outside the C compiler's default search path:
# the picture decoders find png.h and jpeglib.h through CPATH.
export CPATH := $(shell brew --prefix 2>/dev/null)/include$(if $(CPATH),:$(CPATH))
TEST_PACKAGES := tmux fish
FUZZ_PACKAGES :=
# `make screenshots` needs an X server, xterm and xdotool: Debian's.
SCREENSHOT_PACKAGES :=
else
# Debian: what building needs; libpng's and libjpeg's headers, which the picture decoders are
# built against (they load the libraries with dlopen, so nothing more is linked); RE2, the
# regular expression engine text answers are matched with.
BUILD_PACKAGES := libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config \
  libpng-dev libjpeg62-turbo-dev libre2-dev
# Loaded with dlopen the first time a page shows a picture (decoders, and converter to cells).
RUNTIME_PACKAGES := libpng16-16 libjpeg62-turbo libstb0 libchafa0
# The end-to-end tests drive tmux; the man pages are linted by groff, mandoc and man-db; the
# completions are run in bash, zsh and fish.
TEST_PACKAGES := tmux groff-base mandoc man-db zsh fish
# The picture fuzz target compiles its own instrumented stb_image from Debian's header.
FUZZ_PACKAGES := libstb-dev
# `make deb`: Debian's package tools, lintian, and hardening-check (devscripts); check-deb
# also installs the package and runs its completions through bash-completion's loader.
DEB_PACKAGES := dpkg-dev debhelper lintian devscripts man-db bash-completion zsh fish
# `make screenshots`: a private X server, xterm with the Hack font (DejaVu for the symbols Hack
# lacks), xdotool to type, ImageMagick to capture, optipng and gifsicle to make the files small.
SCREENSHOT_PACKAGES := xvfb xterm xdotool imagemagick optipng gifsicle fonts-hack \
  fonts-dejavu-core python3
endif

.PHONY: run build build-tests test bench link-order docs completions install uninstall clean deps test-deps bench-deps lint fuzz \
  fuzz-build fuzz-smoke fuzz-deps deb check-deb deb-deps packages install-built test-host-package \
  screenshots screenshots-deps

# q (exit 1) is a normal way to leave a tour, not a failed make.
run: build
	@$(BIN) || [ $$? -eq 1 ]

build: deps $(STATIC_CXX_ARCHIVE)
	$(SWIFT) build $(RELEASE) --product tour

# The environment every debug build and test run below runs in: the end-to-end tests drive
# TOUR_BINARY. The build and the run share it because SwiftPM builds the resource plugin's
# tool again, and TourKit with it (18 s), whenever a command's environment differs from the
# last one's, `swift test --skip-build` included.
TEST_ENV := TOUR_BINARY=$(CURDIR)/.build/debug/tour

# The debug build of everything, tests included (TourBench too).
build-tests: deps
	$(TEST_ENV) $(SWIFT) build --build-tests

# No module may keep a variable of a C struct type (scripts/check-c-statics says why), the man
# pages must render without a warning, the shell completions must offer every option
# of `tour --help-all` (seconds), the documentation must build without a warning (TourKit and
# TourTerminal built once more in .build/docs-build, with symbol graphs: half a minute the
# first time, seconds after), the fuzz smoke run (every corpus file replayed, then a few
# seconds per target), then the suite, whose summary ends the output. No benchmark runs here:
# `make bench` measures.
test: build-tests test-deps fuzz-deps
	@scripts/check-c-statics .build/debug
	@scripts/check-man-pages Resources/tour.1 Resources/tour.5
	@.build/debug/tour --check --size 80x24 docs/questions.md
	@scripts/check-completions .build/debug/tour
	@scripts/build-docs $(SWIFT)
	SWIFT=$(SWIFT) ./scripts/fuzz smoke $(FUZZ_SMOKE_SECONDS)
	$(TEST_ENV) $(SWIFT) test --skip-build

# A package of its own depending on this one by path builds with the EmbedTour plugin and
# shows its embedded tour (Tests/TourEndToEndTests/HostPackageTests.swift). Minutes: not in
# `make test`.
test-host-package: build-tests test-deps
	$(TEST_ENV) TOUR_HOST_PACKAGE_TEST=1 $(SWIFT) test --skip-build --filter HostPackageTests

# Release tour against mdp and TourFloor (the same deck from a minimal Swift program linked as
# tour is) in a pseudo-terminal, plus TourKit alone (~8 minutes on 2 cores).
# The table goes to stdout, the figures to .build/bench/results.json.
bench: deps bench-deps $(STATIC_CXX_ARCHIVE)
	$(SWIFT) build $(RELEASE) --product tour
	$(SWIFT) build $(RELEASE) --product TourBench
	$(SWIFT) build $(RELEASE) --product TourFloor
	.build/release/TourBench

# scripts/link-order.txt anew from the release build (valgrind in a pseudo-terminal; a few
# minutes): after changes to start-up or drawing.
link-order: deps $(STATIC_CXX_ARCHIVE)
	RELEASE="$(RELEASE)" SWIFT=$(SWIFT) scripts/make-link-order

# The DocC site of TourKit and TourTerminal (the toolchain's own docc) in .build/docs/site;
# any warning fails. Standalone: it builds the two modules it documents, nothing else. Browse
# it with `python3 -m http.server -d .build/docs/site`, then http://localhost:8000/ (the
# landing page of both modules).
docs: deps
	@scripts/build-docs $(SWIFT)
# libFuzzer on tour files, terminal input, the store's JSON and picture files (Fuzz/README.md):
# each target FUZZ_SECONDS in turn; FUZZ_TARGETS="TourFile Picture" picks some. Finds go to
# .build/fuzz.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?=
fuzz: deps fuzz-deps
	SWIFT=$(SWIFT) ./scripts/fuzz run $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The fuzz targets' instrumented build alone (.build/fuzz; three minutes, mostly on one core:
# the optimiser takes a module at a time, so CI runs it beside the test build).
fuzz-build: deps fuzz-deps
	SWIFT=$(SWIFT) ./scripts/fuzz build

# What CI runs (in make test): every corpus file once, then FUZZ_SMOKE_SECONDS per target.
FUZZ_SMOKE_SECONDS ?= 6
fuzz-smoke: deps fuzz-deps
	SWIFT=$(SWIFT) ./scripts/fuzz smoke $(FUZZ_SMOKE_SECONDS)

# The completion scripts in completions/, written anew from tour's table of options (after
# an option changes; check-completions fails until they are).
completions: deps
	$(SWIFT) build --product tour
	.build/debug/tour --completions bash >completions/tour.bash
	.build/debug/tour --completions zsh >completions/_tour
	.build/debug/tour --completions fish >completions/tour.fish

# The binary, its two man pages, and the completions for bash, zsh and fish.
install: build
	@$(MAKE) --no-print-directory install-built

# `make install` without building first: the package build has built in a step of its own
# (SwiftPM compiles again whenever the environment changes, and make's own variables differ
# from one step to the next).
install-built:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
	  $(DESTDIR)$(BASH_COMPLETION_DIR) $(DESTDIR)$(ZSH_COMPLETION_DIR) \
	  $(DESTDIR)$(FISH_COMPLETION_DIR)
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/tour
	install -m 644 Resources/tour.1 $(DESTDIR)$(MANDIR)/man1/tour.1
	install -m 644 Resources/tour.5 $(DESTDIR)$(MANDIR)/man5/tour.5
	install -m 644 completions/tour.bash $(DESTDIR)$(BASH_COMPLETION_DIR)/tour
	install -m 644 completions/_tour $(DESTDIR)$(ZSH_COMPLETION_DIR)/_tour
	install -m 644 completions/tour.fish $(DESTDIR)$(FISH_COMPLETION_DIR)/tour.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/tour $(DESTDIR)$(MANDIR)/man1/tour.1 \
	  $(DESTDIR)$(MANDIR)/man5/tour.5 $(DESTDIR)$(BASH_COMPLETION_DIR)/tour \
	  $(DESTDIR)$(ZSH_COMPLETION_DIR)/_tour $(DESTDIR)$(FISH_COMPLETION_DIR)/tour.fish

# The Debian package, built from debian/ by Debian's own tools (dpkg-buildpackage, debhelper)
# into .build/deb: tour_VERSION_ARCH.deb, then checked by lintian (no error, no warning; the
# overrides in debian/ say why) and hardening-check. `make check-deb` installs it, tries it
# and removes it again (as root: it changes the system).
deb: deb-deps
	@SWIFT=$(SWIFT) scripts/build-deb

check-deb: deb
	@scripts/check-deb

# The README's pictures in docs/ (first-page.png, questions.png, tour.gif): the release
# tour run in xterm on a private X server, typed into with xdotool and captured
# (scripts/screenshots; about 15 seconds after the build). Not part of `make test`: look at the
# pictures, then commit them.
screenshots: build screenshots-deps
	@scripts/screenshots --tour $(BIN)

clean:
	rm -rf .build

# Every Swift file of the package: Fuzz too once it holds Swift sources.
lint:
	$(SWIFT) format lint --recursive --strict Package.swift Sources Tests Plugins Benchmarks \
	  Examples $(wildcard Fuzz)

# Every package the targets above need but `make deb` and `make screenshots`, on one line: for a CI step that installs
# them at once (`brew install $(make -s packages)`).
packages:
	@echo $(BUILD_PACKAGES) $(RUNTIME_PACKAGES) $(TEST_PACKAGES) $(FUZZ_PACKAGES)

# Installs missing Debian packages when run as root; otherwise says what to install.
deps:
	@$(ENSURE_PACKAGES) $(BUILD_PACKAGES)
	@$(ENSURE_PACKAGES) $(RUNTIME_PACKAGES)

test-deps:
	@$(ENSURE_PACKAGES) $(TEST_PACKAGES)

fuzz-deps:
	@$(ENSURE_PACKAGES) $(FUZZ_PACKAGES)

bench-deps:
	@$(ENSURE_PACKAGES) mdp

ifneq ($(STATIC_CXX_ARCHIVE),)
# The libstdc++.a the Swift toolchain's clang links with (Debian's libstdc++-N-dev, which the
# toolchain needs), linked to where the release link looks first.
$(STATIC_CXX_ARCHIVE):
	@archive=$$("$$(dirname "$$(command -v $(SWIFT))")/clang" -print-file-name=libstdc++.a); \
	  case $$archive in /*) ;; *) echo "libstdc++.a not found: install libstdc++-12-dev" >&2; exit 1;; esac; \
	  mkdir -p $(@D) && ln -sf "$$archive" $@
endif

deb-deps: deps
	@$(ENSURE_PACKAGES) $(DEB_PACKAGES)

screenshots-deps:
	@$(ENSURE_PACKAGES) $(SCREENSHOT_PACKAGES)
