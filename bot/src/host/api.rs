//! What the host takes in and gives out: commands from people, effects for the adapters to deliver.
//!
//! Adapters (Discord, the local terminal) translate their events into [`Command`]s and carry out the
//! [`Effect`]s the host returns. Neither side knows the other's details.

use crate::clock::ClockSpec;
pub use crate::message::{
    Arg, Button, ButtonStyle, Drawing, Image, Message, Picture, Slot, Span, Target, Text, TextFile,
    TimeStyle,
};
pub use crate::model::{
    COMPUTER, ChallengeId, ChannelId, GameId, Millis, ServerId, TournamentId, User, UserId,
};
pub use crate::model::{LabelPreference, Language, Orientation};
use games::{GameKind, Settings};
use serde::{Deserialize, Serialize};

/// Where a command was said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// In a channel or thread of a server.
    Channel {
        /// The server.
        server: ServerId,
        /// The channel or thread.
        channel: ChannelId,
    },
    /// In a private conversation with the bot.
    Direct,
}

/// How a command arrived, which decides how a private answer can be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Via {
    /// Typed text (a prefix command, the local terminal): a private reply must go by direct message.
    Text,
    /// An interaction (slash command, button): a private reply can be shown to the invoker alone.
    Interaction,
}

/// One thing a person asked of the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// Who asked.
    pub from: User,
    /// Where.
    pub place: Place,
    /// How it arrived.
    pub via: Via,
    /// What they asked.
    pub request: Request,
}

