//! Leaderboards and profiles, from the stored ratings and the archive of finished games.
//!
//! The readings this module takes:
//!
//! - **Leaderboards.** A leaderboard ranks the players of one rating pool (a game at one table size:
//!   two-player Junqi, four-player Junqi and Blind Junqi are separate games, so separate boards) whose
//!   rating is settled, best first; a provisional rating (marked `?`) is left off until enough games
//!   have settled it. Ties go to the player with more rated games, then to the earlier user id, so the
//!   order never changes between two pages. "This server" (the default) means the players who played
//!   a rated game of the pool in the server where the leaderboard is asked for, with their rating from
//!   all their games; `all` ranks everyone; in a direct conversation the leaderboard is everyone's.
//! - **Games counted by a profile.** Every finished game with a result that the player played: rated,
//!   casual and against the bot alike. A game called off before play began has no result and counts
//!   for nothing. In a team game a player wins, loses or draws with their team.
//! - **Order.** Games are ordered by when they ended (the start for games that ended before the end was
//!   kept), then by number.
//! - **Streak.** The current streak runs from the player's most recent game back while the result is
//!   the same: `3 wins`, `1 draw`.
//! - **Favourite game.** The game the player finished most often; a tie goes to the one played most
//!   recently.
//! - **Trend.** Beside each rating, its change over the player's last [`TREND_GAMES`] rated games of
//!   that pool (fewer when they have played fewer): the rating after the last one less the rating
//!   before the first one.
//! - **Head to head.** On someone else's profile, the games the two played against each other (on
//!   different sides; partners in a team game are not opponents), counted from the profile's owner's
//!   side. The line is always there when the asker is someone else, so no extra word is needed.

use crate::host::api::{Command, GameId, Millis, Place, Target, Text, User, UserId};
use crate::host::sessions::Session;
use crate::host::text::Heading;
use crate::host::{Handled, Host, buttons, pages, reply, send};
use crate::model::Pool;
use crate::ratings::{PlayerRating, RatedGame, shown_change};
use crate::store::GameRecord;
use games::{GameKind, Outcome};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// How many of a player's last rated games of a pool the trend beside their rating spans.
pub const TREND_GAMES: usize = 5;

/// How many players a page of a leaderboard shows.
pub const LEADERBOARD_PAGE: usize = 10;

impl Host {
    /// `leaderboard GAME [all] [players=N] [page N]`.
    pub(in crate::host) fn leaderboard(
        &self,
        command: &Command,
        pool: &Pool,
        everyone: bool,
        page: usize,
    ) -> Handled {
        let server = match command.place {
            Place::Channel { server, .. } if !everyone => Some(server),
            _ => None,
        };
        let mut ratings = self.store.pool_ratings(pool)?;
        if let Some(server) = server {
            let here: HashSet<UserId> = self
                .store
                .server_players(server, pool)?
                .into_iter()
                .collect();
            ratings.retain(|rating| here.contains(&rating.user));
        }
        let ranked = ranked(ratings);
        let typed = typed_leaderboard(pool, everyone);
        let args = || {
            vec![
                ("pool", crate::host::wording::pool_name(pool).into()),
                ("typed", typed_leaderboard(pool, false).into()),
            ]
        };
        if ranked.is_empty() {
            let key = if server.is_some() {
                "leaderboard-empty-here"
            } else {
                "leaderboard-empty"
            };
            return Ok(vec![reply(Text::key_with(key, args()))]);
        }
        let heading = Heading::sentence(
            if server.is_some() {
                "leaderboard-here"
            } else {
                "leaderboard-everyone"
            },
            args(),
        );
        let lines: Vec<Text> = ranked
            .iter()
            .enumerate()
            .map(|(index, rating)| {
                let name = if rating.name.is_empty() {
                    self.user_name(rating.user)
                        .unwrap_or_else(|| format!("player {}", rating.user.0))
                } else {
                    rating.name.clone()
                };
                leaderboard_line(index + 1, rating, &name)
            })
            .collect();
        let message = pages::page(heading, lines, page, LEADERBOARD_PAGE, &typed, |page| {
            buttons::leaderboard_page(pool, everyone, page)
        })?;
        Ok(vec![send(Target::Reply, message)])
    }

