"""Every reason a verdict gives for not verifying a quotation: one named constant each.

``MEANINGS`` holds what each one means, in the order of the README's table; a test checks the
table against it and the package's code against ``ALL``.
"""
from __future__ import annotations

from typing import Dict, FrozenSet

NOT_FOUND = "not_found"
NUMBER_CHANGED = "number_changed"
NEGATION_CHANGED = "negation_changed"
NUMBER_CUT = "number_cut"
SIGN_DROPPED = "sign_dropped"
WORD_CUT = "word_cut"
NEGATION_CUT = "negation_cut"
QUESTION_CUT = "question_cut"
CONDITION_CUT = "condition_cut"
APOSTROPHE_CHANGED = "apostrophe_changed"
NEGATION_ELIDED = "negation_elided"
ELISION_UNCOVERED_SCRIPT = "elision_uncovered_script"
LANGUAGE_NOT_COVERED = "language_not_covered"
CROSSES_SENTENCE = "crosses_sentence"
ORDER = "order"
UNMARKED_GAP = "unmarked_gap"
SEARCH_BOUND = "search_bound"
EDIT_NEAR_VERBATIM = "edit_near_verbatim"
EDIT_UNVERIFIED = "edit_unverified"
EDIT_NOT_CHECKED = "edit_not_checked"
MISATTRIBUTED = "misattributed"
CITATION_UNREAD = "citation_unread"
CITATION_UNATTRIBUTED = "citation_unattributed"
READER_REJECTED = "reader_rejected"
TOO_SHORT = "too_short"
UNCLOSED = "unclosed"
NOT_QUOTED = "not_quoted"
EMPTY = "empty"
NO_SOURCE = "no_source"
NOT_A_QUOTATION = "not_a_quotation"

