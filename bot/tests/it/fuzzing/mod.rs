//! Hostile input for the host: command lines, button presses and position strings made from a seed, and
//! the checks every answer must pass. Shared by the short run in the test suite and the long run of
//! `examples/fuzz.rs`.

use games::{CATALOGUE, GameKind};
use std::cell::Cell;
use umpire::host::api::{
    ChannelId, Command, Effect, GameId, Place, Request, ServerId, User, UserId, Via,
};
use umpire::host::{Host, HostConfig, Limits};
use umpire::store::Store;

/// Words the host and the games know, so that random lines often get past the first word.
const WORDS: &[&str] = &[
    "challenge",
    "accept",
    "decline",
    "cancel",
    "challenges",
    "move",
    "m",
    "resign",
    "draw",
    "offer",
    "board",
    "myboard",
    "history",
    "games",
    "mine",
    "rules",
    "help",
    "set",
    "labels",
    "chinese",
    "setup",
    "show",
    "save",
    "load",
    "list",
    "swap",
    "flag",
    "random",
    "ready",
    "unready",
    "pass",
    "flip",
    "page",
    "jungle",
    "junqi",
    "junqi4",
    "fanqi",
    "none",
    "2h",
    "30m",
    "1d",
    "setup=10m",
    "clock=none",
    "dog_above_wolf=on",
    "pass_limit=4294967295",
    "draw_offer_cooldown=99999999999",
    "@alice",
    "@bob",
    "@carol",
    "@everyone",
    "@here",
    "<@1>",
    "<@!1>",
    "<@&5>",
    "<#9>",
    "<#100>",
    "</ban:1>",
    "</game move:2>",
    "<:smile:3>",
    "<a:dance:4>",
    "<t:1800000000:R>",
    "<t:1800000000:D>",
    "<id:customize>",
    "#1",
    "#2",
    "#0",
    "#99999999999999999999",
    "e3d3",
    "a9b9",
    "a6-a7",
    "c6xc7",
    "1-g4",
    "8xb3",
    "a1",
    "b2",
    "z9",
    "[x](http://a)",
    "||spoiler||",
    "**",
    "`",
    "\u{202e}",
    "\u{202a}",
    "\u{202b}",
    "\u{202c}",
    "\u{202d}",
    "\u{2066}",
    "\u{2067}",
    "\u{2068}",
    "\u{2069}",
    "\u{200e}",
    "\u{200f}",
    "\u{061c}",
    "ab\u{202e}cd",
    "é",
    "象",
    "\u{0}",
    "\u{200b}",
];

/// A tiny deterministic random stream (SplitMix64), so a failing input can be replayed from its seed.
pub struct Stream(u64);

impl Stream {
    /// A stream from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// A random line: known words, random characters, and now and then something very long.
pub fn line(stream: &mut Stream) -> String {
    let mut words: Vec<String> = Vec::new();
    for _ in 0..stream.below(7) + 1 {
        let word = match stream.below(10) {
            0 => (0..stream.below(12))
                .map(|_| char::from_u32(stream.below(0x3000) as u32).unwrap_or('?'))
                .collect(),
            1 => format!("{}", stream.next()),
            _ => (*stream.pick(WORDS)).to_owned(),
        };
        words.push(word);
    }
    if stream.below(200) == 0 {
        words.push("x".repeat(stream.below(5000)));
    }
    words.join(if stream.below(20) == 0 { "\t" } else { " " })
}

/// A random button id: mostly well formed, sometimes broken.
pub fn button(stream: &mut Stream) -> String {
    let verb = *stream.pick(&[
        "accept", "decline", "cancel", "resign", "draw", "myboard", "setup", "act", "x",
    ]);
    let answer = *stream.pick(&[
        "", ":offer", ":accept", ":decline", ":confirm", ":show", ":ready", ":random", ":flag",
        ":e3d3", ":ty mok", "::", ":a:b",
    ]);
    let number = stream.below(6);
    format!("umpire:{verb}:{number}{answer}")
}

/// A position string of some game, mangled by a few random edits.
pub fn position(stream: &mut Stream) -> (GameKind, String) {
    let kind = GameKind::all()
        .nth(stream.below(CATALOGUE.len()))
        .expect("a game");
    let game = kind
        .create(&Default::default(), stream.next())
        .expect("a standard game");
    let mut chars: Vec<char> = game.position().chars().collect();
    for _ in 0..stream.below(4) {
        let at = stream.below(chars.len() + 1);
        match stream.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(
                at,
                *stream.pick(&['/', ',', ' ', '.', '9', 'x', '?', '#', '=', '-', 'é']),
            ),
            _ if at < chars.len() => {
                chars[at] = char::from_u32(stream.below(128) as u32).unwrap_or('?')
            }
            _ => {}
        }
    }
    (kind, chars.into_iter().collect())
}

