//! Replay GIFs: one frame per public event plus the start and the final frame, and nothing hidden leaks
//! into them: two Junqi games whose setups differ only where the public cannot see give byte-identical
//! replays until the final reveal.

use games::{Audience, Game, GameKind, Intervention, Phase, Seat};
use umpire::host::api::Text;
use umpire::host::replay::frames;
use umpire::model::Language;
use umpire::store::LoggedAction;

/// Decodes a GIF into the screens it shows, one per image, as palette indices; every image has a delay,
/// so none shows a view half drawn.
fn decoded(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (decoder.width() as usize, decoder.height() as usize);
    let mut screen = vec![0u8; width * height];
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let pixel = frame.buffer[y * frame.width as usize + x];
                if Some(pixel) != frame.transparent {
                    screen[(frame.top as usize + y) * width + frame.left as usize + x] = pixel;
                }
            }
        }
        assert!(frame.delay > 0, "an image without a delay");
        out.push(screen.clone());
    }
    out
}

fn play(game: &mut dyn Game, log: &mut Vec<LoggedAction>, seat: Seat, action: &str) {
    game.play(seat, action)
        .unwrap_or_else(|error| panic!("{action}: {error}"));
    log.push(LoggedAction::Play {
        seat,
        action: action.to_owned(),
    });
}

#[test]
fn a_jungle_replay_has_a_frame_per_move_plus_the_start_and_the_end() {
    let jungle: GameKind = "jungle".parse().unwrap();
    let mut game = jungle.create(&Default::default(), 3).unwrap();
    let start = game.clone_game();
    let mut log = Vec::new();
    for ply in 0..9 {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        let action = legal[ply % legal.len()].clone();
        play(game.as_mut(), &mut log, seat, &action);
    }
    game.intervene(Intervention::Resign(Seat(1))).unwrap();
    log.push(LoggedAction::Intervene(Intervention::Resign(Seat(1))));
    let frames = frames(
        start,
        &log,
        &"Game #1".into(),
        &"Blue wins by resignation.".into(),
        Language::En,
    )
    .unwrap();
    assert_eq!(frames.len(), log.len() + 2);
    assert_eq!(frames[0].1.caption[1], "Start");
    assert_eq!(frames[3].1.caption[1], "Move 3 of 10");
    assert_eq!(
        frames.last().unwrap().1.caption[1],
        "Blue wins by resignation."
    );
    // Each move's frame marks the move, as the public board does.
    assert!(!frames[1].0.last_move.is_empty());
    let gif = render::render_gif(&frames, render::Timing::default()).unwrap();
    assert_eq!(decoded(&gif).len(), frames.len());
}

