# Button labels.
button-previous = Previous
button-next = Next
button-unfollow = Unfollow
button-accept = Accept
button-cancel = Cancel
button-decline = Decline
button-rematch = Rematch
button-replay = Replay
button-take-back = Take back
button-offer-draw = Offer draw
button-resign = Resign
button-my-board = My board
button-my-setup = My setup
button-yes-resign = Yes, resign
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-accept-takeback = Accept takeback
button-decline-takeback = Decline takeback
# A game's own word (`$usage`, like `ready`) with the game's label for it (`$label`).
button-verb = { $label }
