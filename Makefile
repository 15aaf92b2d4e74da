# The two quick-start commands. Each does its own set-up (see scripts/dev.py).
.PHONY: lab test bench classroom

lab:
	python3 scripts/dev.py lab $(ARGS)

test:
	python3 scripts/dev.py test

bench:
	python3 scripts/dev.py bench

classroom:
	python3 scripts/dev.py classroom $(or $(GAME),ark) $(ARGS)
