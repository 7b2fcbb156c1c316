"""``python -m cogmem_rdf`` runs the command line."""

from .cli import main

# query workers are spawned processes: they import this module as __mp_main__
if __name__ == "__main__":
    main()
