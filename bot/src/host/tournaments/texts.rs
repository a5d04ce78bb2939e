//! What a tournament says: its announcement (edited in place as it changes), its line in a list, and its
//! players or standings.

use crate::host::api::{Message, Slot, Text};
use crate::host::{buttons, wording};
use crate::message::safe::defuse;
use crate::store::{Stage, TournamentRecord};
use crate::tournament::{Mark, Standing, Swiss};

/// The tournament's announcement in its channel: what it plays, who made it, who entered, and where it
/// stands; with Join, Leave and Cancel while it gathers players.
pub(super) fn announcement(record: &TournamentRecord) -> Message {
    let announce = match record.arena {
        Some(_) => "tournament-announce-arena",
        None => "tournament-announce",
    };
    let mut text = Text::key_with(
        announce,
        vec![
            ("tournament", record.id.to_string().into()),
            ("creator", record.creator.name.clone().into()),
        ],
    )
    .plain("\n")
    .then(terms(record))
    .plain("\n")
    .then(players_line(record));
    let stage = match &record.stage {
        Stage::Gathering => {
            let join = Text::key_with(
                "tournament-gathering",
                vec![("tournament", record.id.to_string().into())],
            );
            match record.starts {
                Some(at) => Text::key("tournament-starts-at")
                    .moment(at)
                    .plain("\n")
                    .then(join),
                None => join,
            }
        }
        Stage::Playing(_) => Text::key("tournament-playing"),
        Stage::Arena(arena) => super::arena_texts::playing(record, arena),
        Stage::Over(_) | Stage::ArenaOver(_) => Text::key("tournament-over"),
        Stage::Cancelled => Text::key("tournament-cancelled"),
    };
    text = text.plain("\n").then(stage);
    if record.halted && record.is_open() {
        text = text.plain(" ").say(
            "tournament-on-hold",
            vec![("tournament", record.id.to_string().into())],
        );
    }
    let buttons = match record.stage {
        Stage::Gathering => buttons::tournament_gathering(record.id),
        Stage::Arena(_) => buttons::tournament_arena(record.id),
        _ => Vec::new(),
    };
    Message {
        text,
        buttons,
        server: Some(record.server),
        slot: Some(Slot::Tournament(record.id)),
        ..Message::default()
    }
}

/// `Jungle, dog_above_wolf=on, 1 d per move, rated, Swiss in 4 rounds`.
pub(super) fn terms(record: &TournamentRecord) -> Text {
    let mut text = wording::game_name(record.kind);
    for word in record.options.words() {
        text = text.plain(format!(", `{}`", defuse(&word)));
    }
    let rated = match record.casual {
        true => "terms-casual",
        false => "terms-rated",
    };
    let format = match record.arena {
        Some(length) => super::arena_texts::length(length),
        None => Text::key_with(
            "tournament-swiss-rounds",
            vec![("rounds", u32::from(record.rounds).into())],
        ),
    };
    text.say("list-comma", Vec::new())
        .then(record.clock.text())
        .say("list-comma", Vec::new())
        .say(rated, Vec::new())
        .say("list-comma", Vec::new())
        .then(format)
        .then(match record.computer {
            Some(level) => Text::default().say("list-comma", Vec::new()).say(
                "tournament-computer-evens",
                vec![("level", u32::from(level).into())],
            ),
            None => Text::default(),
        })
}

/// `Players (3/16): alice, bob, carol`, or that nobody entered yet.
fn players_line(record: &TournamentRecord) -> Text {
    let names: Vec<String> = record
        .players
        .iter()
        .map(|player| player.name.clone())
        .collect();
    Text::key_with(
        "tournament-players",
        vec![
            ("count", names.len().into()),
            ("max", record.max_players.into()),
            ("names", wording::and_list(&names).into()),
        ],
    )
}

/// A tournament in one line of the server's list: its code, terms, players and stage.
pub(super) fn line(record: &TournamentRecord) -> Text {
    Text::from(format!("{} · ", record.id))
        .then(terms(record))
        .plain(" · ")
        .say(
            "tournament-line-players",
            vec![
                ("count", record.players.len().into()),
                ("max", record.max_players.into()),
            ],
        )
        .plain(" · ")
        .say(
            "tournament-line-by",
            vec![("creator", record.creator.name.clone().into())],
        )
}

