//! Battles (§6.1): which piece survives when an attacker meets a defender.

use super::options::JunqiOptions;
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

    /// What the symbol means, in words that tell nothing more than it does.
    pub fn words(self) -> &'static str {
        match self {
            Clash::AttackerWins => "the attacker won",
            Clash::DefenderWins => "the defender won",
            Clash::BothRemoved => "both pieces were removed",
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
/// `mines_left` is the number of the flag owner's mines still on the board.
pub fn flag_attack_barred(options: &JunqiOptions, attacker: Kind, mines_left: usize) -> bool {
    (options.flag_guarded_by_mines && mines_left > 0)
        || (!options.engineer_takes_flag && attacker == Kind::Engineer)
}

/// Applies the first matching rule of §6.1 to an attack of `attacker` on `defender`.
pub fn resolve(
    options: &JunqiOptions,
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
    if defender == Kind::Flag && flag_attack_barred(options, attacker, defender_mines_left) {
        return plain(Clash::DefenderWins);
    }
    // Rule 2 (翻棋 only) does not apply to this game.
    // Rule 3: a bomb against the flag.
    if attacker == Kind::Bomb && defender == Kind::Flag {
        return if options.flag_carrier {
            plain(Clash::DefenderWins)
        } else {
            taken(Clash::BothRemoved)
        };
    }
    // Rule 4: a bomb on either side.
    if attacker == Kind::Bomb || defender == Kind::Bomb {
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
        } else if options.explosive_mines {
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
    use super::*;
    use Kind::*;

    fn clash(options: &JunqiOptions, a: Kind, d: Kind) -> (char, bool) {
        let r = resolve(options, a, d, 3);
        (r.clash.symbol(), r.flag_taken)
    }

    #[test]
    fn default_rules_in_order() {
        let o = JunqiOptions::default();
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
        let o = JunqiOptions {
            explosive_mines: true,
            ..JunqiOptions::default()
        };
        assert_eq!(clash(&o, Marshal, Mine), ('=', false));
        assert_eq!(clash(&o, Engineer, Mine), ('>', false));
        assert_eq!(clash(&o, Bomb, Mine), ('=', false));
    }

    #[test]
    fn flag_carrier_bombs_cannot_take_the_flag() {
        let o = JunqiOptions {
            flag_carrier: true,
            ..JunqiOptions::default()
        };
        assert_eq!(clash(&o, Bomb, Flag), ('<', false));
        assert_eq!(clash(&o, Captain, Flag), ('>', true));
    }

    #[test]
    fn flag_protection_removes_the_attacker() {
        let guarded = JunqiOptions {
            flag_guarded_by_mines: true,
            ..JunqiOptions::default()
        };
        assert_eq!(clash(&guarded, Marshal, Flag), ('<', false));
        assert_eq!(
            clash(&guarded, Bomb, Flag),
            ('<', false),
            "rule 1 before rule 3"
        );
        let r = resolve(&guarded, Marshal, Flag, 0);
        assert_eq!((r.clash, r.flag_taken), (Clash::AttackerWins, true));
        let no_engineer = JunqiOptions {
            engineer_takes_flag: false,
            ..JunqiOptions::default()
        };
        assert_eq!(clash(&no_engineer, Engineer, Flag), ('<', false));
        assert_eq!(clash(&no_engineer, Captain, Flag), ('>', true));
    }
}
