//! Battles (§6.1): which piece survives when an attacker meets a defender.

use super::config::Config;
use super::piece::Kind;
use std::fmt;

/// The public result of a battle, the only one ever announced (§6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Clash {
    /// `>`: the defender is removed and the attacker moves in.
    AttackerWins,
    /// `<`: the attacker is removed.
    DefenderWins,
    /// `=`: both are removed.
    BothRemoved,
}

impl Clash {
    /// The outcome symbol (`>`, `<`, `=`).
    pub fn symbol(self) -> char {
        match self {
            Clash::AttackerWins => '>',
            Clash::DefenderWins => '<',
            Clash::BothRemoved => '=',
        }
    }

    /// The key of what the symbol means, in words that tell nothing more than it does.
    pub fn key(self) -> &'static str {
        match self {
            Clash::AttackerWins => "note-junqi-attacker-won",
            Clash::DefenderWins => "note-junqi-defender-won",
            Clash::BothRemoved => "note-junqi-both-removed",
        }
    }

    /// The key of [`Clash::symbol`] in the catalogues (a symbol the host writes as it is).
    pub fn symbol_key(self) -> &'static str {
        match self {
            Clash::AttackerWins => "note-junqi-symbol-attacker-won",
            Clash::DefenderWins => "note-junqi-symbol-defender-won",
            Clash::BothRemoved => "note-junqi-symbol-both-removed",
        }
    }

    /// Whether the attacker survives.
    pub fn attacker_survives(self) -> bool {
        self == Clash::AttackerWins
    }

    /// Whether the defender survives.
    pub fn defender_survives(self) -> bool {
        self == Clash::DefenderWins
    }
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// How a battle ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// Who survives.
    pub clash: Clash,
    /// Whether the defending flag was taken (captured, or picked up under `flag_carrier`).
    pub flag_taken: bool,
}

/// Whether an attack on a flag is barred by a flag-protection option (combat rule 1, §10.8).
/// `mines_left` is the number of the flag owner's mines still on the board (face up or down).
pub fn flag_attack_barred(config: &Config, attacker: Kind, mines_left: usize) -> bool {
    (config.flag_guarded_by_mines && mines_left > 0)
        || (!config.engineer_takes_flag && attacker == Kind::Engineer)
}

/// Applies the first matching rule of §6.1 to an attack of `attacker` on `defender`.
pub fn resolve(
    config: &Config,
    attacker: Kind,
    defender: Kind,
    defender_mines_left: usize,
) -> Resolution {
    let plain = |clash| Resolution {
        clash,
        flag_taken: false,
    };
    let taken = |clash| Resolution {
        clash,
        flag_taken: true,
    };
    // Rule 1: a barred attack on the flag.
    if defender == Kind::Flag && flag_attack_barred(config, attacker, defender_mines_left) {
        return plain(Clash::DefenderWins);
    }
    // Under 翻棋 `mobile_mines` a mine is a bomb in every rule below.
    let as_bomb =
        |kind: Kind| kind == Kind::Bomb || (kind == Kind::Mine && config.mines_are_bombs());
    // Rule 2 (翻棋 `engineer_takes_bomb`): an engineer attacking a bomb.
    if config.engineer_takes_bomb && attacker == Kind::Engineer && as_bomb(defender) {
        return plain(Clash::AttackerWins);
    }
    // Rule 3: a bomb against the flag.
    if as_bomb(attacker) && defender == Kind::Flag {
        return if config.carrying() {
            plain(Clash::DefenderWins)
        } else {
            taken(Clash::BothRemoved)
        };
    }
    // Rule 4: a bomb on either side.
    if as_bomb(attacker) || as_bomb(defender) {
        return plain(Clash::BothRemoved);
    }
    // Rule 5: the flag.
    if defender == Kind::Flag {
        return taken(Clash::AttackerWins);
    }
    // Rules 6 and 7: mines.
    if defender == Kind::Mine {
        return plain(if attacker == Kind::Engineer {
            Clash::AttackerWins
        } else if config.explosive_mines {
            Clash::BothRemoved
        } else {
            Clash::DefenderWins
        });
    }
    // Rules 8 to 10: ranks.
    let rank = |kind: Kind| kind.rank().expect("only ranked pieces are left");
    plain(match rank(attacker).cmp(&rank(defender)) {
        std::cmp::Ordering::Equal => Clash::BothRemoved,
        std::cmp::Ordering::Greater => Clash::AttackerWins,
        std::cmp::Ordering::Less => Clash::DefenderWins,
    })
}

#[cfg(test)]
mod tests {
    use super::super::config::{FanqiFlag, Mode, Table};
    use super::*;
    use Kind::*;

    fn two() -> Config {
        Config::standard(Table::two())
    }

    fn fanqi() -> Config {
        Config::standard(Table::fanqi())
    }

