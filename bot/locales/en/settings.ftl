# Answers to `set`.
set-labels-english = Your private boards will label pieces with English names.
set-labels-chinese = Your private boards will label pieces with Chinese characters.
set-ping-on = I will mention you when it is your turn (and nobody else, ever); `set ping off` stops it.
set-ping-off = I will not mention you when it is your turn any more.
set-orientation-own = Your private boards will show your side at the bottom.
set-orientation-fixed = Your private boards will be drawn as the public board is, the first side at the bottom.
set-coordinates-on = Your private boards will show coordinates.
set-coordinates-off = Your private boards will leave coordinates out.
set-language-en = I will speak English to you.
set-language-zh = I will speak Simplified Chinese to you.
set-language-auto = I will speak the language your Discord client uses (English if it is not one I speak).
set-server-language-en = What I post in this server's channels and threads, and the public boards of games opened here, will be in English.
set-server-language-zh = What I post in this server's channels and threads, and the public boards of games opened here, will be in Simplified Chinese.
set-server-language-auto = What I post in this server's channels and threads will be in English, and the public board of a game will speak the language of whoever opened the challenge.
server-language-not-allowed = Only members who may manage this server (the Manage Server permission) can set its language.
server-language-direct = A server's language is set in one of its channels, not in a direct message.

# `set` alone: every setting and how to change it.
settings =
    Your settings (they apply to your private boards and messages; public boards stay standard):
    labels: { $labels } — `set labels english|chinese`
    orientation: { $orientation } — `set orientation own|fixed` (own: your side at the bottom)
    coordinates: { $coordinates } — `set coordinates on|off`
    ping: { $ping } — `set ping on|off` (a mention when it is your turn)
    language: { $language } — `set language en|zh|auto`
settings-labels-english = English
settings-labels-chinese = Chinese
settings-orientation-own = own
settings-orientation-fixed = fixed
settings-on = on
settings-off = off
settings-language-en = English
settings-language-zh = Simplified Chinese
settings-language-auto = your client's

# Settings that cannot be read.
set-hint = The settings are `set labels english|chinese`, `set orientation own|fixed`, `set coordinates on|off`, `set ping on|off` and `set language en|zh|auto`; `set` alone shows yours. Those who may manage a server set the language of its posts with `set server-language en|zh|auto`.
set-on-off = Say `set { $key } on` or `set { $key } off`.
set-labels-hint = Labels are `english` or `chinese`, not "{ $value }".
set-orientation-hint = Say `set orientation own` (your side at the bottom) or `set orientation fixed`.
set-language-hint = Say `set language en`, `set language zh` or `set language auto`.
set-server-language-hint = Say `set server-language en`, `set server-language zh` or `set server-language auto`.
