# The two quick-start commands. Each does its own set-up (see scripts/dev.py).
.PHONY: lab test bench classroom lite serve-lite

lab:
	python3 scripts/dev.py lab

test:
	python3 scripts/dev.py test

bench:
	python3 scripts/dev.py bench

classroom:
	python3 scripts/dev.py classroom $(GAME)

lite:
	python3 scripts/dev.py lite

serve-lite:
	python3 scripts/dev.py serve-lite $(PORT)