/// What `tournament standings` answers: the players who entered while it gathers, the standings once it
/// plays.
pub(super) fn standings(record: &TournamentRecord) -> Text {
    let heading = Text::key_with(
        "tournament-standings-heading",
        vec![("tournament", record.id.to_string().into())],
    )
    .plain("\n")
    .then(terms(record));
    match &record.stage {
        Stage::Gathering | Stage::Cancelled => heading.plain("\n").then(players_line(record)),
        Stage::Playing(swiss) | Stage::Over(swiss) => {
            heading.plain("\n").then(standings_table(record, swiss))
        }
        Stage::Arena(arena) | Stage::ArenaOver(arena) => heading
            .plain("\n")
            .then(super::arena_texts::standings_table(record, arena)),
    }
}

/// The standings posted once round `round` (counted from 1) is over: a heading and the table.
pub(super) fn standings_after(record: &TournamentRecord, swiss: &Swiss, round: usize) -> Text {
    Text::key_with(
        "tournament-standings-after",
        vec![
            ("tournament", record.id.to_string().into()),
            ("round", round.into()),
        ],
    )
    .plain("\n")
    .then(standings_table(record, swiss))
}

/// The standings, one player a line: place, name, score, Buchholz, Sonneborn–Berger and a mark per
/// round, with withdrawn players marked.
fn standings_table(record: &TournamentRecord, swiss: &Swiss) -> Text {
    let mut text = Text::key("tournament-standings-columns");
    for standing in swiss.standings() {
        text = text.plain("\n").then(standing_line(record, &standing));
    }
    text
}

/// One player's line of the standings.
fn standing_line(record: &TournamentRecord, standing: &Standing) -> Text {
    let marks: String = standing.marks.iter().map(|mark| mark_char(*mark)).collect();
    let mut line = Text::from(format!(
        "{}. {} · {} · {} · {} · {marks}",
        standing.rank,
        super::rounds::entered(record, standing.player).name,
        standing.score,
        standing.buchholz,
        standing.sonneborn_berger,
    ));
    if standing.withdrawn {
        line = line.plain(" ").say("tournament-withdrawn-mark", Vec::new());
    }
    line
}

/// Round `round` (counted from 0)'s pairings: each board's game by number with its players, the first
/// side first, and the bye.
pub(super) fn pairings(record: &TournamentRecord, round: usize) -> Text {
    let (Stage::Playing(swiss) | Stage::Over(swiss)) = &record.stage else {
        return Text::default();
    };
    let name = |player| super::rounds::entered(record, player).name;
    let mut text = Text::key_with(
        "tournament-round-paired",
        vec![
            ("tournament", record.id.to_string().into()),
            ("round", (round + 1).into()),
            ("rounds", u32::from(record.rounds).into()),
        ],
    );
    let Some(paired) = swiss.rounds().get(round) else {
        return text;
    };
    for board in &paired.boards {
        let game = board
            .game
            .map_or_else(String::new, |game| format!("#{} ", game.0));
        text = text.plain(format!(
            "\n{game}{} – {}",
            name(board.first),
            name(board.second)
        ));
    }
    if let Some(bye) = paired.bye {
        text = text
            .plain("\n")
            .say("tournament-bye", vec![("player", name(bye).into())]);
    }
    text
}

/// The podium of a tournament that is over: its first three with their scores and tie-breaks.
pub(super) fn podium(record: &TournamentRecord) -> Text {
    let (Stage::Playing(swiss) | Stage::Over(swiss)) = &record.stage else {
        return Text::default();
    };
    let mut text = Text::key_with(
        "tournament-podium",
        vec![("tournament", record.id.to_string().into())],
    );
    for standing in swiss.standings().iter().take(3) {
        text = text.plain("\n").say(
            "tournament-podium-place",
            vec![
                ("place", standing.rank.into()),
                (
                    "player",
                    super::rounds::entered(record, standing.player).name.into(),
                ),
                ("score", standing.score.to_string().into()),
                ("buchholz", standing.buchholz.to_string().into()),
                ("sb", standing.sonneborn_berger.to_string().into()),
            ],
        );
    }
    text
}

/// One round's mark: won, drawn, lost, the bye, absent.
fn mark_char(mark: Mark) -> char {
    match mark {
        Mark::Win => '1',
        Mark::Draw => '½',
        Mark::Loss => '0',
        Mark::Bye => '+',
        Mark::Absent => 'x',
        Mark::Out => '-',
        Mark::Playing => '·',
    }
}
