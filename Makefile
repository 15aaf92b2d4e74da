# The two quick-start commands. Each does its own set-up (see scripts/dev.py).
.PHONY: lab test bench classroom lite serve-lite

lab:
	python3 scripts/dev.py lab $(ARGS)

test:
	python3 scripts/dev.py test

bench:
	python3 scripts/dev.py bench

classroom:
	python3 scripts/dev.py classroom $(or $(GAME),ark) $(ARGS)

lite:
	python3 scripts/dev.py lite

serve-lite:
	python3 scripts/dev.py serve-lite $(PORT)