/// The host's commands; the same words in the local mode and on Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Challenge people (or anyone, for the seats nobody is named for) to a game.
    Challenge(ChallengeTerms),
    /// Take one's seat in a challenge: the one named for, or an open one (the only challenge waiting for
    /// the user here, when `None`), with the user's own seed word (`seed=WORD`) if they gave one.
    Accept(Option<ChallengeId>, Option<String>),
    /// Decline a challenge, optionally saying why.
    Decline(Option<ChallengeId>, Option<String>),
    /// Withdraw one's own challenge.
    Cancel(Option<ChallengeId>),
    /// List the waiting challenges, a page at a time (from 1).
    Challenges {
        /// The page.
        page: usize,
    },
    /// Do something in a game (the game of this place, or the user's only game here, when `None`): any
    /// action the game reads in its current phase, such as a move, `pass`, `swap a1 b2` or `ready`.
    Act {
        /// The game, when named.
        game: Option<GameId>,
        /// The action as typed.
        text: String,
        /// Whether it was typed bare, without a command word: then text the game does not read as an
        /// action is taken for chat and left alone.
        bare: bool,
    },
    /// The words after `setup`, for games with a setup phase: `show`, `list`, `save NAME` and `load NAME`
    /// are the host's; anything else is an action of the game (`setup <setup string>`, `setup swap a1 b2`).
    Setup(Option<GameId>, String),
    /// Resign a game.
    Resign(Option<GameId>),
    /// Ask for a confirmation before resigning (what the Resign button does).
    ConfirmResign(Option<GameId>),
    /// Offer a draw, or answer an offer.
    Draw(Option<GameId>, DrawAnswer),
    /// Ask to take back one's last move (with the moves played since), or answer such a request:
    /// [`DrawAnswer::Offer`] asks (or agrees to the others' request), `Accept` and `Decline` answer.
    Takeback(Option<GameId>, DrawAnswer),
    /// Show a game's board again.
    Board(Option<GameId>),
    /// Show the user their own private view of a game (for games with secrets), privately.
    MyBoard(Option<GameId>),
    /// Show a game's record so far.
    History(Option<GameId>),
    /// Attach a game's record as a text file, with its position string, as the asker may see them.
    Export(Option<GameId>),
    /// Check a game's record against what the umpire committed to before play.
    Verify(Option<GameId>),
    /// List ongoing games: here, or the user's across the server, a page at a time (from 1).
    Games {
        /// Only the user's own games, across the whole server.
        mine: bool,
        /// The page.
        page: usize,
    },
    /// Explain a game's rules and options, a page at a time (`rules jungle page 2`), or list the games
    /// when `game` is empty.
    Rules {
        /// The game as typed.
        game: String,
        /// Which page, from 1.
        page: usize,
    },
    /// Explain the commands a page at a time, or one command (`help move`).
    Help {
        /// The command to explain alone, as typed.
        command: Option<String>,
        /// Which page of the list, from 1.
        page: usize,
    },
    /// Change one of the user's settings.
    Set(Setting),
    /// Show every setting of the user and how to change it.
    Settings,
    /// Set the language of what is posted in the server's channels and threads and of the public
    /// boards of games opened there (`None`: English posts, public boards in their challenger's).
    ServerLanguage {
        /// The language, or `None` to clear it.
        language: Option<Language>,
        /// Whether the user may manage the server, as the adapter found (on Discord, the Manage Server
        /// permission; in the local mode, always). The text parser cannot know and says no.
        may_manage: bool,
    },
    /// Call a game off before its first move, without a result.
    Abort(Option<GameId>),
    /// Offer the players of a finished game another one: the same game, options and clock, each player
    /// one seat on (two players swap sides).
    Rematch(Option<GameId>),
    /// An animated replay of a finished game; with the language of the client it was asked from (a slash
    /// command's or a button's interaction locale), which captions it for a reader who chose none.
    Replay(Option<GameId>, Option<Language>),
    /// The analysis of a finished game (the same game `replay` means): the evaluation over its moves, its
    /// turning points with the better moves, each side's accuracy; with the language of the client it was
    /// asked from, like [`Request::Replay`].
    Analyse(Option<GameId>, Option<Language>),
    /// The leaderboard of one rating pool: the players with a settled rating, best first, a page at a
    /// time (from 1).
    Leaderboard {
        /// The pool (a game at one table size).
        pool: crate::model::Pool,
        /// Everyone's ratings; otherwise only those of players who played a rated game of the pool in
        /// this server (everyone's in a direct conversation).
        everyone: bool,
        /// The page.
        page: usize,
    },
    /// A player's profile (the asker's own when `None`): ratings with their trend, games, streak,
    /// favourite game, and their games against the asker.
    Profile(Option<User>),
    /// The archive of finished games, newest first, a page at a time (from 1), optionally of one game
    /// only.
    Finished {
        /// Whose games.
        whose: Archive,
        /// Only games of this kind.
        kind: Option<GameKind>,
        /// The page.
        page: usize,
    },
    /// Show a finished game: its result, players, dates, final public board and record.
    ShowGame(GameId),
    /// Follow a game (`true`: its public board comes by direct message after every move) or stop.
    Follow(Option<GameId>, bool),
    /// A tournament command (see [`TournamentRequest`]).
    Tournament(TournamentRequest),
    /// The server's open tournaments.
    Tournaments,
}

impl Request {
    /// Whether the asker may manage the server, for a request that depends on it (the server's language,
    /// starting or cancelling a tournament): the adapter sets it from what it knows of the asker.
    pub fn may_manage_mut(&mut self) -> Option<&mut bool> {
        match self {
            Request::ServerLanguage { may_manage, .. }
            | Request::Tournament(TournamentRequest { may_manage, .. }) => Some(may_manage),
            _ => None,
        }
    }

    /// The request's kind in one word, as metrics and logs name it (never anything typed).
    pub fn kind(&self) -> &'static str {
        match self {
            Request::Challenge(_) => "challenge",
            Request::Accept(..) => "accept",
            Request::Decline(..) => "decline",
            Request::Cancel(_) => "cancel",
            Request::Challenges { .. } => "challenges",
            Request::Act { .. } => "move",
            Request::Setup(..) => "setup",
            Request::Resign(_) => "resign",
            Request::ConfirmResign(_) => "confirm_resign",
            Request::Draw(..) => "draw",
            Request::Takeback(..) => "takeback",
            Request::Board(_) => "board",
            Request::MyBoard(_) => "my_board",
            Request::History(_) => "history",
            Request::Export(_) => "export",
            Request::Verify(_) => "verify",
            Request::Games { .. } => "games",
            Request::Rules { .. } => "rules",
            Request::Help { .. } => "help",
            Request::Set(_) => "set",
            Request::Settings => "settings",
            Request::ServerLanguage { .. } => "server_language",
            Request::Abort(_) => "abort",
            Request::Rematch(_) => "rematch",
            Request::Replay(..) => "replay",
            Request::Analyse(..) => "analyse",
            Request::Leaderboard { .. } => "leaderboard",
            Request::Profile(_) => "profile",
            Request::Finished { .. } => "finished",
            Request::ShowGame(_) => "show_game",
            Request::Follow(..) => "follow",
            Request::Tournament(request) => request.act.kind(),
            Request::Tournaments => "tournaments",
        }
    }
}

