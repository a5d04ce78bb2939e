//! What the benchmarks share: games between two players, each in its own thread, played by typed moves.

use std::time::{Duration, Instant};
use umpire::host::Host;
use umpire::host::api::{
    ChallengeTerms, ChannelId, Command, Effect, GameId, Millis, Place, Request, ServerId, User,
    UserId, Via,
};

/// The time the benchmarks play at.
pub const NOW: Millis = 1_700_000_000_000;
/// The server the games are played in.
pub const SERVER: ServerId = ServerId(1);
/// The channel the challenges are made in.
pub const LOBBY: ChannelId = ChannelId(1 << 40);

/// One game being played by the benchmark: its thread, its players, and how far it got.
pub struct Table {
    /// Its thread.
    pub place: Place,
    /// Its players, the first to move first.
    pub players: [User; 2],
    /// The moves played so far.
    pub ply: usize,
}

/// A player named after their id.
pub fn player(id: u64) -> User {
    User {
        id: UserId(id),
        name: format!("player{id}"),
    }
}

/// A typed command from `from` in `place`.
pub fn command(from: &User, place: Place, request: Request) -> Command {
    Command {
        from: from.clone(),
        place,
        via: Via::Text,
        request,
    }
}

/// Starts a game between two new players and binds it to its own thread.
pub fn new_table(host: &Host, number: u64) -> Table {
    let players = [player(2 * number + 1), player(2 * number + 2)];
    let lobby = Place::Channel {
        server: SERVER,
        channel: LOBBY,
    };
    let challenge = Request::Challenge(ChallengeTerms {
        kind: "jungle".parse().expect("a game"),
        invited: vec![players[1].clone()],
        options: Default::default(),
        clock: Some("1d".parse().expect("a clock")),
        setup_time: None,
        computer: None,
        casual: false,
    });
    host.handle(command(&players[0], lobby, challenge), NOW);
    let effects = host.handle(command(&players[1], lobby, Request::Accept(None)), NOW);
    let game = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, .. } => Some(*game),
            _ => None,
        })
        .expect("the challenge is accepted");
    let channel = ChannelId(1 << 41 | game.0);
    host.bind_place(GameId(game.0), channel);
    Table {
        place: Place::Channel {
            server: SERVER,
            channel,
        },
        players,
        ply: 0,
    }
}

/// The next move of a table as its player would type it, or `None` when its game is over.
pub fn next_move(host: &Host, table: &Table) -> Option<(User, String)> {
    let mover = &table.players[table.ply % 2];
    let moves = host.legal_moves(mover.id, table.place, "");
    let pick = moves.get((table.ply * 7 + 3) % moves.len().max(1))?;
    Some((mover.clone(), format!("m {pick}")))
}

/// Plays one move end to end, from the typed line to its acknowledgement: the effects, each image in them
/// the view it is drawn from, stored; returns its duration and the effects.
pub fn play(host: &Host, table: &mut Table) -> (Duration, Vec<Effect>) {
    let (mover, line) = next_move(host, table).expect("the game goes on");
    let started = Instant::now();
    let request = Request::parse(&line, |_| None).expect("the move parses");
    let effects = host.handle(command(&mover, table.place, request), NOW);
    let elapsed = started.elapsed();
    assert!(
        effects
            .iter()
            .any(|effect| matches!(effect, Effect::Send { message, .. } if !message.private)),
        "{line} was refused: {effects:?}"
    );
    table.ply += 1;
    (elapsed, effects)
}
