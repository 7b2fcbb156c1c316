"""``python -m cogmem_rdf`` runs the command line."""

from .cli import main

main()
