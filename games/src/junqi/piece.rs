//! Piece kinds and their labels (§5.1, §11.2), and a piece on the board.

use crate::view::Label;
use serde::{Deserialize, Serialize};

/// A kind of piece (§5.1), strongest ranked piece first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// 司令, rank 9.
    Marshal,
    /// 军长, rank 8.
    General,
    /// 师长, rank 7.
    MajorGeneral,
    /// 旅长, rank 6.
    Brigadier,
    /// 团长, rank 5.
    Colonel,
    /// 营长, rank 4.
    LieutenantColonel,
    /// 连长, rank 3.
    Captain,
    /// 排长, rank 2.
    PlatoonLeader,
    /// 工兵, rank 1: turns on the railroad and clears mines.
    Engineer,
    /// 炸弹: removed together with whatever it meets.
    Bomb,
    /// 地雷: never moves.
    Mine,
    /// 军旗: never moves; its capture decides the game.
    Flag,
}

impl Kind {
    /// Every kind, in the order of §5.1.
    pub const ALL: [Kind; 12] = [
        Kind::Marshal,
        Kind::General,
        Kind::MajorGeneral,
        Kind::Brigadier,
        Kind::Colonel,
        Kind::LieutenantColonel,
        Kind::Captain,
        Kind::PlatoonLeader,
        Kind::Engineer,
        Kind::Bomb,
        Kind::Mine,
        Kind::Flag,
    ];

    /// The notation code (`9` … `1`, `B`, `M`, `F`).
    pub fn code(self) -> char {
        match self {
            Kind::Marshal => '9',
            Kind::General => '8',
            Kind::MajorGeneral => '7',
            Kind::Brigadier => '6',
            Kind::Colonel => '5',
            Kind::LieutenantColonel => '4',
            Kind::Captain => '3',
            Kind::PlatoonLeader => '2',
            Kind::Engineer => '1',
            Kind::Bomb => 'B',
            Kind::Mine => 'M',
            Kind::Flag => 'F',
        }
    }

    /// Reads a notation code, case-insensitively.
    pub fn from_code(code: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.code() == code.to_ascii_uppercase())
    }

    /// How many of this kind each side has.
    pub fn count(self) -> usize {
        match self {
            Kind::Marshal | Kind::General | Kind::Flag => 1,
            Kind::MajorGeneral
            | Kind::Brigadier
            | Kind::Colonel
            | Kind::LieutenantColonel
            | Kind::Bomb => 2,
            Kind::Captain | Kind::PlatoonLeader | Kind::Engineer | Kind::Mine => 3,
        }
    }

    /// The rank of a ranked piece (1–9); bombs, mines and flags have none.
    pub fn rank(self) -> Option<u8> {
        self.code().to_digit(10).map(|digit| digit as u8)
    }

    /// Whether the piece can ever move (mines and flags never do).
    pub fn is_mobile(self) -> bool {
        !matches!(self, Kind::Mine | Kind::Flag)
    }

    /// The labels a viewer may read.
    pub fn label(self) -> Label {
        let (short, name, cjk) = match self {
            Kind::Marshal => ("9", "Marshal", "司令"),
            Kind::General => ("8", "General", "军长"),
            Kind::MajorGeneral => ("7", "Major General", "师长"),
            Kind::Brigadier => ("6", "Brigadier", "旅长"),
            Kind::Colonel => ("5", "Colonel", "团长"),
            Kind::LieutenantColonel => ("4", "Lieutenant Colonel", "营长"),
            Kind::Captain => ("3", "Captain", "连长"),
            Kind::PlatoonLeader => ("2", "Platoon Leader", "排长"),
            Kind::Engineer => ("1", "Engineer", "工兵"),
            Kind::Bomb => ("B", "Bomb", "炸弹"),
            Kind::Mine => ("M", "Mine", "地雷"),
            Kind::Flag => ("F", "Flag", "军旗"),
        };
        Label { short, name, cjk }
    }

    /// The labels for a board whose pieces are small (the game for four): the same, with the one
    /// character players of that board write for each piece (司 for 司令, 雷 for 地雷), which reads on a
    /// phone where two do not.
    pub fn compact_label(self) -> Label {
        let cjk = match self {
            Kind::Marshal => "司",
            Kind::General => "军",
            Kind::MajorGeneral => "师",
            Kind::Brigadier => "旅",
            Kind::Colonel => "团",
            Kind::LieutenantColonel => "营",
            Kind::Captain => "连",
            Kind::PlatoonLeader => "排",
            Kind::Engineer => "工",
            Kind::Bomb => "炸",
            Kind::Mine => "雷",
            Kind::Flag => "旗",
        };
        Label {
            cjk,
            ..self.label()
        }
    }

    /// The key of the piece's name in sentences (`piece-junqi-mine`: "Mine").
    pub fn key(self) -> &'static str {
        match self {
            Kind::Marshal => "piece-junqi-marshal",
            Kind::General => "piece-junqi-general",
            Kind::MajorGeneral => "piece-junqi-major-general",
            Kind::Brigadier => "piece-junqi-brigadier",
            Kind::Colonel => "piece-junqi-colonel",
            Kind::LieutenantColonel => "piece-junqi-lieutenant-colonel",
            Kind::Captain => "piece-junqi-captain",
            Kind::PlatoonLeader => "piece-junqi-platoon-leader",
            Kind::Engineer => "piece-junqi-engineer",
            Kind::Bomb => "piece-junqi-bomb",
            Kind::Mine => "piece-junqi-mine",
            Kind::Flag => "piece-junqi-flag",
        }
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// Whose it is: a seat in Junqi, a colour in 翻棋 (0 red, 1 black); see [`super::Table`].
    pub owner: u8,
    /// What it is.
    pub kind: Kind,
    /// Whether it carries an enemy flag (`flag_carrier`, 翻棋 `carry_drop`).
    pub carrier: bool,
    /// Whether it lies face down (翻棋): known to nobody, and no one may attack or move it.
    pub down: bool,
}

impl Piece {
    /// A face-up piece without a flag.
    pub fn new(owner: u8, kind: Kind) -> Self {
        Self {
            owner,
            kind,
            carrier: false,
            down: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_has_twenty_five_pieces() {
        assert_eq!(Kind::ALL.iter().map(|k| k.count()).sum::<usize>(), 25);
        let ranked: usize = Kind::ALL
            .iter()
            .filter(|k| k.rank().is_some())
            .map(|k| k.count())
            .sum();
        assert_eq!(ranked, 19);
    }

    #[test]
    fn codes_round_trip() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_code(kind.code()), Some(kind));
            assert_eq!(kind.label().short, kind.code().to_string());
        }
        assert_eq!(Kind::from_code('m'), Some(Kind::Mine));
        assert_eq!(Kind::from_code('0'), None);
    }

    #[test]
    fn each_compact_label_is_one_character_of_the_full_name_and_tells_the_kinds_apart() {
        let compact: std::collections::HashSet<&str> =
            Kind::ALL.iter().map(|k| k.compact_label().cjk).collect();
        assert_eq!(compact.len(), Kind::ALL.len());
        for kind in Kind::ALL {
            let (full, short) = (kind.label(), kind.compact_label());
            assert_eq!(short.cjk.chars().count(), 1);
            assert!(
                full.cjk.contains(short.cjk),
                "{} in {}",
                short.cjk,
                full.cjk
            );
            assert_eq!((short.short, short.name), (full.short, full.name));
        }
    }
}
