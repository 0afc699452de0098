# cookbook — build, run, test, install.
#   make run      build and open the bundled cookbook
#   make test     every test: unit, render, end-to-end (tmux)
#   make install  PREFIX=/usr/local: bin/cookbook and share/cookbook/recipes.json

PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/cookbook

.PHONY: all build run test install uninstall clean deps

all: build

# System packages: ncursesw headers to build, tmux for the end-to-end tests.
# Installed only when missing, so a machine that has them needs no root.
deps:
	@missing=""; \
	[ -f /usr/include/curses.h ] && [ -e /usr/lib/x86_64-linux-gnu/libncursesw.so -o -n "$$(ls /usr/lib/*/libncursesw.so 2>/dev/null)" ] || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product cookbook

run: build
	$(RELEASE_BIN)

# Build the debug binary first: the end-to-end tests drive it in tmux.
test: deps
	$(SWIFT) build --product cookbook
	$(SWIFT) test

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cookbook
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/cookbook
	install -m 644 Data/recipes.json $(DESTDIR)$(PREFIX)/share/cookbook/recipes.json

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/cookbook
	rm -rf $(DESTDIR)$(PREFIX)/share/cookbook

clean:
	rm -rf .build