    /// `profile [@player]`.
    pub(in crate::host) fn profile(&self, command: &Command, whom: Option<&User>) -> Handled {
        let user = whom.unwrap_or(&command.from);
        let records = self.store.finished_games_of(user.id)?;
        let tournaments = self.tournaments_line(user.id, &records)?;
        let games = self.finished_with_results(records);
        let pools: BTreeSet<Pool> = games
            .iter()
            .filter_map(|game| game.record.rating.as_ref())
            .filter(|rated| rated.seats.iter().any(|seat| seat.user == user.id))
            .map(|rated| rated.pool.clone())
            .collect();
        let mut ratings = Vec::new();
        for pool in pools {
            ratings.extend(self.store.rating(user.id, &pool)?);
        }
        let asker = (command.from.id != user.id).then_some(command.from.id);
        let profile = Profile::of(user.id, &games, &ratings, asker);
        let asker_name = asker.map(|_| command.from.name.as_str());
        let mut text = profile_text(&user.name, &profile, asker_name);
        if let Some(line) = tournaments {
            text = text.plain("\n").then(line);
        }
        Ok(vec![reply(text)])
    }

    /// The finished games among `records` with their results (called-off games are left out). A game
    /// that ended before its result was kept with its record is read from its snapshot.
    pub(in crate::host) fn finished_with_results(&self, records: Vec<GameRecord>) -> Vec<Finished> {
        records
            .into_iter()
            .filter(|record| record.finished && !record.cancelled)
            .filter_map(|record| {
                let outcome = match &record.outcome {
                    Some(outcome) => outcome.clone(),
                    None => match Session::restore(record.clone(), &self.store) {
                        Ok(session) => session.game.outcome()?,
                        Err(error) => {
                            tracing::error!(%error, game = record.id.0, "a finished game is skipped");
                            return None;
                        }
                    },
                };
                Some(Finished { record, outcome })
            })
            .collect()
    }
}

/// The typed command that shows a pool's leaderboard: `leaderboard junqi4 players=3 all`.
fn typed_leaderboard(pool: &Pool, everyone: bool) -> String {
    let standard = pool
        .game
        .parse::<GameKind>()
        .ok()
        .and_then(|kind| kind.seating(&games::Settings::default()).ok())
        .map(|seating| seating.seats());
    let players = if standard == Some(usize::from(pool.players)) {
        String::new()
    } else {
        format!(" players={}", pool.players)
    };
    format!(
        "leaderboard {}{players}{}",
        pool.game,
        if everyone { " all" } else { "" }
    )
}

/// How a finished game ended for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finish {
    /// Their side won.
    Won,
    /// Their side lost.
    Lost,
    /// Nobody won.
    Drawn,
}

impl Finish {
    /// How `outcome` ended for the player in `seat`.
    pub fn of(outcome: &Outcome, seat: games::Seat) -> Self {
        match outcome {
            Outcome::Win { winners, .. } if winners.contains(&seat) => Finish::Won,
            Outcome::Win { .. } => Finish::Lost,
            Outcome::Draw { .. } => Finish::Drawn,
        }
    }

    /// How the catalogue names it (`won`, `lost`, `drawn`), to choose a sentence's words.
    fn word(self) -> &'static str {
        match self {
            Finish::Won => "won",
            Finish::Lost => "lost",
            Finish::Drawn => "drawn",
        }
    }
}

/// A finished game with its result, as the standings read it.
#[derive(Clone, Debug)]
pub struct Finished {
    /// Its record.
    pub record: GameRecord,
    /// How it ended.
    pub outcome: Outcome,
}

impl Finished {
    /// When it ended, for ordering: its end, else its start (for games ended before the end was
    /// kept), then its number.
    pub fn when(&self) -> (Millis, GameId) {
        order_key(&self.record)
    }

    /// How it ended for `user`, if they played it.
    pub fn finish_of(&self, user: UserId) -> Option<Finish> {
        Some(Finish::of(&self.outcome, self.record.seat_of(user)?))
    }
}

/// The key finished games are ordered by: their end (their start when the end was not kept), then
/// their number.
pub fn order_key(record: &GameRecord) -> (Millis, GameId) {
    (record.ended.unwrap_or(record.started), record.id)
}