#: Each reason and what it means (the README's table, row by row).
MEANINGS: Dict[str, str] = {
    NOT_FOUND: "a passage is not in the source",
    NUMBER_CHANGED: "the closest window differs only in figures",
    NEGATION_CHANGED: "the closest window differs only in negations",
    NUMBER_CUT: "a passage is found only inside a longer number, or cut from the unit its figure is counted per (\"5 mg\" in \"5 mg per kg\", \"5\" in \"5 per 1000\") or from the words of a fraction next to it (\"5\" in \"5 and a half\", \"5年\" in \"5年半\", \"5 बजे\" in \"साढ़े 5 बजे\")",
    SIGN_DROPPED: "a passage is found only without the sign of its number, the comparison written before or after it (a comparative too: \"5%\" in \"5% higher\", \"5%減少\"), or the era that puts a year before the epoch (\"5%\" in \"more than 5%\", \"100人\" in \"100人以上\", \"aged 18\" in \"aged 18 and over\", \"500\" in \"500 BC\")",
    WORD_CUT: "a passage is found only inside a longer word",
    NEGATION_CUT: "a passage is found only right after a negation that governs it: a negating character written onto it (Chinese, Japanese, Thai), a negation word before it in its sentence (\"patients improved\" in \"No patients improved\"), across up to two stop words or a short parenthetical insert (\"reduce\" in \"did not, however, reduce\"), or a negation clitic written onto it (\"a cessé\" in \"n'a cessé\"); or it stops in a clause that a negation word closes, which negates the verb it quotes (\"Das Medikament senkte die Sterblichkeit\" of \"... die Sterblichkeit nicht.\"); or found only right after a clause that denies it (\"The company denied that\", \"نفت الشركة أن\", \"公司否认\"), names it as a claim (\"The claim that\", \"Die Behauptung, dass\") or denies a denial (\"Nobody denies that\"), the last two refused as unsure, or only before a Japanese or Korean verb of denial after it (\"…ことを否定した\", \"…는 것을 부인했다\"), a Turkish one (\"…açtığını yalanladı\") or a Chinese noun that names it a claim (\"…的说法\")",
    QUESTION_CUT: "a passage leaves out the particle that makes its sentence a question (with or without a question mark): it stops right before one that ends the question (\"这种药有效\" in \"这种药有效吗\", \"ilaç işe yarıyor\" in \"İlaç işe yarıyor mu\"), starts after one that opens its clause (\"lek działa\" in \"Czy lek działa\") without keeping the question mark, or an elision leaves one out",
    CONDITION_CUT: "a passage starts right after the word that opens its clause as a condition or an indirect question (\"the drug reduces mortality\" in \"If the drug reduces mortality\" or \"whether the drug reduces mortality\"): it would state what the source only supposes or asks",
    APOSTROPHE_CHANGED: "a passage is found only with an apostrophe inside a word left out or added (\"nest\" for \"n'est\", \"it's\" for \"its\")",
    NEGATION_ELIDED: "an elision leaves out a negation",
    ELISION_UNCOVERED_SCRIPT: "an elision leaves out text in a script no negation lexicon covers",
    LANGUAGE_NOT_COVERED: "an elision leaves out text whose language has no negation lexicon or cannot be named with confidence, or, with no language named, text of a sentence whose words the language it is read as mostly does not know",
    CROSSES_SENTENCE: "after an elision that skips a sentence end, the next piece does not start a sentence",
    ORDER: "the pieces around an elision are not in that order in the source",
    UNMARKED_GAP: "separate passages come from one sentence with words left out between them, or one passage runs across a blank line of the source",
    SEARCH_BOUND: "the places to examine exceeded `max_candidates`; refused rather than guessed",
    EDIT_NEAR_VERBATIM: "(`decide=\"edit\"` or `\"both\"`) the closest window is near-verbatim, not verbatim",
    EDIT_UNVERIFIED: "(`decide=\"edit\"` or `\"both\"`) no window of the source is close to the quotation",
    EDIT_NOT_CHECKED: "(`decide=\"edit\"` or `\"both\"`) the edit-distance matcher had nothing to compare or hit its size bound",
    MISATTRIBUTED: "(component, evidence tables) found, but only in a chunk the quotation does not cite",
    CITATION_UNREAD: "(component) found, but a citation of the quotation cannot be read (\"[chunk nine]\") or is written in a form the reader does not read (\"[doc 2]\", \"【1†source】\", \"[1, p. 3]\", a footnote mark): which chunk it names is unchecked, so `verified` is None",
    CITATION_UNATTRIBUTED: "(component) found, but the chunks named around the quotation cannot be attributed to it with confidence: every one is named in a negation (\"not in chunk 1\", \"Chunk 1 does not say\", \"## Not from chunk 1\"), or its table row holds a bare number under a column not headed by the citation word (a quotation, then `2` under \"Ref\"), or a name and a number introduce it without a citation (`Document 2 says \"...\"`); `verified` is None",
    TOO_SHORT: "(component) a quoted text too short to be checked, without a figure or a negation and not cited right after its mark; in `doc.spans[\"quotes_skipped\"]`, `verified` is None",
    UNCLOSED: "(component) a quote mark opens a text holding a figure and is never closed in its paragraph: where the quotation ends is unknown, so it is not checked; in `doc.spans[\"quotes_skipped\"]` (the text up to the paragraph's end), `verified` is None, and `doc._.quotes_verified` is not True",
    NOT_QUOTED: "(component) a text holding a figure, cited right after it, in a form that is no quotation (a code span or block, HTML's `<code>` or `<cite>`), or any text cited right after it between marks that look like quote marks but make no pair the reader reads (`‘…‘`, `´…´`, `ʻ…ʼ`, editorial marks): whether it quotes the source is unknown, so it is not checked; in `doc.spans[\"quotes_skipped\"]`, `verified` is None, and `doc._.quotes_verified` is not True",
    READER_REJECTED: "(evidence tables) the row was already marked not verified by the reader",
    EMPTY: "nothing to check (`verified` is None)",
    NO_SOURCE: "no source text to check against (`verified` is None)",
    NOT_A_QUOTATION: "a row of kind `answer`: not a quotation (`verified` is None)",
}

ALL: FrozenSet[str] = frozenset(MEANINGS)

#: Refusals for what the quotation says (a cut figure or word, a dropped sign, a figure given a
#: unit the source does not write, a negation left out, a sentence crossed, pieces out of order,
#: an unmarked gap) or where the search stopped: no decider turns them into a verification.
CONTENT: FrozenSet[str] = frozenset(
    {
        NUMBER_CUT,
        NUMBER_CHANGED,
        SIGN_DROPPED,
        WORD_CUT,
        NEGATION_CUT,
        QUESTION_CUT,
        CONDITION_CUT,
        APOSTROPHE_CHANGED,
        NEGATION_ELIDED,
        ELISION_UNCOVERED_SCRIPT,
        LANGUAGE_NOT_COVERED,
        CROSSES_SENTENCE,
        ORDER,
        UNMARKED_GAP,
        SEARCH_BOUND,
    }
)

#: Refusals where the quotation's words are there but cut out of a longer number or word, a figure
#: carries a prime the source does not write (which the edit view folds away), or an elision
#: hides a negation: the edit-distance matcher's critical tokens are not intact.
CRITICAL: FrozenSet[str] = frozenset(
    {NUMBER_CUT, NUMBER_CHANGED, SIGN_DROPPED, WORD_CUT, NEGATION_CUT, APOSTROPHE_CHANGED, NEGATION_ELIDED, ELISION_UNCOVERED_SCRIPT, LANGUAGE_NOT_COVERED}
)