/// The channel where challenges are made.
const LOBBY: ChannelId = ChannelId(100);
/// Game #N's thread is channel `THREADS + N`.
const THREADS: u64 = 1_000;
/// Tournament tN's thread is channel `TOURNAMENT_THREADS + N`.
const TOURNAMENT_THREADS: u64 = 1_000_000;

/// The lobby as a place.
fn lobby() -> Place {
    Place::Channel {
        server: ServerId(1),
        channel: LOBBY,
    }
}

/// A host on a temporary database with limits out of the way, and the places the players speak in.
pub struct Table {
    /// The host.
    pub host: Host,
    users: Vec<User>,
    /// The highest game id given a thread so far: inputs go to the threads of games `1..=places`.
    places: Cell<u64>,
}

impl Table {
    /// A fresh host with three players.
    pub fn new() -> Self {
        let config = HostConfig {
            limits: Limits {
                commands_per_minute: usize::MAX,
                ..Limits::default()
            },
            ..HostConfig::default()
        };
        Self {
            host: Host::open(Store::temporary().expect("a temporary store"), config)
                .expect("a host"),
            users: ["alice", "bob", "carol"]
                .iter()
                .enumerate()
                .map(|(index, name)| User {
                    id: UserId(index as u64 + 1),
                    name: (*name).to_owned(),
                })
                .collect(),
            places: Cell::new(0),
        }
    }

    /// Sends one random input and checks the answer: now and then a well-formed challenge, acceptance or
    /// legal move, so that games start and go on, and otherwise a random line or button press.
    pub fn poke(&self, stream: &mut Stream, now: u64) -> Result<(), String> {
        let from = stream.pick(&self.users).clone();
        let games = self.places.get();
        let place = match stream.below(4) {
            0 => Place::Direct,
            1 => Place::Channel {
                server: ServerId(1),
                channel: LOBBY,
            },
            _ => Place::Channel {
                server: ServerId(1),
                channel: ChannelId(THREADS + stream.below(games as usize + 2) as u64),
            },
        };
        let fair = match stream.below(10) {
            0 => {
                let game = GameKind::all()
                    .nth(stream.below(CATALOGUE.len()))
                    .expect("a game");
                let other = stream.pick(&self.users).name.clone();
                Some((format!("challenge {} @{other}", game.id()), lobby()))
            }
            1 => Some(("accept".to_owned(), lobby())),
            2..=4 => {
                let moves = self.host.legal_moves(from.id, place, "");
                (!moves.is_empty()).then(|| (format!("m {}", stream.pick(&moves)), place))
            }
            _ => None,
        };
        let place = fair.as_ref().map_or(place, |(_, place)| *place);
        let (request, via, input) = if let Some((text, _)) = fair {
            let users = self.users.clone();
            let request = Request::parse(&text, |token| {
                users
                    .iter()
                    .find(|user| user.name == token.trim_start_matches('@'))
                    .cloned()
            })
            .map_err(|error| format!("{text:?} did not parse: {error}"))?;
            (request, Via::Text, text)
        } else if stream.below(4) == 0 {
            let id = button(stream);
            match Request::from_button_id(&id) {
                Some(request) => (request, Via::Interaction, id),
                None => return Ok(()),
            }
        } else {
            let text = line(stream);
            let users = self.users.clone();
            let parsed = Request::parse_typed(
                &text,
                |token| {
                    let name = token.trim_start_matches("<@").trim_start_matches('@');
                    users.iter().find(|user| user.name == name).cloned()
                },
                || self.host.plays_at(from.id, place),
            );
            match parsed {
                Ok(request) => (request, Via::Text, text),
                Err(error) => return check_sentence(&error.0.to_plain(), &text),
            }
        };
        let effects = self.host.handle(
            Command {
                from,
                place,
                via,
                request,
            },
            now,
        );
        for effect in &effects {
            match effect {
                Effect::OpenPlace { game, .. } => {
                    self.host.bind_place(*game, ChannelId(THREADS + game.0));
                    self.places.set(self.places.get().max(game.0));
                }
                Effect::OpenTournamentPlace { tournament, .. } => {
                    let place = ChannelId(TOURNAMENT_THREADS + tournament.0);
                    self.host.bind_tournament_place(*tournament, place);
                }
                Effect::Send { message, .. } => check_message(message, &input)?,
                Effect::Done(receipt) => self.host.delivered(*receipt),
                Effect::Retire(_) | Effect::Think(_) | Effect::Analyse(_) => {}
            }
        }
        if via == Via::Interaction && effects.is_empty() {
            return Err(format!("the press {input:?} got no answer"));
        }
        Ok(())
    }