/// Two Junqi games: the second swaps two of South's pieces during the setup. The same moves follow as
/// long as they show the public the same thing, then South resigns. Every frame before the end is
/// byte-identical; only the final reveal may differ.
#[test]
fn hidden_pieces_permuted_before_their_reveal_give_the_same_replay() {
    let junqi: GameKind = "junqi".parse().unwrap();
    let create = || junqi.create(&Default::default(), 11).unwrap();
    let (mut a, mut b) = (create(), create());
    let (start_a, mut log_a) = (a.clone_game(), Vec::new());
    let (start_b, mut log_b) = (b.clone_game(), Vec::new());
    // South's setup differs by one swap of two pieces that are not the same piece.
    let swap = b
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|action| action.starts_with("swap"))
        .find(|action| {
            let mut swapped = b.clone_game();
            swapped.play(Seat(0), action).is_ok()
                && swapped.view(Audience::Seat(Seat(0))) != b.view(Audience::Seat(Seat(0)))
        })
        .expect("a swap that changes South's setup");
    play(b.as_mut(), &mut log_b, Seat(0), &swap);
    assert_ne!(a.position(), b.position());
    for seat in [Seat(0), Seat(1)] {
        play(a.as_mut(), &mut log_a, seat, "ready");
        play(b.as_mut(), &mut log_b, seat, "ready");
    }
    assert_eq!(a.phase(), Phase::Play);
    assert_eq!(a.view(Audience::Public), b.view(Audience::Public));
    let mut moves = 0;
    for step in 0..200 {
        if moves == 30 || a.outcome().is_some() {
            break;
        }
        let seat = a.to_act()[0];
        let legal = a.legal_actions(seat);
        let same = (0..legal.len())
            .map(|offset| &legal[(step * 5 + offset) % legal.len()])
            .find(|action| {
                let (mut next_a, mut next_b) = (a.clone_game(), b.clone_game());
                next_a.play(seat, action).is_ok()
                    && next_b.play(seat, action).is_ok()
                    && next_a.outcome().is_none()
                    && next_a.view(Audience::Public) == next_b.view(Audience::Public)
            });
        let Some(action) = same.cloned() else { break };
        play(a.as_mut(), &mut log_a, seat, &action);
        play(b.as_mut(), &mut log_b, seat, &action);
        moves += 1;
    }
    assert!(moves >= 10, "only {moves} moves were played");
    for (game, log) in [(&mut a, &mut log_a), (&mut b, &mut log_b)] {
        game.intervene(Intervention::Resign(Seat(0))).unwrap();
        log.push(LoggedAction::Intervene(Intervention::Resign(Seat(0))));
    }
    let (title, result): (Text, Text) = ("Game #2".into(), "North wins by resignation.".into());
    let frames_a = frames(start_a, &log_a, &title, &result, Language::En).unwrap();
    let frames_b = frames(start_b, &log_b, &title, &result, Language::En).unwrap();
    // The start of play, each move, the resignation, the final frame.
    assert_eq!(frames_a.len(), moves + 3);
    assert_eq!(frames_a.len(), frames_b.len());
    let before_the_end = frames_a.len() - 2;
    let gif = |frames: &[(games::BoardView, render::Style)]| {
        render::render_gif(frames, render::Timing::default()).unwrap()
    };
    assert_eq!(
        gif(&frames_a[..before_the_end]),
        gif(&frames_b[..before_the_end])
    );
    let (whole_a, whole_b) = (decoded(&gif(&frames_a)), decoded(&gif(&frames_b)));
    assert_eq!(whole_a[..before_the_end], whole_b[..before_the_end]);
    // The end reveals every piece, and there the swap shows.
    assert_ne!(whole_a.last(), whole_b.last());
}

#[test]
fn a_replay_for_a_chinese_reader_is_captioned_in_chinese() {
    let jungle: GameKind = "jungle".parse().unwrap();
    let mut game = jungle.create(&Default::default(), 5).unwrap();
    let start = game.clone_game();
    let mut log = Vec::new();
    for ply in 0..4 {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        let action = legal[ply % legal.len()].clone();
        play(game.as_mut(), &mut log, seat, &action);
    }
    let title = Text::key_with(
        "caption-game",
        vec![
            ("game", 7u64.into()),
            ("title", Text::key("game-jungle").into()),
        ],
    );
    let result = Text::key("caption-called-off");
    let captions = |language| {
        frames(start.clone_game(), &log, &title, &result, language)
            .unwrap()
            .into_iter()
            .map(|(_, style)| style.caption.join(" / "))
            .collect::<Vec<String>>()
    };
    let english = captions(Language::En);
    assert_eq!(english[0], "Game #7 · Jungle / Start");
    assert_eq!(english[2], "Game #7 · Jungle / Move 2 of 4");
    let chinese = captions(Language::Zh);
    assert_eq!(chinese.len(), english.len());
    // The pieces' badges are drawn in the same language as the captions.
    let styles = frames(start.clone_game(), &log, &title, &result, Language::Zh).unwrap();
    assert!(
        styles
            .iter()
            .all(|(_, style)| style.words == render::Words::Chinese)
    );
    for caption in &chinese {
        let english_words: Vec<&str> = caption
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .filter(|word| word.len() >= 2)
            .collect();
        assert!(english_words.is_empty(), "{caption}");
        assert!(caption.contains("7"), "{caption}");
    }
}
