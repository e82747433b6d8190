# tour — build, run, test, install. `make run` is all a new user needs.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE := -c release --static-swift-stdlib
BIN := .build/release/tour

# Debian packages: what building needs, and what the end-to-end tests drive.
BUILD_PACKAGES := libncurses-dev libcmark-dev
TEST_PACKAGES := tmux

.PHONY: run build test install uninstall clean deps test-deps lint

# q (exit 1) is a normal way to leave a tour, not a failed make.
run: build
	@$(BIN) || [ $$? -eq 1 ]

build: deps
	$(SWIFT) build $(RELEASE) --product tour

test: deps test-deps
	$(SWIFT) build --build-tests
	TOUR_BINARY=$(CURDIR)/.build/debug/tour $(SWIFT) test --skip-build

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/tour
	install -m 644 Resources/tour.1 $(DESTDIR)$(PREFIX)/share/man/man1/tour.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/tour $(DESTDIR)$(PREFIX)/share/man/man1/tour.1

clean:
	rm -rf .build

lint:
	$(SWIFT) format lint --recursive --strict Package.swift Sources Tests Plugins

# Installs missing Debian packages when run as root; otherwise says what to install.
deps:
	@./scripts/ensure-packages $(BUILD_PACKAGES)

test-deps:
	@./scripts/ensure-packages $(TEST_PACKAGES)
