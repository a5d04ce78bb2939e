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
    let mut text = Text::key_with(
        "tournament-announce",
        vec![
            ("tournament", record.id.to_string().into()),
            ("creator", record.creator.name.clone().into()),
        ],
    )
    .plain("\n")
    .then(terms(record))
    .plain("\n")
    .then(players_line(record));
    let stage = match record.stage {
        Stage::Gathering => Text::key_with(
            "tournament-gathering",
            vec![("tournament", record.id.to_string().into())],
        ),
        Stage::Playing(_) => Text::key("tournament-playing"),
        Stage::Over(_) => Text::key("tournament-over"),
        Stage::Cancelled => Text::key("tournament-cancelled"),
    };
    text = text.plain("\n").then(stage);
    let buttons = match record.stage {
        Stage::Gathering => buttons::tournament_gathering(record.id),
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
    text.say("list-comma", Vec::new())
        .then(record.clock.text())
        .say("list-comma", Vec::new())
        .say(rated, Vec::new())
        .say("list-comma", Vec::new())
        .say(
            "tournament-swiss-rounds",
            vec![("rounds", u32::from(record.rounds).into())],
        )
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
    }
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
        name_of(record, standing.player),
        standing.score,
        standing.buchholz,
        standing.sonneborn_berger,
    ));
    if standing.withdrawn {
        line = line.plain(" ").say("tournament-withdrawn-mark", Vec::new());
    }
    line
}

/// A player's name as they entered.
fn name_of(record: &TournamentRecord, player: crate::model::UserId) -> String {
    record
        .players
        .iter()
        .find(|entered| entered.id == player)
        .map_or_else(|| player.0.to_string(), |entered| entered.name.clone())
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
