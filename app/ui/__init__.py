"""Drawing helpers shared by every scene: theme, text, layout and widgets."""
