"""Build ``spacy_quoteverify/data/counters.json``: the counters and classifiers that languages
written without spaces glue to a figure ("5片", "5人", "2เม็ด"), each from a source the rules do
not type by hand:

* Thai: the words PyThaiNLP's ORCHID part-of-speech lexicon tags as classifiers (CNIT unit,
  CLTV collective, CMTR measurement, CFQC frequency, CVBL verbal classifiers), Thai letters only;
* Japanese: the counters (助数詞) of the list below that SudachiPy's dictionary reads, glued to a
  figure, as a counter suffix or a noun that may count;
* Chinese: the classifiers (量词) of Li & Thompson, Mandarin Chinese: A Functional Reference Grammar
  (1981), ch. 4 §4.2.1, with the container and time measures of that section, in simplified and
  traditional characters.

    python scripts/build_counters.py
"""
from __future__ import annotations

import json
from pathlib import Path

import regex

OUT = Path(__file__).resolve().parent.parent / "spacy_quoteverify" / "data" / "counters.json"

ZH = (
    "个", "個", "本", "张", "張", "条", "條", "只", "隻", "位", "名", "件", "次", "片", "粒", "颗", "顆", "台",
    "辆", "輛", "家", "间", "間", "座", "头", "頭", "支", "把", "双", "雙", "套", "份", "瓶", "杯", "碗", "盒",
    "袋", "包", "种", "種", "项", "項", "例", "岁", "歲", "周", "倍", "人", "剂", "劑", "枚", "粒", "滴", "针", "針",
)
#: Chinese standard measures, glued to a figure as a classifier is ("5克", "3吨", "2亩"): the names of
#: the legal units of measurement (中华人民共和国法定计量单位, 1984: 克, 千克, 吨, 米, 升...), the
#: market units still in use (斤, 两, 亩, 里) and money (元, 块, 角), with the classifiers of
#: households, buildings, works and shares that Li & Thompson's list leaves out, simplified and
#: traditional.
ZH_MEASURES = (
    "克", "千克", "公斤", "毫克", "微克", "吨", "噸", "斤", "两", "兩", "米", "公里", "千米", "厘米", "毫米", "里",
    "升", "毫升", "亩", "畝", "公顷", "公頃", "元", "块", "塊", "角", "户", "戶", "所", "架", "篇", "册", "冊", "部",
    "栋", "棟", "箱", "股", "首", "幅", "棵", "根", "朵", "匹", "顿", "頓", "场", "場", "届", "屆", "年", "天",
    "小时", "小時", "分钟", "分鐘", "个月", "個月",
)
#: Japanese counters to try; each is kept where SudachiPy reads it, glued to a figure, as a
#: counter suffix or a noun that may count.
JA_CANDIDATES = (
    "人", "個", "本", "枚", "台", "冊", "匹", "錠", "回", "件", "例", "名", "歳", "杯", "軒", "社", "校", "頭",
    "羽", "箇所", "カ所", "ヶ所", "粒", "包", "週", "カ国", "ヶ国", "か国", "カ月", "ヶ月", "か月", "つ", "滴",
)


def thai() -> list:
    import pythainlp

    path = Path(pythainlp.__file__).parent / "corpus" / "pos_orchid_unigram.json"
    tags = json.loads(path.read_text(encoding="utf-8-sig"))
    return sorted(w for w, t in tags.items() if t in ("CNIT", "CLTV", "CMTR", "CFQC", "CVBL") and regex.fullmatch(r"\p{Thai}+", w))


def japanese() -> list:
    from sudachipy import dictionary

    tokenizer = dictionary.Dictionary().create()
    out = []
    for word in JA_CANDIDATES:
        morphemes = tokenizer.tokenize("5" + word)
        if len(morphemes) >= 2 and morphemes[1].surface() == word and (
            morphemes[1].part_of_speech()[0] == "接尾辞" or "助数詞" in morphemes[1].part_of_speech()[2]
        ):
            out.append(word)
    return sorted(out)


def main() -> None:
    data = {
        "source": (
            "Built by scripts/build_counters.py: the counters and classifiers that languages written without spaces "
            "glue to a figure (5片, 5人, 2เม็ด). Thai: the words PyThaiNLP's ORCHID part-of-speech lexicon tags as "
            "classifiers (CNIT, CLTV, CMTR, CFQC, CVBL), Thai letters only. Japanese: the counters (助数詞) of the "
            "script's candidate list that SudachiPy's dictionary reads, glued to a figure, as a counter suffix or a "
            "noun that may count. Chinese: the classifiers (量词) of Li & Thompson, Mandarin Chinese: A Functional "
            "Reference Grammar (1981), ch. 4, with its container and time measures, simplified and traditional; "
            "and the standard measures: the Chinese names of the legal units of measurement (中华人民共和国法定计量单位, "
            "1984), the market units 斤, 两, 亩, 里, money (元, 块, 角) and the classifiers of households, buildings, "
            "works and shares (户, 栋, 部, 股...)."
        ),
        "counters": {"ja": japanese(), "th": thai(), "zh": sorted(set(ZH) | set(ZH_MEASURES))},
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf8")
    print({k: len(v) for k, v in data["counters"].items()})


if __name__ == "__main__":
    main()
