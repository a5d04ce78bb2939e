//! The `help` and `rules` texts: the host's own commands, and each game's texts from its catalogue entry.

use super::{Failure, refuse};
use games::{GameKind, Phase};

/// What `help` says.
pub const HELP: &str = "\
Commands (the same words everywhere; on Discord also as slash commands):
challenge <game> [@player ...] [NAME=VALUE ...] [clock] [casual] — challenge people (seats nobody is named for are open to anyone; games between people are rated unless `casual`); the clock is `none` or a time per move like `30m`, `2h`, `1d` (default 1 day); `setup=10m` sets the setup time of games with a private setup
challenge <game> bot [level=1-5] — play the bot itself (or mention it instead of `bot`): level 1 (beginner) to 5 (strongest), 3 when left out; it takes the other seat at once, sets up and moves on its own; games against the bot are unrated
accept [number] · decline [number] [reason] · cancel [number] · challenges — take your seat in, refuse, withdraw or list challenges
move <action> (or m <action>) — play in your game: a move, or any word the game knows (`rules <game>` lists them); in the game's thread or by direct message the action alone is enough; add the game number (`move #3 a3a4`) where you have several games
setup show · setup list · setup save <name> · setup load <name> — your private setup, in games that have one (answers come by DM; `/setup` answers only you)
takeback [accept|decline] — ask to take back your last move (and the reply to it, if one was played), or answer a request; only in games with nothing hidden and nothing left to chance, and not against the bot
resign · draw [offer|accept|decline] — end a game; abort — call it off before the first move, without a result; rematch — offer the players of a finished game another one, sides swapped; replay #number — an animated GIF of a finished game
board · myboard · history — the board, your private board, the moves so far (add #number for another game)
export [#number] — the game's record as a text file, and its position string for `umpire moves --position`; in a game with hidden pieces you get only what you may see
games · games mine — the games going on here, or yours everywhere
games finished [@player|mine] [game] — finished games, newest first: this server's, or a player's; game #number — one of them, with its final board and record
leaderboard <game> [all] [players=N] — settled ratings, best first: of players here, or `all` for everyone
profile [@player] — ratings and their trend, results, streak, favourite game, games against you
follow #number · unfollow #number — a game's public board by direct message after every move, or stop
rules <game> — a game's rules, words and options
set labels english|chinese — how pieces are labelled on your private boards";

/// How a game with a private setup is set up, for `rules`.
const SETUP_HELP: &str = "Setup: when every seat is taken, each player gets their side by direct message with a random valid setup, and changes it with the setup words above; `setup save NAME` keeps it for later games, `setup load NAME` brings it back, `setup show` shows it again. With closed DMs, use `/setup` (only you see its answers). The game's thread learns only who is ready. Everyone must be ready within the setup time (`setup=10m` in the challenge; 5 minutes by default), or the game is called off.";

/// What `rules` says: a game's rules, words and options, or the list of games.
pub fn rules(game: &str) -> Result<String, Failure> {
    if game.trim().is_empty() {
        let games: Vec<String> = GameKind::all()
            .map(|kind| format!("{} (`{}`): {}", kind.name(), kind.id(), kind.about.summary))
            .collect();
        return Ok(format!(
            "The games:\n{}\nSay `rules <game>` for one of them.",
            games.join("\n")
        ));
    }
    let kind: GameKind = match game.parse() {
        Ok(kind) => kind,
        Err(error) => return refuse(super::text::defuse(&error.to_string())),
    };
    let about = kind.about;
    let mut text = format!("{}\n{}", about.name, about.rules);
    for (phase, heading) in [(Phase::Setup, "Setup words"), (Phase::Play, "In play")] {
        let words: Vec<String> = about
            .verbs
            .iter()
            .filter(|verb| verb.phase == phase)
            .map(|verb| format!("`{}`: {}", verb.usage, verb.help))
            .collect();
        if !words.is_empty() {
            text.push_str(&format!("\n{heading}: {}.", words.join("; ")));
        }
    }
    if about.policy.setup_phase {
        text.push('\n');
        text.push_str(SETUP_HELP);
    }
    if about.policy.takebacks {
        text.push_str("\nMoves may be taken back when the others agree (`takeback`).");
    } else {
        text.push_str("\nMoves cannot be taken back in this game.");
    }
    if about.policy.reveal_record_at_end {
        text.push_str("\nWhen the game ends, its full record, with everything that was hidden, is posted for everyone.");
    }
    let specs = (kind.option_specs)();
    if !specs.is_empty() {
        text.push_str("\nOptions (write NAME=VALUE in a challenge):");
        for spec in specs {
            text.push_str(&format!(
                "\n{} = {} (default {}): {}",
                spec.name, spec.values, spec.default, spec.help
            ));
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_name_the_game_and_list_games_without_one() {
        assert!(rules("jungle").unwrap().starts_with("Jungle\n"));
        let junqi = rules("junqi").unwrap();
        assert!(
            junqi.contains("setup=10m") && junqi.contains("`swap <a> <b>`"),
            "{junqi}"
        );
        assert!(!rules("jungle").unwrap().contains("setup=10m"));
        assert!(rules("").unwrap().contains("`jungle`"));
        assert!(
            matches!(rules("@everyone"), Err(Failure::Refused(text)) if !text.contains("@everyone"))
        );
    }
}
