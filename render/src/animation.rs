//! Animated GIFs of a sequence of views: a game's replay.
//!
//! Every frame of one animation shows the same board, so every frame is composed in that board's
//! palette ([`crate::assets`]): the palette becomes the GIF's one global colour table, and no frame is
//! quantised. Only what changed is drawn and written (as lila-gif writes): the frames are drawn on one
//! screen, the first whole, each later one only in the areas where its view differs from the view
//! before ([`compose::changes`]: the points drawn differently, the old and new routes of the last move,
//! the text if it changed), each area redrawn exactly as a whole image would draw it. After the first
//! frame, each frame is drawn over the one before (disposal "keep") as one image, cut to the rectangle
//! around every pixel that changed, with the unchanged pixels written as a transparent index (one the
//! image's new pixels do not use), which LZW codes as long runs. Every view is exactly one image, with
//! its delay: viewers show an image without a delay for a tenth of a second or more, so a view split
//! into several would show its move under the caption of the view before. A frame that changes nothing
//! is written as one unchanged pixel, so the animation keeps one frame per view.
//!
//! LZW coding ([`crate::lzw`]) costs more than drawing: the images are coded on two threads, a helper
//! that takes them as they are drawn and this one, which codes an image itself when the helper is
//! behind and helps it finish once all are drawn; they are written in order once all are coded.

use crate::compose;
use crate::indexed::{Area, Indexed};
use crate::lzw;
use crate::{RenderError, Style};
use games::BoardView;
use std::borrow::Cow;
use std::sync::Mutex;
use std::sync::mpsc::{TrySendError, sync_channel};

/// How long frames stay on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Each frame but the last, in milliseconds.
    pub frame_ms: u32,
    /// The last frame, in milliseconds (a pause before the animation starts again).
    pub last_ms: u32,
}

impl Default for Timing {
    /// 0.8 s a frame, 4 s on the last one.
    fn default() -> Self {
        Self {
            frame_ms: 800,
            last_ms: 4000,
        }
    }
}