    /// Every game so far replays from its log to its stored state; answers how many games there were and
    /// how many actions their logs hold.
    pub fn check_replays(&self) -> Result<(u64, u64), String> {
        let mut actions = 0;
        let mut id = 1;
        while let Ok(Some(record)) = self.host.store().game(GameId(id)) {
            let log = self
                .host
                .store()
                .log(GameId(id))
                .map_err(|e| e.to_string())?;
            actions += log.len() as u64;
            let replayed = umpire::store::replay(&record, &log).map_err(|e| e.to_string())?;
            if replayed.snapshot().json != record.snapshot {
                return Err(format!("game #{id} does not replay to its state"));
            }
            id += 1;
        }
        Ok((id - 1, actions))
    }
}

/// Discord's limit on a message's length.
const MESSAGE_LIMIT: usize = 2_000;
/// The most messages one answer may take on Discord: the longest texts there are (a game's rules of
/// several screens) take three.
const MOST_PARTS: usize = 3;

/// An answer must never carry a live mention of any form nor a bidirectional control, and must reach
/// Discord as messages within its 2,000 characters, at most [`MOST_PARTS`] of them however long the
/// input was.
fn check_message(message: &umpire::host::api::Message, input: &str) -> Result<(), String> {
    let parts = umpire::discord::split::into_parts(message);
    if parts.len() > MOST_PARTS {
        return Err(format!(
            "{input:?} was answered with {} messages: {}",
            parts.len(),
            message
                .text
                .to_plain()
                .chars()
                .take(400)
                .collect::<String>()
        ));
    }
    for part in &parts {
        check_sentence(&umpire::discord::split::shown(part), input)?;
    }
    Ok(())
}

/// A text must never carry a live mention of any form nor a bidirectional control, and must fit in a
/// message. The only mentions it may hold are the host's own: links to the table's channels and times.
fn check_sentence(text: &str, input: &str) -> Result<(), String> {
    if let Some(found) = live_mention(text) {
        return Err(format!(
            "{input:?} was answered with a live {found}: {text}"
        ));
    }
    if let Some(control) = text
        .chars()
        .find(|&ch| umpire::message::safe::is_bidi_control(ch))
    {
        return Err(format!(
            "{input:?} was answered with the bidirectional control U+{:04X}: {text}",
            control as u32
        ));
    }
    if text.chars().count() > MESSAGE_LIMIT {
        let start: String = text.chars().take(400).collect();
        return Err(format!(
            "{input:?} was answered with {} characters: {start}…",
            text.chars().count()
        ));
    }
    Ok(())
}

/// The first mention in `text` that Discord would draw and the host did not write: a mass mention, any
/// `<@…>`, `</…>`, `<:…>`, `<a:…>` or `<id:…>`, a channel link to a channel the table does not have, or a
/// time not in the host's two forms (`<t:SECONDS:f>`, `<t:SECONDS:R>`).
fn live_mention(text: &str) -> Option<String> {
    for mass in ["@everyone", "@here"] {
        if text.contains(mass) {
            return Some(mass.to_owned());
        }
    }
    let mut rest = text;
    while let Some(at) = rest.find('<') {
        let candidate = &rest[at..];
        let end = candidate.find('>').map_or(candidate.len(), |end| end + 1);
        let mention = &candidate[..end];
        let hosts_own = host_channel(mention) || host_time(mention);
        let drawn = ["<@", "</", "<:", "<a:", "<id:", "<#", "<t:"]
            .iter()
            .any(|start| mention.starts_with(start));
        if drawn && !hosts_own {
            return Some(mention.to_owned());
        }
        rest = &candidate[1..];
    }
    None
}

/// Whether `mention` is a link to the lobby or a game's thread.
fn host_channel(mention: &str) -> bool {
    mention
        .strip_prefix("<#")
        .and_then(|rest| rest.strip_suffix('>'))
        .and_then(|id| id.parse::<u64>().ok())
        .is_some_and(|id| id == LOBBY.0 || id > THREADS)
}

/// Whether `mention` is a time as the host writes it.
fn host_time(mention: &str) -> bool {
    let Some(inner) = mention
        .strip_prefix("<t:")
        .and_then(|rest| rest.strip_suffix('>'))
    else {
        return false;
    };
    let mut parts = inner.split(':');
    let seconds = parts.next().is_some_and(|seconds| {
        !seconds.is_empty() && seconds.chars().all(|ch| ch.is_ascii_digit())
    });
    seconds && matches!(parts.next(), Some("f" | "R")) && parts.next().is_none()
}

/// Loads a mangled position string: it must load or be refused with a sentence, never panic.
pub fn load_position(stream: &mut Stream) -> Result<(), String> {
    let (kind, text) = position(stream);
    match kind.from_position(&text, &Default::default()) {
        Ok(game) => {
            let _ = game.legal_actions(games::Seat(0));
            Ok(())
        }
        Err(error) if error.to_string().is_empty() => {
            Err(format!("{text:?} was refused without a sentence"))
        }
        Err(_) => Ok(()),
    }
}
