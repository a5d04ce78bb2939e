//! The commitment to hidden points: a Merkle root over salted leaves, and the proof of one point.
//!
//! A hidden point is a square and the piece on it, as text ([`HiddenPoint`]), in the order the game lists
//! them (an order that depends only on what is public). Each gets a fresh 256-bit [`Salt`] from the host,
//! and its leaf is SHA-256 of `00 ‖ salt ‖ len(square) ‖ square ‖ len(piece) ‖ piece`, lengths as four
//! bytes big-endian, texts as UTF-8. An inner node is SHA-256 of `01 ‖ left ‖ right`; a node without a
//! right sibling moves up a level unchanged. The tree is `rs_merkle`'s, with these two hashes.
//!
//! Without its salt a leaf cannot be recomputed by trying the few possible pieces, so the root says
//! nothing about any piece; with it, one point is checked against the root by its [`Proof`].

use super::hex::Hex;
use super::seeds::Digest;
use super::sha256;
use rs_merkle::{MerkleProof, MerkleTree};
use serde::{Deserialize, Serialize};

/// A fresh random 256-bit value that hides one point's piece until it is revealed.
pub type Salt = Hex;

/// One hidden point: a square and the piece on it, in the game's own notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiddenPoint {
    /// The square's name (`S11`, `c3`).
    pub square: String,
    /// The piece on it, its owner included (`S9`: South's Marshal).
    pub piece: String,
}

impl HiddenPoint {
    /// The point of `piece` on `square`.
    pub fn new(square: impl Into<String>, piece: impl Into<String>) -> Self {
        Self {
            square: square.into(),
            piece: piece.into(),
        }
    }

    /// Its leaf under `salt`: SHA-256 of `00 ‖ salt ‖ len ‖ square ‖ len ‖ piece`.
    pub fn leaf(&self, salt: &Salt) -> Digest {
        let mut data = Vec::with_capacity(1 + 32 + 8 + self.square.len() + self.piece.len());
        data.push(0x00);
        data.extend_from_slice(&salt.0);
        for text in [&self.square, &self.piece] {
            let len = u32::try_from(text.len()).expect("a short text");
            data.extend_from_slice(&len.to_be_bytes());
            data.extend_from_slice(text.as_bytes());
        }
        sha256(&data)
    }
}

/// The tree's hashes: inner nodes prefixed with `01`, a lone node moved up unchanged.
#[derive(Clone)]
struct Node;

impl rs_merkle::Hasher for Node {
    type Hash = Digest;

    fn hash(data: &[u8]) -> Digest {
        sha256(data)
    }

    fn concat_and_hash(left: &Digest, right: Option<&Digest>) -> Digest {
        let Some(right) = right else {
            return *left;
        };
        let mut data = [0u8; 65];
        data[0] = 0x01;
        data[1..33].copy_from_slice(left);
        data[33..].copy_from_slice(right);
        sha256(&data)
    }
}

/// The Merkle tree over every hidden point of a game.
pub struct Commitment {
    tree: MerkleTree<Node>,
}

impl Commitment {
    /// The tree over `points`, each with its salt; `None` when there is nothing to commit to or the
    /// counts differ.
    pub fn new(points: &[HiddenPoint], salts: &[Salt]) -> Option<Self> {
        if points.is_empty() || points.len() != salts.len() {
            return None;
        }
        let leaves: Vec<Digest> = points
            .iter()
            .zip(salts)
            .map(|(point, salt)| point.leaf(salt))
            .collect();
        Some(Self {
            tree: MerkleTree::from_leaves(&leaves),
        })
    }

    /// The root, which the host publishes.
    pub fn root(&self) -> Digest {
        self.tree.root().expect("a tree with leaves has a root")
    }

    /// How many points it commits to.
    pub fn points(&self) -> usize {
        self.tree.leaves_len()
    }

    /// The proof of the point at `index`.
    pub fn prove(&self, index: usize) -> Proof {
        Proof {
            index,
            points: self.points(),
            path: self
                .tree
                .proof(&[index])
                .proof_hashes()
                .iter()
                .copied()
                .map(Hex)
                .collect(),
        }
    }
}

/// The proof that one point is a leaf of a root: its place, the number of points, and its path.
///
/// The path holds the sibling of each level from the leaf up, leaving out the levels where the node has
/// no sibling (the last node of an odd level).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof {
    /// The point's place among the committed points, from 0.
    pub index: usize,
    /// How many points were committed.
    pub points: usize,
    /// The sibling hashes, from the leaf's level up.
    pub path: Vec<Hex>,
}

