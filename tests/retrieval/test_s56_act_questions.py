"""Who-questions about an act whose words include a noun or a participle of saying ('Who covered
the harbour report?', 'Who chaired the appeals board?', 'Who checked the published figures?'),
or a verb of perceiving or talking with a plain object ('Who read the whole survey?', 'Who spoke
to the ferry company?'), ask for the act — a record — not for whose view it is; a verb with a
that-clause after it ('Who noted that the ferry is small?', 'Whose take is that …') asks
whose words they are. Invented questions."""

from __future__ import annotations

import pytest

from cogmem_rdf.retrieval.intent import DETAIL, OWNER, label_intent


@pytest.mark.parametrize("question", [
    "Who covered the harbour report in 2021?",
    "Who chaired the tribunal hearing last spring?",
    "Who checked the published ferry figures last night?",
    "Who read the whole survey on Sunday?",
    "Who spoke to the ferry company an hour ago?",
])
def test_an_act_is_no_view(question):
    assert label_intent(question) == DETAIL


@pytest.mark.parametrize("question", [
    "Who noted that the ferry only holds ninety?",
    "Whose take is that the ferry will never run on time?",
    "Who rejects the damp explanation?",
    # (guards: asked for a view before this pass too)
    "Who said the ferry is cancelled?",
    "Who heard that the ferry is cancelled?",
    "Who spoke highly of the new skipper?",
    "Who gave the skipper the highest praise?",
    "Who recalls the skipper saying the engine was fine?",
])
def test_a_view_or_a_report_is_asked(question):
    assert label_intent(question) == OWNER
