// A kernel that branches to a symbol it does not define.
	.text
	bra elsewhere