/// The settled ratings of a pool, best first (see the module docs for ties).
pub fn ranked(ratings: Vec<PlayerRating>) -> Vec<PlayerRating> {
    let mut settled: Vec<PlayerRating> = ratings
        .into_iter()
        .filter(|rating| !rating.rating.is_provisional())
        .collect();
    settled.sort_by(|a, b| {
        b.rating
            .rating
            .total_cmp(&a.rating.rating)
            .then(b.games.cmp(&a.games))
            .then(a.user.cmp(&b.user))
    });
    settled
}

/// One line of a leaderboard: `3. alice 1712 · 23 games`.
pub fn leaderboard_line(rank: usize, rating: &PlayerRating, name: &str) -> Text {
    Text::key_with(
        "leaderboard-line",
        vec![
            ("rank", rank.into()),
            ("player", name.into()),
            ("rating", rating.rating.shown().into()),
            ("games", rating.games.into()),
        ],
    )
}

/// A player's rating in one pool, with its trend.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingLine {
    /// The pool.
    pub pool: Pool,
    /// The rating now.
    pub rating: crate::ratings::Rating,
    /// How many rated games of the pool they played.
    pub games: u32,
    /// The rating before the first of their last rated games of the pool, and how many games that is.
    pub trend: Option<(f64, usize)>,
}

/// Head to head: the games two players played against each other, from one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeadToHead {
    /// Games the profile's owner won.
    pub won: usize,
    /// Games they lost.
    pub lost: usize,
    /// Games drawn.
    pub drawn: usize,
}

/// What a profile shows, computed from a player's finished games and ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Finished games with a result.
    pub played: usize,
    /// Of which won.
    pub won: usize,
    /// Lost.
    pub lost: usize,
    /// Drawn.
    pub drawn: usize,
    /// The current streak: the result of their last game and how many in a row ended so.
    pub streak: Option<(Finish, usize)>,
    /// The game they finished most often, and how many times.
    pub favourite: Option<(GameKind, usize)>,
    /// Their ratings, pool by pool, in the catalogue's order.
    pub ratings: Vec<RatingLine>,
    /// Their games against the asker, when the asker is someone else.
    pub versus: Option<HeadToHead>,
}

impl Profile {
    /// The profile of `user` from their finished games (any order) and current ratings; `asker`, when
    /// someone else, gets the head-to-head count.
    pub fn of(
        user: UserId,
        games: &[Finished],
        ratings: &[PlayerRating],
        asker: Option<UserId>,
    ) -> Self {
        let mut mine: Vec<(&Finished, Finish)> = games
            .iter()
            .filter_map(|game| Some((game, game.finish_of(user)?)))
            .collect();
        mine.sort_by_key(|(game, _)| game.when());
        let count = |wanted: Finish| mine.iter().filter(|(_, finish)| *finish == wanted).count();
        let streak = mine.last().map(|&(_, last)| {
            let run = mine
                .iter()
                .rev()
                .take_while(|(_, finish)| *finish == last)
                .count();
            (last, run)
        });
        // Per game: how many, and the latest end (for ties).
        let mut per_kind: BTreeMap<&'static str, (GameKind, usize, (Millis, GameId))> =
            BTreeMap::new();
        for (game, _) in &mine {
            let entry =
                per_kind
                    .entry(game.record.kind.id())
                    .or_insert((game.record.kind, 0, game.when()));
            entry.1 += 1;
            entry.2 = entry.2.max(game.when());
        }
        let favourite = per_kind
            .values()
            .max_by_key(|(_, count, last)| (*count, *last))
            .map(|(kind, count, _)| (*kind, *count));
        let versus = asker.filter(|&asker| asker != user).map(|asker| {
            let mut tally = HeadToHead::default();
            for (game, finish) in &mine {
                if !opponents(&game.record, user, asker) {
                    continue;
                }
                match finish {
                    Finish::Won => tally.won += 1,
                    Finish::Lost => tally.lost += 1,
                    Finish::Drawn => tally.drawn += 1,
                }
            }
            tally
        });
        Self {
            played: mine.len(),
            won: count(Finish::Won),
            lost: count(Finish::Lost),
            drawn: count(Finish::Drawn),
            streak,
            favourite,
            ratings: rating_lines(user, games, ratings),
            versus,
        }
    }
}

/// Whether `a` and `b` both played `record`, on different sides.
fn opponents(record: &GameRecord, a: UserId, b: UserId) -> bool {
    let (Some(first), Some(second)) = (record.seat_of(a), record.seat_of(b)) else {
        return false;
    };
    let seating = crate::host::wording::seating_of(record);
    let team = |seat: games::Seat| seating.teams.get(seat.index()).copied();
    team(first) != team(second)
}

