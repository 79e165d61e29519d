// Input of eval-order.test: each marked call has arguments whose order of
// evaluation changes the IR.  Not compiled.
Value *twoCreates(IRBuilderBase &B, Value *X, Value *Y) {
  return B.CreateOr(B.CreateShl(X, 1), B.CreateZExt(Y, Ty)); // BAD 1
}
Value *viaLambda(IRBuilderBase &B, Value *X) {
  auto toI32 = [&](Value *V) { return B.CreateBitCast(V, I32); };
  return applyOp(B, toI32(X), toI32(X)); // BAD 2
}
Value *viaHelper(IRBuilderBase &B, Value *X) {
  return B.CreateAdd(twoCreates(B, X, X), B.CreateNot(X)); // BAD 3
}
void declThenBuild(IRBuilderBase &B, Module &M, Value *X) {
  B.CreateCall(getIntrinsicDecl(M, ID), {B.CreateNot(X)}); // BAD 4
}
// Sequenced or harmless: not reported.
Value *ok(IRBuilderBase &B, Value *X, Value *Y) {
  Value *A = B.CreateShl(X, 1);
  Value *C = B.CreateZExt(Y, Ty);
  B.CreateCall(F, {B.CreateNot(X), B.CreateNeg(Y)});  // a braced list is ordered
  B.CreateSelect(B.CreateICmpEQ(X, Y), ConstantInt::get(Ty, 1), X);
  buildLoop(B, X, [&](IRBuilderBase &LB) { return LB.CreateAdd(X, Y); });
  return B.CreateOr(A, C);
}
