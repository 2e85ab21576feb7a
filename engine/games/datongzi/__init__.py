"""Rules of datongzi (not built yet: new_hand raises NotImplementedError)."""
