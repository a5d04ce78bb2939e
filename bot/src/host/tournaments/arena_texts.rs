//! What an arena says: its length and where it stands in its announcement, the games it pairs, a
//! player's no-show, its standings and its podium.

use super::rounds::entered;
use crate::host::api::{GameId, Message, Millis, Text, User};
use crate::store::{GameRecord, TournamentRecord};
use crate::tournament::arena::{Arena, ArenaStanding};

/// How long an arena lasts, in its terms: `arena of 90 minutes`.
pub(super) fn length(length: Millis) -> Text {
    Text::key_with(
        "tournament-arena-length",
        vec![("minutes", (length / 60_000).into())],
    )
}

/// The announcement's line while `arena` is played: until when it pairs, and how to join it.
pub(super) fn playing(record: &TournamentRecord, arena: &Arena) -> Text {
    Text::key("tournament-arena-until").moment(arena.end()).say(
        "tournament-arena-join",
        vec![("tournament", record.id.to_string().into())],
    )
}

/// The games just opened in `record`'s arena, each by number with its players, the first side first.
pub(super) fn pairings(record: &TournamentRecord, games: &[GameRecord]) -> Message {
    let mut text = Text::key_with(
        "tournament-arena-paired",
        vec![("tournament", record.id.to_string().into())],
    );
    for game in games {
        let names: Vec<&str> = game
            .players
            .values()
            .map(|player| player.name.as_str())
            .collect();
        text = text.plain(format!("\n#{} {}", game.id.0, names.join(" – ")));
    }
    public(record, text)
}

/// That `absent` never moved in game `game` and is paused, and how they come back; or, at their
/// second, that they are `withdrawn`.
pub(super) fn no_show(
    record: &TournamentRecord,
    absent: &User,
    game: GameId,
    withdrawn: bool,
) -> Message {
    let key = match withdrawn {
        true => "tournament-arena-no-show-withdrawn",
        false => "tournament-arena-no-show",
    };
    let text = Text::key_with(
        key,
        vec![
            ("player", absent.name.clone().into()),
            ("game", game.0.into()),
            ("tournament", record.id.to_string().into()),
        ],
    );
    public(record, text)
}

/// The standings of `arena`, one player a line: place, name, score, performance and each game's
/// points (doubled ones marked), with paused and withdrawn players marked.
pub(super) fn standings_table(record: &TournamentRecord, arena: &Arena) -> Text {
    let mut text = Text::key("tournament-arena-columns");
    for standing in arena.standings() {
        text = text.plain("\n").then(standing_line(record, &standing));
    }
    text
}

/// One player's line of an arena's standings.
fn standing_line(record: &TournamentRecord, standing: &ArenaStanding) -> Text {
    let games: Vec<String> = standing
        .games
        .iter()
        .map(|game| match game.doubled {
            true => format!("{}!", game.points),
            false => game.points.to_string(),
        })
        .collect();
    let performance = standing
        .performance
        .map_or_else(|| "–".to_owned(), |performance| performance.to_string());
    let mut line = Text::from(format!(
        "{}. {} · {} · {performance} · {}",
        standing.rank,
        entered(record, standing.player).name,
        standing.score,
        games.join(" "),
    ));
    let marks = [
        (standing.on_fire, "tournament-arena-on-fire"),
        (standing.paused, "tournament-arena-paused-mark"),
        (standing.withdrawn, "tournament-withdrawn-mark"),
    ];
    for (shown, key) in marks {
        if shown {
            line = line.plain(" ").say(key, Vec::new());
        }
    }
    line
}

/// The podium of `record`'s arena: its first three with their points.
pub(super) fn podium(record: &TournamentRecord, arena: &Arena) -> Text {
    let mut text = Text::key_with(
        "tournament-podium",
        vec![("tournament", record.id.to_string().into())],
    );
    for standing in arena.standings().iter().take(3) {
        text = text.plain("\n").say(
            "tournament-arena-podium-place",
            vec![
                ("place", standing.rank.into()),
                ("player", entered(record, standing.player).name.into()),
                ("score", standing.score.into()),
            ],
        );
    }
    text
}

/// `text` posted in `record`'s channel.
fn public(record: &TournamentRecord, text: Text) -> Message {
    Message {
        text,
        server: Some(record.server),
        ..Message::default()
    }
}
