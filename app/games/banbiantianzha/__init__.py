"""The banbiantianzha table plug-in (``table.py``), its strings and prepared positions."""
