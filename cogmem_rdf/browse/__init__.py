"""The memory browser: one self-contained HTML page drawing a person's neighbourhood.

Events and facts on a timeline, the concepts linked to the person, and the claims about them
coloured by owner with relay chains drawn as arrows; every node opens its verbatim source turns.
The page is inline HTML, CSS, SVG and vanilla JS: nothing is fetched when it is viewed.
"""

from .builder import build_page, page_data, render_page, time_start

__all__ = ["build_page", "page_data", "render_page", "time_start"]
