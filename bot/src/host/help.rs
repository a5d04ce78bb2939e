//! The `help` and `rules` texts.

use super::{Failure, refuse};
use games::GameKind;

/// What `help` says.
pub const HELP: &str = "\
Commands (the same words everywhere; on Discord also as slash commands):
challenge <game> [@opponent] [NAME=VALUE ...] [clock] — challenge someone, or anyone when nobody is named; the clock is `none` or a time per move like `30m`, `2h`, `1d` (default 1 day)
accept [number] · decline [number] [reason] · cancel [number] · challenges — answer, withdraw or list challenges
move <move> (or m <move>) · pass — play a move or pass; add the game number (`move #3 a3a4`) where you have several games
swap <a> <b> · flag · random · setup <string> · setup save|load <name> · setup show · ready — arrange your pieces privately before a Junqi game (answers come by DM; `/setup` answers only you)
resign · draw [offer|accept|decline] — end a game
board · myboard · history — the board, your private board, the moves so far (add #number for another game)
games · games mine — the games here, or yours everywhere
rules <game> — a game's rules and options
set labels english|chinese — how pieces are labelled on your private boards";

/// How a game with a private setup is set up, for `rules`.
const SETUP_HELP: &str = "\nSetup: when the challenge is accepted, each player gets their half by direct message with a valid default setup. Change it with `swap a1 b2`, `flag` (the flag to the other headquarters), `random`, `setup <setup string>` or `setup load NAME`; `setup save NAME` keeps it for later games, `setup show` shows it again, and `ready` ends your setup. With closed DMs, use `/setup` (only you see its answers). The thread learns only who is ready. Both must be ready within the setup time (`setup=10m` in the challenge; 5 minutes by default), or the game is called off. In play, `pass` passes; at the end the full record, with every setup and battle, is posted for everyone.";

/// What `rules` says: a game's summary and options, or the list of games.
pub fn rules(game: &str) -> Result<String, Failure> {
    if game.trim().is_empty() {
        let games: Vec<String> = GameKind::ALL
            .iter()
            .map(|kind| format!("{} (`{}`)", kind.name(), kind.id()))
            .collect();
        return Ok(format!(
            "The games are {}. Say `rules <game>` for one of them.",
            games.join(", ")
        ));
    }
    let kind: GameKind = match game.parse() {
        Ok(kind) => kind,
        Err(error) => return refuse(super::text::defuse(&error.to_string())),
    };
    let mut text = format!("{}\n{}", kind.name(), kind.rules_summary());
    if kind == GameKind::Junqi {
        text.push_str(SETUP_HELP);
    }
    let specs = kind.option_specs();
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
        assert!(rules("junqi").unwrap().contains("setup=10m"));
        assert!(rules("").unwrap().contains("`jungle`"));
        assert!(
            matches!(rules("@everyone"), Err(Failure::Refused(text)) if !text.contains("@everyone"))
        );
    }
}
