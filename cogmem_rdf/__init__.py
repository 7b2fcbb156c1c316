"""cogmem-rdf: a memory engine for AI agents that remembers who said what."""
