#!/bin/sh
# Cuts the embedded font: Noto Sans CJK SC Bold (SIL OFL 1.1), reduced to exactly the characters the
# renderer draws, and writes its licence beside it.
#
# Needs Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk) and fontTools (pip install fonttools).
# Run from anywhere; it writes NotoSansCJKsc-Bold-subset.otf and OFL.txt next to this script.
set -eu

here=$(dirname "$0")
collection=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
copyright=/usr/share/doc/fonts-noto-cjk/copyright
face=2 # index of "Noto Sans CJK SC Bold" in the collection

# Piece labels: Jungle animals (jungle.md §2) and Junqi pieces (junqi.md §5.1).
jungle='象狮虎豹狼狗猫鼠'
junqi='司令军长师长旅长团长营长连长排长工兵炸弹地雷军旗'
# Jungi and Lún Jungi pieces (jungi.md §3, §13) and their promoted forms.
jungi='卒馬象師兵炮車士仕后王成帝'
# Cetkaik (cetkaik.md): pieces and colours, seasons, the hands and penalties, the decision words, and
# the signs of its move notation.
cetkaik='船兵弓車虎馬筆巫将王皇赤黒春夏秋冬無抗行処傾地心獣戦集助友闇之撃再来同色机終季此片水'
# The tournament standings in Chinese: the words of their headings (rank, player, score, the tie-breaks,
# the last results, an arena's performance and games), title and page line.
standings='名次棋手积分对手分索伯累进近况锦标赛第轮决终共名积分榜退出弃权表现局数竞技场'
# Printable ASCII, the Latin-1 letters and what the font has of Latin Extended-A cover most player names
# in captions.
# Punctuation that captions use besides those: middle dot, dashes, ellipsis, quotes, bullet,
# multiplication sign, arrows, and the marked and blank sticks of a Cetkaik cast.
punctuation='·–—…‘’“”•×←→●○'
# Captions in Chinese: every character but ASCII of the host's messages that captions are written from
# (results and titles: game.ftl; the caption lines and stand-in names: texts.ftl).
captions=$(grep -hv '^#' "$here/../../bot/locales/zh/game.ftl" "$here/../../bot/locales/zh/texts.ftl" |
    LC_ALL=C.UTF-8 tr -d '\000-\177')
# The games' own words that images show, from every game's zh.ftl and the shared one, by their kinds of
# key: names of games, seats, boards and pieces, badges, ways of ending, and view lines (panel titles and
# information lines with what they put in).
games=$(cat "$here/../../games/src/locales/zh.ftl" "$here"/../../games/src/*/locales/zh.ftl |
    grep -h '^\(game\|seat\|board\|piece\|name\|badge\|end\|view\)-' |
    LC_ALL=C.UTF-8 tr -d '\000-\177')

pyftsubset "$collection" \
    --font-number="$face" \
    --unicodes="U+0020-007E,U+00A0-017F" \
    --text="$jungle$junqi$jungi$cetkaik$standings$punctuation$captions$games" \
    --layout-features='kern' \
    --no-hinting \
    --output-file="$here/NotoSansCJKsc-Bold-subset.otf"

# The licence: the font's own copyright notice, then the SIL OFL 1.1 text as Debian ships it.
python3 - "$here/NotoSansCJKsc-Bold-subset.otf" "$copyright" "$here/OFL.txt" <<'PY'
import sys
from fontTools.ttLib import TTFont

font, copyright, out = sys.argv[1:]
notice = TTFont(font)["name"].getDebugName(0)
lines, inside = [], False
for line in open(copyright, encoding="utf-8"):
    if line.rstrip("\n") == "License: SIL-1.1":
        inside = True  # the licence text is the indented paragraph under this header
        continue
    if inside and line.startswith(" "):
        text = line[1:].rstrip("\n")
        lines.append("" if text == "." else text)
    elif lines:
        break
    else:
        inside = False
with open(out, "w", encoding="utf-8") as f:
    f.write(notice + "\n\n" + "\n".join(lines).strip() + "\n")
PY
