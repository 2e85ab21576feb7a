"""斗地主 at the table: its plug-in (``table.py``), strings and prepared positions."""
