"""A later turn that says whose words an earlier report was (a correction, the source named when
asked) re-owns the stored claim whether the two turns were read in one batch or the later one
came in its own call, as a chat assistant adds turns one at a time (``Pipeline._reown``). Invented
dialogues (names and sentences written for this test, none from any data file)."""

from __future__ import annotations

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.validate import validate_memory

DIALOGUES: dict[str, list[tuple[str, str]]] = {
    "correction_en": [
        ("Quennald", "Maudry said the new pool opens in May."),
        ("Ortensia", "Maudry? She's never been near the place."),
        ("Quennald", "Oh, you're right, it was Fennick who said it, not Maudry."),
    ],
    "source_named_en": [
        ("Ossivel", "the ferry stops running in June, I heard"),
        ("Idrenne", "who told you that?"),
        ("Ossivel", "Clavering did"),
    ],
    "correction_ko": [
        ("세결", "석율이가 숙소 역 근처로 잡재."),
        ("규온", "아니 그건 재슬이가 한 말이고, 석율이는 찜질방이 낫대."),
    ],
    "source_named_ko": [
        ("솔담", "다음 달부터 수영장 문 닫는대"),
        ("미르샘", "헐 누가 그래요?"),
        ("솔담", "팀장님이지 뭐"),
    ],
}
# the report's turn, its owner once the later turn is read, and that later turn
REOWNED = {
    "correction_en": ("t0", "Fennick", "t2"),
    "source_named_en": ("t0", "Clavering", "t2"),
    "correction_ko": ("t0", "재슬", "t1"),
    "source_named_ko": ("t0", "팀장님", "t2"),
}
_REATTRIBUTED = ("PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
                 "SELECT ?claim ?by WHERE { ?claim pec:reattributedBy ?by }")


def _ingest(tmp_path, name: str, step: int,
            dialogue: list[tuple[str, str]] | None = None) -> tuple[set, set, bool]:
    turns = [TurnIn(memory="m", session="s1", turn=f"t{i}", speaker=who, text=text, seq=i,
                    date="2026-04-02T10:00:00")
             for i, (who, text) in enumerate(dialogue or DIALOGUES[name])]
    mem = Memory.open(tmp_path / f"{name}-{step}", "m")
    try:
        for i in range(0, len(turns), step):
            mem.add_turns(turns[i:i + step])
        claims = {(n.turns[0], n.owner, tuple(n.relayed_by), n.text)
                  for n in mem.catalog().claims.values()}
        marks = {(r["claim"].value.rsplit("/", 1)[1], r["by"].value.rsplit("/", 1)[1])
                 for r in mem.store.query(_REATTRIBUTED, mem.graph)}
        return claims, marks, validate_memory(mem).conforms
    finally:
        mem.close()


@pytest.mark.parametrize("name", sorted(DIALOGUES))
def test_turn_by_turn_gives_the_owners_of_one_batch(tmp_path, name: str) -> None:
    whole, whole_marks, _ = _ingest(tmp_path, name, len(DIALOGUES[name]))
    one, one_marks, conforms = _ingest(tmp_path, name, 1)
    turn, owner, by = REOWNED[name]
    assert any(t == turn and o == owner for t, o, _, _ in whole)
    assert one == whole
    # the claim says which turn gave it its owner, read either way, and still conforms
    assert any(c.startswith(f"{turn}-") and b == by for c, b in whole_marks)
    assert one_marks == whole_marks
    assert conforms


def test_a_claim_of_someone_else_on_the_turn_keeps_its_owner(tmp_path) -> None:
    """Only the claims of the one corrected, saying what was corrected, change owner."""
    turns = [("Quennald", "Maudry said the new pool opens in May. Ysmaray thinks it's too cold."),
             ("Ortensia", "really?"),
             ("Quennald", "no wait, it was Fennick who said it, not Maudry.")]
    one, _, _ = _ingest(tmp_path, "mixed", 1, turns)
    on_first = {(o, c) for t, o, _, c in one if t == "t0"}
    assert ("Fennick", "the new pool opens in May") in on_first
    assert all(o != "Maudry" for o, _ in on_first)
    assert any(o == "Ysmaray" for o, _ in on_first)


@pytest.mark.parametrize("name", sorted(DIALOGUES))
def test_each_turn_in_a_new_process_gives_the_same_owners(tmp_path, name: str) -> None:
    """A new process (the memory opened again for each turn, as one `cogmem ingest` per turn)
    reads the session's last stored turns again first (``Pipeline._warm``)."""
    whole, whole_marks, _ = _ingest(tmp_path, name, len(DIALOGUES[name]))
    turns = [TurnIn(memory="m", session="s1", turn=f"t{i}", speaker=who, text=text, seq=i,
                    date="2026-04-02T10:00:00") for i, (who, text) in enumerate(DIALOGUES[name])]
    folder = tmp_path / f"{name}-reopened"
    for t in turns:
        mem = Memory.open(folder, "m")
        try:
            mem.add_turns([t])
        finally:
            mem.close()
    mem = Memory.open(folder, "m")
    try:
        got = {(n.turns[0], n.owner, tuple(n.relayed_by), n.text)
               for n in mem.catalog().claims.values()}
        marks = {(r["claim"].value.rsplit("/", 1)[1], r["by"].value.rsplit("/", 1)[1])
                 for r in mem.store.query(_REATTRIBUTED, mem.graph)}
    finally:
        mem.close()
    assert got == whole
    assert marks == whole_marks