/// `user`'s ratings, with the trend of each over their last rated games of its pool.
fn rating_lines(user: UserId, games: &[Finished], ratings: &[PlayerRating]) -> Vec<RatingLine> {
    let mut lines: Vec<RatingLine> = ratings
        .iter()
        .filter(|rating| rating.user == user)
        .map(|rating| {
            let mut rated: Vec<(&RatedGame, &crate::ratings::SeatRating)> = games
                .iter()
                .filter_map(|game| {
                    let rated = game.record.rating.as_ref()?;
                    let seat = rated.seats.iter().find(|seat| seat.user == user)?;
                    (rated.pool == rating.pool).then_some((rated, seat))
                })
                .collect();
            rated.sort_by_key(|(rated, _)| rated.seq);
            let window = &rated[rated.len().saturating_sub(TREND_GAMES)..];
            let trend = window
                .first()
                .map(|(_, first)| (first.before.rating, window.len()));
            RatingLine {
                pool: rating.pool.clone(),
                rating: rating.rating,
                games: rating.games,
                trend,
            }
        })
        .collect();
    let order = |pool: &Pool| {
        GameKind::all()
            .position(|kind| kind.id() == pool.game)
            .unwrap_or(usize::MAX)
    };
    lines.sort_by(|a, b| {
        order(&a.pool)
            .cmp(&order(&b.pool))
            .then(b.pool.players.cmp(&a.pool.players))
    });
    lines
}

/// The profile as a message: `name` is whose it is, `asker` the name of someone else who asked.
pub fn profile_text(name: &str, profile: &Profile, asker: Option<&str>) -> Text {
    let mut lines = vec![Text::from(format!("**{name}**"))];
    lines.extend(ratings_lines(profile));
    lines.extend(games_lines(name, profile));
    if let (Some(versus), Some(asker)) = (profile.versus, asker) {
        lines.push(versus_line(name, versus, asker));
    }
    let mut text = Text::default();
    for (index, line) in lines.into_iter().enumerate() {
        if index > 0 {
            text = text.plain("\n");
        }
        text = text.then(line);
    }
    text
}

/// A profile's ratings, one line each with its trend, under their heading.
fn ratings_lines(profile: &Profile) -> Vec<Text> {
    if profile.ratings.is_empty() {
        return vec![Text::key("profile-no-ratings")];
    }
    let rating = |line: &RatingLine| {
        let trend = match line.trend {
            Some((before, games)) => Text::key_with(
                "profile-trend",
                vec![
                    ("change", shown_change(before, line.rating.rating).into()),
                    ("games", games.into()),
                ],
            ),
            None => Text::default(),
        };
        Text::key_with(
            "profile-rating",
            vec![
                ("pool", crate::host::wording::pool_name(&line.pool).into()),
                ("rating", line.rating.shown().into()),
                ("trend", trend.into()),
                ("games", line.games.into()),
            ],
        )
    };
    std::iter::once(Text::key("profile-ratings"))
        .chain(profile.ratings.iter().map(rating))
        .collect()
}

/// A profile's games: how many, won, lost and drawn, the streak and the favourite game.
fn games_lines(name: &str, profile: &Profile) -> Vec<Text> {
    if profile.played == 0 {
        return vec![Text::key_with(
            "profile-no-games",
            vec![("player", name.into())],
        )];
    }
    let mut lines = vec![Text::key_with(
        "profile-games",
        vec![
            ("played", profile.played.into()),
            ("won", profile.won.into()),
            ("lost", profile.lost.into()),
            ("drawn", profile.drawn.into()),
        ],
    )];
    if let Some((finish, run)) = profile.streak {
        lines.push(Text::key_with(
            "profile-streak",
            vec![("finish", finish.word().into()), ("count", run.into())],
        ));
    }
    if let Some((kind, count)) = profile.favourite {
        lines.push(Text::key_with(
            "profile-favourite",
            vec![
                ("game", crate::host::wording::game_name(kind).into()),
                ("count", count.into()),
            ],
        ));
    }
    lines
}

