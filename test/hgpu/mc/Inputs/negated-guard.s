	@!p0 bra -8
	@!r1 bra -8
