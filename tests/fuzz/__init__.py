"""Fuzz tests: hypothesis feeds bad saves, decks, move text and board messages to every game."""
