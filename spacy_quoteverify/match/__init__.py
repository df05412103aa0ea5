"""match: see the architecture section of README.md."""