/// Whose finished games an archive listing shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Archive {
    /// This server's (in a direct conversation: the asker's own).
    Here,
    /// The asker's own, everywhere.
    Mine,
    /// This player's, everywhere; a name left empty is looked up in their games.
    Of(User),
    /// The games of this tournament.
    Tournament(TournamentId),
}

/// What a challenge asks for, read and checked once by [`super::parse::challenge`] for every adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeTerms {
    /// The game.
    pub kind: GameKind,
    /// The people named, in the order their seats fill after the challenger's (partners first in team
    /// games); seats beyond them are open to anyone.
    pub invited: Vec<User>,
    /// The rule options, checked against the game.
    pub options: Settings,
    /// The clock; `None` for the host's default.
    pub clock: Option<ClockSpec>,
    /// The setup time, for games with a setup phase; `None` for the default.
    pub setup_time: Option<Millis>,
    /// The level of the computer opponent, when the bot plays (`challenge jungle bot level=2`): it takes
    /// every seat nobody was named for, at once when nobody was named, else once they accept.
    pub computer: Option<ai::Level>,
    /// Whether the game is to be unrated (`casual`); games against the bot are never rated.
    pub casual: bool,
    /// The challenger's own seed word for the game's random stream (`seed=WORD`), in a game that
    /// commits ([`games::fairness`]).
    pub seed: Option<String>,
}

/// A command about one tournament: what to do, the tournament (`t3`; `None` for the one of this server
/// the asker means), and whether the asker may manage the server, as the adapter found (on Discord, the
/// Manage Server permission; in the local mode, always; the text parser cannot know and says no).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRequest {
    /// What to do.
    pub act: TournamentAct,
    /// Which tournament, when named.
    pub id: Option<TournamentId>,
    /// Whether the asker may manage the server.
    pub may_manage: bool,
}

/// What a tournament command does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAct {
    /// Make a tournament in this channel, gathering players until it starts (boxed: the terms are the
    /// largest of the requests).
    Create(Box<TournamentTerms>),
    /// Enter it.
    Join,
    /// Leave it before the start, or withdraw from it (a game being played is resigned).
    Leave,
    /// Stop being paired in an arena (after the game being played), until joining again.
    Pause,
    /// Pair its first round and open its games (its creator, or a member who may manage the server).
    Start,
    /// Put it on hold: games going on finish, and nothing more is paired until it resumes (its creator,
    /// or a member who may manage the server).
    Halt,
    /// Take it off hold, pairing what waited.
    Resume,
    /// Call it off (its creator, or a member who may manage the server).
    Cancel,
    /// Its players, or once it plays, its standings.
    Standings,
}

impl TournamentAct {
    /// The command's name, as metrics name it.
    fn kind(&self) -> &'static str {
        match self {
            TournamentAct::Create(_) => "tournament_create",
            TournamentAct::Join => "tournament_join",
            TournamentAct::Leave => "tournament_leave",
            TournamentAct::Pause => "tournament_pause",
            TournamentAct::Start => "tournament_start",
            TournamentAct::Halt => "tournament_halt",
            TournamentAct::Resume => "tournament_resume",
            TournamentAct::Cancel => "tournament_cancel",
            TournamentAct::Standings => "tournament_standings",
        }
    }
}

