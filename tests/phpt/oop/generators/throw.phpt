--TEST--
generator: throw() into a generator is caught at the yield
--FILE--
<?php
function g() {
  try { yield 1; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 99; }
  yield 2;
}
$g = g();
var_dump($g->current());
var_dump($g->throw(new Exception("boom")));
$g->next();
var_dump($g->current());
--EXPECT--
int(1)
caught boom
int(99)
int(2)
