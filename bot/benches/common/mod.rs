//! What the benchmarks share: games between two players, each in its own thread, played by typed moves.

use games::{Game, GameKind, Seat};
use std::str::FromStr;
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

/// One game being played by the benchmark: its thread, its players, how far it got, and the players'
/// own copy of it, from which they pick their moves as people do, without asking the host.
pub struct Table {
    /// Its thread.
    pub place: Place,
    /// Its players, the first to move first.
    pub players: [User; 2],
    /// The moves played so far.
    pub ply: usize,
    /// The game as the players see it (Jungle hides nothing).
    pub game: Box<dyn Game>,
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
        seed: None,
    });
    host.handle(command(&players[0], lobby, challenge), NOW);
    let effects = host.handle(
        command(&players[1], lobby, Request::Accept(None, None)),
        NOW,
    );
    let game = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, .. } => Some(*game),
            _ => None,
        })
        .expect("the challenge is accepted");
    let channel = ChannelId(1 << 41 | game.0);
    host.bind_place(GameId(game.0), channel);
    let kind = GameKind::from_str("jungle").expect("a game");
    let settings = kind.check_options(&[]).expect("the standard options");
    Table {
        place: Place::Channel {
            server: SERVER,
            channel,
        },
        players,
        ply: 0,
        game: kind.create(&settings, 0).expect("a game"),
    }
}

/// The next move of a table and its player, or `None` when its game is over. Tables with different
/// players play different games, as the games of a server do.
pub fn next_move(table: &Table) -> Option<(User, String)> {
    let seat = Seat(u8::try_from(table.ply % 2).expect("two seats"));
    let moves = table.game.legal_actions(seat);
    let variety = usize::try_from(table.players[0].id.0 % 1_000).expect("under a thousand");
    let pick = moves.get((table.ply * 7 + 3 + variety) % moves.len().max(1))?;
    Some((table.players[table.ply % 2].clone(), pick.clone()))
}

/// Plays one move end to end, from the typed line to its acknowledgement: the effects, each image in them
/// the view it is drawn from, stored; returns its duration and the effects.
pub fn play(host: &Host, table: &mut Table) -> (Duration, Vec<Effect>) {
    let (mover, action) = next_move(table).expect("the game goes on");
    let line = format!("m {action}");
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
    let seat = Seat(u8::try_from(table.ply % 2).expect("two seats"));
    table
        .game
        .play(seat, &action)
        .expect("the host's move plays");
    table.ply += 1;
    (elapsed, effects)
}