/// What a new tournament plays: a game's terms as a challenge reads them (nobody named, no bot), its
/// rounds or an arena's length, and how many may enter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTerms {
    /// The game, its options, clock and whether it is rated, read as a challenge's.
    pub game: ChallengeTerms,
    /// How many Swiss rounds it plays (0 for an arena).
    pub rounds: u8,
    /// How long an arena pairs players, in milliseconds; `None` for a Swiss tournament.
    pub arena: Option<Millis>,
    /// How many players may enter; `None` for as many as the server's limit allows.
    pub max_players: Option<usize>,
    /// When it starts by itself; `None` when its creator starts it.
    pub starts: Option<Starts>,
    /// The computer's level, when it enters to make an odd field even at the start (`bot=3`).
    pub computer: Option<u8>,
}

/// When a tournament starts by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starts {
    /// This many milliseconds after it is made (`starts=30m`).
    In(Millis),
    /// At this moment (`starts=<t:1767200000:f>`, the form Discord's timestamps take).
    At(Millis),
}

/// A user setting and its new value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Setting {
    /// How pieces are labelled on the user's private boards.
    Labels(LabelPreference),
    /// Whether the user is mentioned (notified) when it becomes their turn.
    Ping(bool),
    /// Which side the user's private boards show at the bottom.
    Orientation(Orientation),
    /// Whether the user's private boards show coordinates.
    Coordinates(bool),
    /// The language the user is spoken to in; `None` follows their client's.
    Language(Option<Language>),
}

/// What a player says about a proposal to the others: a draw offer, or a takeback request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawAnswer {
    /// Propose it, or accept the others' proposal if there is one.
    Offer,
    /// Accept the pending proposal.
    Accept,
    /// Decline the pending proposal.
    Decline,
}

/// The receipt of a committed change's messages: the adapter hands it back with `Host::delivered` once the
/// effects before it are delivered, and until then they wait in the outbox, to be delivered again after a
/// crash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Receipt(pub u64);

/// Something the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// Nearly every effect is a `Send`: boxing its message would allocate for the common case to save
// space only in the rare others.
#[allow(clippy::large_enum_variant)]
pub enum Effect {
    /// Open a place for a game inside `parent` (on Discord: a thread), then tell the host with
    /// `Host::bind_place`. Always comes before the first message to [`Target::Game`].
    OpenPlace {
        /// The game.
        game: GameId,
        /// Where the challenge was accepted.
        parent: ChannelId,
        /// The place's title (`Jungle: Alice vs Bob`).
        title: String,
        /// The tournament whose place the line linking to it goes to, for a tournament's game; else that
        /// line goes to `parent`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        linked_in: Option<TournamentId>,
    },
    /// Open a place for a tournament inside `parent` (on Discord: a thread), then tell the host with
    /// `Host::bind_tournament_place`. Always comes before the first message to [`Target::Tournament`].
    OpenTournamentPlace {
        /// The tournament.
        tournament: TournamentId,
        /// The channel it was made in.
        parent: ChannelId,
        /// The place's title (`t3 · Jungle, Swiss in 4 rounds`).
        title: String,
    },
    /// Send a message.
    Send {
        /// Where.
        to: Target,
        /// What.
        message: Message,
    },
    /// The effects since the previous `Done` are delivered: hand the receipt back with `Host::delivered`.
    Done(Receipt),
    /// What the slot's message was for is settled: take its buttons away, if it is known.
    Retire(Slot),
    /// The computer opponent is to act in this game: the adapter asks `Host::computer_job` for what it
    /// may see, runs the search off the async executor (a few at a time), and hands the result to
    /// `Host::computer_play`, which plays it as that seat's request. Never stored in the outbox: after a
    /// restart `Host::computer_turns` asks again for every game where the computer is to act.
    Think(GameId),
    /// Someone waits for the analysis of this finished game: the adapter asks `Host::analysis_job` for
    /// what is left to search, runs it off the async executor at a low priority (one at a time), saving
    /// its progress with `Host::analysis_progress`, and delivers what `Host::analysis_finished` says.
    /// Never stored in the outbox: after a restart `Host::analyses_waiting` asks again for every
    /// analysis someone waits for.
    Analyse(GameId),
}