/// The games of `name` against `asker`, counted from `name`'s side.
fn versus_line(name: &str, versus: HeadToHead, asker: &str) -> Text {
    let total = versus.won + versus.lost + versus.drawn;
    if total == 0 {
        return Text::key_with("profile-versus-none", vec![("asker", asker.into())]);
    }
    Text::key_with(
        "profile-versus",
        vec![
            ("asker", asker.into()),
            ("player", name.into()),
            ("won", versus.won.into()),
            ("lost", versus.lost.into()),
            ("drawn", versus.drawn.into()),
            ("total", total.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::{Rating, SeatRating};
    use games::{EndReason, Seat};

    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    const CAROL: UserId = UserId(3);

    fn rating(value: f64, deviation: f64) -> Rating {
        Rating {
            rating: value,
            deviation,
            volatility: 0.06,
        }
    }

    /// A finished game of `kind` between `players` (seat order), game number `id`, ended at `ended`;
    /// `winners` are seats (none: a draw).
    fn game(kind: &str, id: u64, players: &[UserId], winners: &[u8], ended: Millis) -> Finished {
        let mut record = GameRecord::for_tests(kind, id);
        record.id = GameId(id);
        record.players = games::BySeat::new(players.len(), |seat| crate::model::User {
            id: players[seat.index()],
            name: format!("p{}", players[seat.index()].0),
        });
        record.finished = true;
        record.started = ended - 10;
        record.ended = Some(ended);
        let outcome = if winners.is_empty() {
            Outcome::Draw {
                reason: EndReason::Agreement,
            }
        } else {
            Outcome::Win {
                winners: winners.iter().map(|&seat| Seat(seat)).collect(),
                reason: EndReason::Resignation,
            }
        };
        record.outcome = Some(outcome.clone());
        Finished { record, outcome }
    }

    /// `game` rated as the `seq`th rated game, each seat going from `before` to `after`.
    fn rated(mut finished: Finished, seq: u64, changes: &[(f64, f64)]) -> Finished {
        let pool = finished.record.pool();
        let seats = finished
            .record
            .players
            .values()
            .zip(changes)
            .map(|(player, &(before, after))| SeatRating {
                user: player.id,
                before: rating(before, 80.0),
                after: rating(after, 80.0),
                games: 0,
            })
            .collect();
        finished.record.rating = Some(RatedGame { seq, pool, seats });
        finished
    }

    fn stored(user: UserId, kind: &str, players: usize, value: f64, games: u32) -> PlayerRating {
        PlayerRating {
            schema: crate::store::SCHEMA_VERSION,
            user,
            pool: Pool::of(kind.parse().unwrap(), players),
            rating: rating(value, if games < 10 { 200.0 } else { 70.0 }),
            games,
            last_game: GameId(0),
            name: format!("p{}", user.0),
        }
    }

    /// Alice's history, newest last by end time (not by number): she beats Bob at Jungle twice, loses
    /// once to Carol, draws Bob at Jungi, wins a four-player Junqi with Carol against Bob, then loses
    /// two Jungle games to Bob.
    fn history() -> Vec<Finished> {
        vec![
            rated(
                game("jungle", 1, &[ALICE, BOB], &[0], 100),
                1,
                &[(1500.0, 1600.0), (1500.0, 1400.0)],
            ),
            rated(
                game("jungle", 3, &[BOB, ALICE], &[1], 200),
                2,
                &[(1400.0, 1350.0), (1600.0, 1650.0)],
            ),
            game("jungle", 2, &[CAROL, ALICE], &[0], 300),
            game("jungi", 4, &[BOB, ALICE], &[], 400),
            game("junqi4", 5, &[ALICE, BOB, CAROL, UserId(9)], &[0, 2], 500),
            rated(
                game("jungle", 6, &[ALICE, BOB], &[1], 600),
                3,
                &[(1650.0, 1620.0), (1350.0, 1380.0)],
            ),
            rated(
                game("jungle", 7, &[BOB, ALICE], &[0], 700),
                4,
                &[(1380.0, 1410.0), (1620.0, 1590.0)],
            ),
        ]
    }

    #[test]
    fn a_profile_counts_results_streak_favourite_and_trend_from_the_history() {
        let ratings = [stored(ALICE, "jungle", 2, 1590.0, 4)];
        let profile = Profile::of(ALICE, &history(), &ratings, Some(BOB));
        assert_eq!(
            (profile.played, profile.won, profile.lost, profile.drawn),
            (7, 3, 3, 1)
        );
        assert_eq!(profile.streak, Some((Finish::Lost, 2)), "two losses last");
        assert_eq!(
            profile.favourite.map(|(kind, n)| (kind.id(), n)),
            Some(("jungle", 5))
        );
        assert_eq!(profile.ratings.len(), 1);
        // Four rated Jungle games: from 1500 before the first to 1590 now.
        assert_eq!(profile.ratings[0].trend, Some((1500.0, 4)));
        // Against Bob: two wins, two losses, a draw at Jungi; the Junqi game had Bob on the other side.
        assert_eq!(
            profile.versus,
            Some(HeadToHead {
                won: 3,
                lost: 2,
                drawn: 1
            })
        );
        // Against Carol: the Jungle loss, and the Junqi game where she was Alice's partner does not count.
        let against_carol = Profile::of(ALICE, &history(), &ratings, Some(CAROL));
        assert_eq!(
            against_carol.versus,
            Some(HeadToHead {
                won: 0,
                lost: 1,
                drawn: 0
            })
        );
        assert_eq!(
            Profile::of(ALICE, &history(), &ratings, Some(ALICE)).versus,
            None
        );
        let text = profile_text("alice", &profile, Some("bob")).to_plain();
        assert!(
            text.contains("Jungle: 1590? (+90 over the last 4 games) · 4 rated games"),
            "{text}"
        );
        assert!(
            text.contains("Games: 7 played, 3 won, 3 lost, 1 drawn."),
            "{text}"
        );
        assert!(text.contains("Current streak: 2 losses."), "{text}");
        assert!(text.contains("Favourite game: Jungle (5 games)."), "{text}");
        assert!(
            text.contains("Against you (bob): alice won 3, lost 2, drew 1 of 6 games."),
            "{text}"
        );
    }

    #[test]
    fn the_trend_spans_the_last_five_rated_games_and_ties_favour_the_latest_game() {
        let mut games = Vec::new();
        let mut value = 1500.0;
        for n in 0..7u64 {
            games.push(rated(
                game("jungle", n + 1, &[ALICE, BOB], &[0], 100 * (n + 1)),
                n + 1,
                &[(value, value + 10.0), (1500.0, 1490.0)],
            ));
            value += 10.0;
        }
        games.push(game("jungi", 20, &[ALICE, BOB], &[0], 50));
        let ratings = [stored(ALICE, "jungle", 2, value, 7)];
        let profile = Profile::of(ALICE, &games, &ratings, None);
        assert_eq!(profile.ratings[0].trend, Some((1520.0, TREND_GAMES)));
        assert_eq!(profile.streak, Some((Finish::Won, 8)));
        let tie = [
            game("jungle", 1, &[ALICE, BOB], &[0], 100),
            game("jungi", 2, &[ALICE, BOB], &[0], 200),
        ];
        let profile = Profile::of(ALICE, &tie, &[], None);
        assert_eq!(profile.favourite.map(|(kind, _)| kind.id()), Some("jungi"));
        let text = profile_text("alice", &profile, None).to_plain();
        assert!(text.contains("Ratings: none yet"), "{text}");
        assert!(!text.contains("Against you"), "{text}");
        let nobody = profile_text(
            "dave",
            &Profile::of(UserId(4), &tie, &[], Some(ALICE)),
            Some("alice"),
        )
        .to_plain();
        assert!(
            nobody.contains("dave has not finished a game yet."),
            "{nobody}"
        );
        assert!(
            nobody.contains("Against you (alice): no games yet."),
            "{nobody}"
        );
    }

    #[test]
    fn leaderboards_rank_settled_ratings_only_best_first_with_stable_ties() {
        let ratings = vec![
            stored(UserId(5), "jungle", 2, 1700.0, 30),
            stored(UserId(6), "jungle", 2, 1800.0, 3),
            stored(UserId(7), "jungle", 2, 1650.0, 12),
            stored(UserId(8), "jungle", 2, 1700.0, 40),
            stored(UserId(4), "jungle", 2, 1700.0, 40),
        ];
        let order: Vec<u64> = ranked(ratings).iter().map(|rating| rating.user.0).collect();
        assert_eq!(order, [4, 8, 5, 7], "the provisional 1800 is left off");
        let line =
            leaderboard_line(1, &stored(UserId(5), "jungle", 2, 1712.4, 1), "eve").to_plain();
        assert_eq!(line, "1. eve 1712? · 1 game");
    }
}