impl Proof {
    /// Whether `point` under `salt` is the leaf at [`Proof::index`] of a tree whose root is `root`.
    pub fn check(&self, root: &Digest, point: &HiddenPoint, salt: &Salt) -> bool {
        if self.index >= self.points {
            return false;
        }
        let path: Vec<Digest> = self.path.iter().map(|hash| hash.0).collect();
        MerkleProof::<Node>::new(path).verify(
            *root,
            &[self.index],
            &[point.leaf(salt)],
            self.points,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(count: usize) -> (Vec<HiddenPoint>, Vec<Salt>) {
        let points = (0..count)
            .map(|i| HiddenPoint::new(format!("a{i}"), ["S9", "SF", "SB"][i % 3]))
            .collect();
        let salts = (0..count)
            .map(|i| Hex(sha256(format!("salt {i}").as_bytes())))
            .collect();
        (points, salts)
    }

    /// The documented walk up the tree, written out for an independent reader.
    fn walk(proof: &Proof, leaf: Digest) -> Digest {
        let (mut index, mut width, mut hash) = (proof.index, proof.points, leaf);
        let mut path = proof.path.iter();
        while width > 1 {
            let sibling = if index % 2 == 1 {
                Some((path.next().unwrap().0, true))
            } else if index + 1 < width {
                Some((path.next().unwrap().0, false))
            } else {
                None
            };
            let node = |left: &Digest, right: &Digest| {
                sha256(&[&[1u8][..], &left[..], &right[..]].concat())
            };
            hash = match sibling {
                Some((left, true)) => node(&left, &hash),
                Some((right, false)) => node(&hash, &right),
                None => hash,
            };
            index /= 2;
            width = width.div_ceil(2);
        }
        hash
    }

    #[test]
    fn fairness_every_proof_checks_and_follows_the_documented_walk() {
        for count in [1, 2, 3, 5, 8, 25, 50, 60] {
            let (points, salts) = points(count);
            let tree = Commitment::new(&points, &salts).unwrap();
            for index in 0..count {
                let proof = tree.prove(index);
                assert!(proof.check(&tree.root(), &points[index], &salts[index]));
                assert_eq!(walk(&proof, points[index].leaf(&salts[index])), tree.root());
            }
        }
    }

    #[test]
    fn fairness_a_tampered_leaf_salt_or_path_fails() {
        let (points, salts) = points(25);
        let tree = Commitment::new(&points, &salts).unwrap();
        let root = tree.root();
        let proof = tree.prove(7);
        let other_piece = HiddenPoint::new(points[7].square.clone(), "S9");
        assert_ne!(other_piece, points[7]);
        assert!(!proof.check(&root, &other_piece, &salts[7]));
        let other_square = HiddenPoint::new("a8", points[7].piece.clone());
        assert!(!proof.check(&root, &other_square, &salts[7]));
        assert!(!proof.check(&root, &points[7], &salts[8]));
        let mut bent = proof.clone();
        bent.path[1].0[0] ^= 1;
        assert!(!bent.check(&root, &points[7], &salts[7]));
        let moved = Proof { index: 6, ..proof };
        assert!(!moved.check(&root, &points[7], &salts[7]));
    }

    #[test]
    fn fairness_a_commitment_cannot_be_recomputed_without_its_salt() {
        // Someone who knows the square and every piece it could hold, but not the salt, finds no
        // candidate whose leaf is the committed one.
        let (points, salts) = points(3);
        let committed = points[1].leaf(&salts[1]);
        let kinds = ["9", "8", "7", "6", "5", "4", "3", "2", "1", "B", "M", "F"];
        for guess in kinds.iter().map(|kind| format!("S{kind}")) {
            let point = HiddenPoint::new(points[1].square.clone(), guess);
            for salt in [Hex([0; 32]), Hex(sha256(b"")), Hex(sha256(b"salt 0"))] {
                assert_ne!(point.leaf(&salt), committed);
            }
        }
        assert_eq!(points[1].leaf(&salts[1]), committed);
    }

    #[test]
    fn fairness_a_leaf_is_the_documented_bytes() {
        let point = HiddenPoint::new("S11", "S9");
        let mut bytes = vec![0u8];
        bytes.extend_from_slice(&[5; 32]);
        bytes.extend_from_slice(&[0, 0, 0, 3]);
        bytes.extend_from_slice(b"S11");
        bytes.extend_from_slice(&[0, 0, 0, 2]);
        bytes.extend_from_slice(b"S9");
        assert_eq!(point.leaf(&Hex([5; 32])), sha256(&bytes));
    }

    #[test]
    fn fairness_nothing_to_commit_makes_no_commitment() {
        assert!(Commitment::new(&[], &[]).is_none());
        let (points, salts) = points(3);
        assert!(Commitment::new(&points, &salts[..2]).is_none());
    }
}