    fn clash(options: &Config, a: Kind, d: Kind) -> (char, bool) {
        let r = resolve(options, a, d, 3);
        (r.clash.symbol(), r.flag_taken)
    }

    #[test]
    fn default_rules_in_order() {
        let o = two();
        assert_eq!(
            clash(&o, Bomb, Flag),
            ('=', true),
            "rule 3: bomb takes the flag"
        );
        assert_eq!(clash(&o, Bomb, Marshal), ('=', false), "rule 4");
        assert_eq!(clash(&o, Engineer, Bomb), ('=', false), "rule 4");
        assert_eq!(clash(&o, Bomb, Mine), ('=', false), "rule 4 before rule 7");
        assert_eq!(clash(&o, Bomb, Bomb), ('=', false), "two bombs");
        assert_eq!(clash(&o, Engineer, Flag), ('>', true), "rule 5");
        assert_eq!(clash(&o, Marshal, Flag), ('>', true), "rule 5");
        assert_eq!(clash(&o, Engineer, Mine), ('>', false), "rule 6");
        assert_eq!(clash(&o, Marshal, Mine), ('<', false), "rule 7");
        assert_eq!(clash(&o, Captain, Captain), ('=', false), "rule 8");
        assert_eq!(clash(&o, Marshal, Marshal), ('=', false), "rule 8");
        assert_eq!(clash(&o, General, MajorGeneral), ('>', false), "rule 9");
        assert_eq!(clash(&o, Engineer, PlatoonLeader), ('<', false), "rule 10");
    }

    #[test]
    fn explosive_mines_remove_both_but_spare_engineers() {
        let o = Config {
            explosive_mines: true,
            ..two()
        };
        assert_eq!(clash(&o, Marshal, Mine), ('=', false));
        assert_eq!(clash(&o, Engineer, Mine), ('>', false));
        assert_eq!(clash(&o, Bomb, Mine), ('=', false));
    }

    #[test]
    fn flag_carrier_bombs_cannot_take_the_flag() {
        let o = Config {
            flag_carrier: true,
            ..two()
        };
        assert_eq!(clash(&o, Bomb, Flag), ('<', false));
        assert_eq!(clash(&o, Captain, Flag), ('>', true));
    }

    #[test]
    fn flag_protection_removes_the_attacker() {
        let guarded = Config {
            flag_guarded_by_mines: true,
            ..two()
        };
        assert_eq!(clash(&guarded, Marshal, Flag), ('<', false));
        assert_eq!(
            clash(&guarded, Bomb, Flag),
            ('<', false),
            "rule 1 before rule 3"
        );
        let r = resolve(&guarded, Marshal, Flag, 0);
        assert_eq!((r.clash, r.flag_taken), (Clash::AttackerWins, true));
        let no_engineer = Config {
            engineer_takes_flag: false,
            ..two()
        };
        assert_eq!(clash(&no_engineer, Engineer, Flag), ('<', false));
        assert_eq!(clash(&no_engineer, Captain, Flag), ('>', true));
    }

    #[test]
    fn fanqi_carries_the_flag_and_has_its_own_combat_options() {
        let plain = fanqi();
        assert_eq!(
            clash(&plain, Bomb, Flag),
            ('<', false),
            "rule 3 in carry_drop"
        );
        assert_eq!(
            clash(&plain, Captain, Flag),
            ('>', true),
            "rule 5: picked up"
        );
        assert_eq!(clash(&plain, Engineer, Bomb), ('=', false));
        let capture = Config {
            fanqi_flag: FanqiFlag::Capture,
            ..fanqi()
        };
        assert_eq!(
            clash(&capture, Bomb, Flag),
            ('=', true),
            "rule 3 in capture"
        );
        let sapper = Config {
            engineer_takes_bomb: true,
            ..fanqi()
        };
        assert_eq!(clash(&sapper, Engineer, Bomb), ('>', false), "rule 2");
        assert_eq!(
            clash(&sapper, Bomb, Engineer),
            ('=', false),
            "only when attacking"
        );
        let mobile = Config {
            mobile_mines: true,
            ..fanqi()
        };
        assert_eq!(
            clash(&mobile, Engineer, Mine),
            ('=', false),
            "a mine is a bomb"
        );
        assert_eq!(clash(&mobile, Mine, Marshal), ('=', false));
        assert_eq!(
            clash(&mobile, Mine, Flag),
            ('<', false),
            "a bomb cannot carry"
        );
        let both = Config {
            mobile_mines: true,
            engineer_takes_bomb: true,
            ..fanqi()
        };
        assert_eq!(clash(&both, Engineer, Mine), ('>', false));
        let four = Config {
            mobile_mines: true,
            ..Config::standard(Table::four(4))
        };
        assert!(!four.mines_are_bombs(), "mobile_mines is a 翻棋 option");
        assert_eq!(Config::standard(Table::four(4)).mode(), Mode::Four);
    }
}