/// Draws `frames` (views with their captions) as an animated GIF that loops, every frame in the
/// palette of their board. Fails when there are no frames or when they show different boards.
pub fn render_gif(frames: &[(BoardView, Style)], timing: Timing) -> Result<Vec<u8>, RenderError> {
    let Some((first_view, _)) = frames.first() else {
        return Err(RenderError::Encode("an animation needs a frame".into()));
    };
    if frames
        .iter()
        .any(|(view, _)| view.board != first_view.board)
    {
        return Err(RenderError::Encode(
            "the frames of one animation show one board".into(),
        ));
    }
    // The screen is as large as the largest frame (a caption may wrap in some frames).
    let sizes: Vec<compose::Layout> = frames
        .iter()
        .map(|(view, style)| compose::layout(view, style))
        .collect();
    let width = sizes.iter().map(|layout| layout.width).max().unwrap_or(1);
    let height = sizes.iter().map(|layout| layout.height).max().unwrap_or(1);
    let (Ok(screen_width), Ok(screen_height)) = (u16::try_from(width), u16::try_from(height))
    else {
        return Err(RenderError::Encode(
            "the image is too large for a GIF".into(),
        ));
    };
    let assets = crate::assets::assets(first_view.board.0);
    let rgb: Vec<u8> = assets
        .palette
        .colours()
        .iter()
        .flat_map(|colour| [colour.0, colour.1, colour.2])
        .collect();
    let (send, receive) = sync_channel::<(usize, gif::Frame<'static>)>(WAITING);
    let receive = Mutex::new(receive);
    // Codes waiting images until none is left and no more will come.
    let code_waiting = || {
        let mut coded = Vec::new();
        loop {
            // The lock is held while waiting for an image, not while coding it.
            let waiting = lock(&receive).recv();
            let Ok((order, image)) = waiting else {
                return coded;
            };
            coded.push((order, code(image)));
        }
    };
    let mut coded = std::thread::scope(|scope| {
        let helper = scope.spawn(code_waiting);
        let (mut coded, mut made) = (Vec::new(), 0);
        let composed = compose_frames(frames, timing, (width, height), assets.frame, |image| {
            made += 1;
            if let Err(TrySendError::Full(mine) | TrySendError::Disconnected(mine)) =
                send.try_send((made, image))
            {
                coded.push((mine.0, code(mine.1)));
            }
        });
        drop(send);
        coded.extend(code_waiting());
        let helped = helper
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        coded.extend(helped);
        composed.map(|()| coded)
    })?;
    coded.sort_unstable_by_key(|&(order, _)| order);
    write(
        coded.into_iter().map(|(_, image)| image),
        (screen_width, screen_height),
        &rgb,
    )
}

/// Images drawn and waiting to be coded, at most: enough that the helper always has one while this
/// thread codes one itself.
const WAITING: usize = 32;

/// `image` with its pixels LZW-coded.
fn code(mut image: gif::Frame<'static>) -> gif::Frame<'static> {
    image.buffer = Cow::Owned(lzw::encode(&image.buffer));
    image
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Draws every view of `frames` on a screen of `size` (space a frame does not cover filled with
/// `fill`) and hands `image` the images that draw it, in order: the whole screen first, then what
/// changed. Stops at the first frame that fails.
fn compose_frames(
    frames: &[(BoardView, Style)],
    timing: Timing,
    (width, height): (usize, usize),
    fill: u8,
    mut image: impl FnMut(gif::Frame<'static>),
) -> Result<(), RenderError> {
    let mut screen = Indexed::filled(width, height, fill);
    let whole = Area {
        left: 0,
        top: 0,
        right: width,
        bottom: height,
    };
    // The pixels of an area before it is redrawn.
    let mut before = Vec::new();
    // Where the text of the view is drawn.
    let mut texts = Area::ALL;
    for (index, (view, style)) in frames.iter().enumerate() {
        let last = index + 1 == frames.len();
        let delay = centiseconds(if last {
            timing.last_ms
        } else {
            timing.frame_ms
        });
        let mut next = if index == 0 {
            compose::redraw(view, style, &mut screen, whole, texts)?;
            texts = compose::texts_area(view, style);
            gif::Frame {
                width: width as u16,
                height: height as u16,
                buffer: Cow::Owned(pixels(&screen, whole)),
                ..gif::Frame::default()
            }
        } else {
            let (previous, previous_style) = &frames[index - 1];
            let changes = compose::changes((previous, previous_style), (view, style));
            if !compose::same_texts((previous, previous_style), (view, style))
                || previous.perspective != view.perspective
                || previous_style != style
            {
                texts = compose::texts_area(view, style);
            }
            let areas = merged(changes, whole);
            let around = areas.iter().copied().reduce(|one, other| one.union(&other));
            before.clear();
            if let Some(around) = around {
                before.extend_from_slice(&pixels(&screen, around));
            }
            for area in areas {
                compose::redraw(view, style, &mut screen, area, texts)?;
            }
            let image = around.and_then(|around| changed(&before, &screen, around));
            image.unwrap_or_else(|| gif::Frame {
                width: 1,
                height: 1,
                buffer: Cow::Owned(screen.span(0, 0, 1).to_vec()),
                ..gif::Frame::default()
            })
        };
        next.delay = delay;
        next.dispose = gif::DisposalMethod::Keep;
        image(next);
    }
    Ok(())
}

/// Writes the LZW-coded `images`, in order, as a looping GIF with the global colour table `rgb` on a
/// screen of `size`.
fn write(
    images: impl Iterator<Item = gif::Frame<'static>>,
    (width, height): (u16, u16),
    rgb: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let failed = |error: gif::EncodingError| RenderError::Encode(error.to_string());
    let mut bytes = Vec::new();
    let mut encoder = gif::Encoder::new(&mut bytes, width, height, rgb).map_err(failed)?;
    encoder.set_repeat(gif::Repeat::Infinite).map_err(failed)?;
    for image in images {
        encoder
            .write_lzw_pre_encoded_frame(&image)
            .map_err(failed)?;
    }
    drop(encoder);
    Ok(bytes)
}

/// Milliseconds as a GIF delay, in hundredths of a second.
fn centiseconds(ms: u32) -> u16 {
    u16::try_from(ms.div_ceil(10)).unwrap_or(u16::MAX)
}

/// The pixels of `area` of `screen`, row after row.
fn pixels(screen: &Indexed, area: Area) -> Vec<u8> {
    let (width, height) = area.size();
    let mut out = Vec::with_capacity(width * height);
    for y in area.top..area.bottom {
        out.extend_from_slice(screen.span(y, area.left, area.right));
    }
    out
}

/// Areas closer than this many pixels are redrawn and written as one: a separate image costs its own
/// header and LZW restart, more than a few rows of transparent pixels.
const GAP: usize = 24;

/// `areas` within `bounds`, those that overlap or lie within [`GAP`] of each other joined into the
/// rectangle around them, top to bottom.
fn merged(areas: Vec<Area>, bounds: Area) -> Vec<Area> {
    let mut areas: Vec<Area> = areas
        .iter()
        .map(|area| area.intersection(&bounds))
        .filter(|area| !area.is_empty())
        .collect();
    let near = |a: &Area, b: &Area| {
        let grown = Area {
            left: a.left.saturating_sub(GAP),
            top: a.top.saturating_sub(GAP),
            right: a.right.saturating_add(GAP),
            bottom: a.bottom.saturating_add(GAP),
        };
        !grown.intersection(b).is_empty()
    };
    'joining: loop {
        for i in 0..areas.len() {
            for j in i + 1..areas.len() {
                if near(&areas[i], &areas[j]) {
                    let joined = areas.swap_remove(j);
                    areas[i] = areas[i].union(&joined);
                    continue 'joining;
                }
            }
        }
        break;
    }
    areas.sort_unstable_by_key(|area| (area.top, area.left));
    areas
}

/// The image that turns `before` (the pixels of `area`, row after row) into what `screen` now shows
/// there: the rectangle around the pixels that changed, those that did not transparent when an index
/// is free for that; `None` when nothing changed.
fn changed(before: &[u8], screen: &Indexed, area: Area) -> Option<gif::Frame<'static>> {
    let width = area.size().0;
    let (mut top, mut bottom, mut left, mut right) = (usize::MAX, 0, usize::MAX, 0);
    for (y, old) in (area.top..area.bottom).zip(before.chunks_exact(width)) {
        let new = screen.span(y, area.left, area.right);
        if old == new {
            continue;
        }
        let first = old.iter().zip(new).position(|(a, b)| a != b).unwrap_or(0);
        let last = width
            - old
                .iter()
                .rev()
                .zip(new.iter().rev())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
        (top, bottom) = (top.min(y), y + 1);
        (left, right) = (left.min(first), right.max(last));
    }
    if top >= bottom {
        return None;
    }
    let cut = Area {
        left: area.left + left,
        top,
        right: area.left + right,
        bottom,
    };
    let mut buffer = pixels(screen, cut);
    let mut used = [false; 256];
    for &pixel in &buffer {
        used[usize::from(pixel)] = true;
    }
    let transparent = used.iter().position(|&used| !used).map(|index| index as u8);
    if let Some(clear) = transparent {
        let w = right - left;
        for (offset, row) in buffer.chunks_exact_mut(w).enumerate() {
            let start = (top - area.top + offset) * width + left;
            for (pixel, &was) in row.iter_mut().zip(&before[start..start + w]) {
                if *pixel == was {
                    *pixel = clear;
                }
            }
        }
    }
    Some(gif::Frame {
        left: cut.left as u16,
        top: cut.top as u16,
        width: (right - left) as u16,
        height: (bottom - top) as u16,
        transparent,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a GIF into the screen after each image, as palette indices; every image has a delay.
    fn frames(bytes: &[u8]) -> Vec<Vec<u8>> {
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

    /// Checks that `views` animate to the screens of their whole images, each composed alone and padded
    /// with the frame colour to the largest.
    fn animates_to_whole_images(views: &[(BoardView, Style)]) {
        let gif = render_gif(views, Timing::default()).expect("encodes");
        let decoded = frames(&gif);
        assert_eq!(decoded.len(), views.len());
        let images: Vec<Indexed> = views
            .iter()
            .map(|(view, style)| compose::compose(view, style).expect("composes").0)
            .collect();
        let width = images.iter().map(|image| image.width).max().expect("one");
        let height = images.iter().map(|image| image.height).max().expect("one");
        let fill = crate::assets::assets(views[0].0.board.0).frame;
        for (ply, (image, frame)) in images.iter().zip(&decoded).enumerate() {
            let mut whole = vec![fill; width * height];
            for y in 0..image.height {
                whole[y * width..y * width + image.width].copy_from_slice(image.span(
                    y,
                    0,
                    image.width,
                ));
            }
            assert!(whole == *frame, "frame {ply} differs from its image");
        }
    }

    #[test]
    fn an_animation_decodes_to_its_frames_with_their_delays() {
        let mut views = Vec::new();
        let style = |line: &str| Style {
            caption: vec![line.to_owned()],
            ..Style::default()
        };
        let game = games::GameKind::all().next().expect("a game");
        let mut playing = game.create(&Default::default(), 1).expect("a game");
        views.push((playing.view(games::Audience::Public), style("start")));
        for ply in 0..6 {
            let seat = playing.to_act()[0];
            let action = playing.legal_actions(seat)[0].clone();
            playing.play(seat, &action).expect("legal");
            views.push((
                playing.view(games::Audience::Public),
                style(&format!("ply {ply}")),
            ));
        }
        // A repeated view still makes a frame.
        views.push(views.last().cloned().expect("a view"));
        animates_to_whole_images(&views);
        let gif = render_gif(&views, Timing::default()).expect("encodes");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).expect("a GIF");
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            delays.push(frame.delay);
        }
        // One image per view, each with its delay.
        assert!(delays.iter().all(|&delay| delay > 0), "{delays:?}");
        assert_eq!(delays.len(), views.len());
        assert_eq!(delays.first(), Some(&80));
        assert_eq!(delays.last(), Some(&400));
    }

    /// Every game's replay, its pieces moving, captured, promoted and revealed, with captions that
    /// change length and wrap, shows in each frame exactly the image of its view.
    #[test]
    fn every_game_replays_as_its_whole_images() {
        for kind in games::GameKind::all() {
            let mut game = kind.create(&Default::default(), 5).expect("a game");
            let caption = |ply: usize| Style {
                caption: (0..1 + ply % 3)
                    .map(|line| format!("{kind} move {ply}{}", " and more".repeat(line * ply % 7)))
                    .collect(),
                ..Style::default()
            };
            let mut views = vec![(game.view(games::Audience::Public), caption(0))];
            for ply in 1..=24 {
                if game.outcome().is_some() {
                    break;
                }
                let Some(&seat) = game.to_act().first() else {
                    break;
                };
                let legal = game.legal_actions(seat);
                let Some(action) = legal.get(ply * 7 % legal.len().max(1)).cloned() else {
                    break;
                };
                game.play(seat, &action).expect("legal");
                views.push((game.view(games::Audience::Public), caption(ply)));
            }
            let last = views.last().cloned().expect("a view").0;
            views.push((last, caption(99)));
            animates_to_whole_images(&views);
        }
    }

    #[test]
    fn areas_near_each_other_are_joined_and_far_ones_kept_apart() {
        let bounds = Area::at(0, 0, 200, 200);
        let a = Area::at(10, 10, 20, 20);
        let near = Area::at(30 + GAP as i64 - 1, 10, 20, 20);
        let far = Area::at(10, 150, 20, 20);
        assert_eq!(
            merged(vec![far, a, near], bounds),
            vec![a.union(&near), far]
        );
        // Areas are cut to the screen, and those outside it dropped.
        assert_eq!(
            merged(
                vec![Area::at(190, -5, 20, 10), Area::at(300, 0, 5, 5)],
                bounds
            ),
            vec![Area::at(190, 0, 10, 5)]
        );
    }

    #[test]
    fn a_changed_area_is_cut_to_its_changes_with_the_rest_transparent() {
        let mut screen = Indexed::filled(6, 5, 1);
        let area = Area::at(1, 1, 4, 3);
        let before = pixels(&screen, area);
        assert!(changed(&before, &screen, area).is_none());
        screen.span_mut(2, 2, 4).copy_from_slice(&[3, 1]);
        screen.span_mut(3, 3, 4).copy_from_slice(&[4]);
        let image = changed(&before, &screen, area).expect("a change");
        assert_eq!(
            (image.left, image.top, image.width, image.height),
            (2, 2, 2, 2)
        );
        assert_eq!(image.transparent, Some(0));
        assert_eq!(&image.buffer[..], &[3, 0, 0, 4]);
    }

    #[test]
    fn frames_of_different_boards_or_none_are_refused() {
        assert!(render_gif(&[], Timing::default()).is_err());
        let mut kinds = games::GameKind::all();
        let (a, b) = (
            kinds.next().expect("a game"),
            kinds.next().expect("another"),
        );
        let view = |kind: games::GameKind| {
            kind.create(&Default::default(), 1)
                .expect("a game")
                .view(games::Audience::Public)
        };
        let frames = [(view(a), Style::default()), (view(b), Style::default())];
        assert!(render_gif(&frames, Timing::default()).is_err());
    }
}
