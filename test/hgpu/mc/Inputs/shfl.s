	shfl.idx r1|p0, r2, r3, 32
	shfl.down r1|p0, r2, 4, 16
