--TEST--
An exception thrown by the generator body reaches the consumer and closes it
--FILE--
<?php
function g() { yield 1; throw new RuntimeException('body'); yield 2; }
$gen = g();
try { foreach ($gen as $v) echo $v, "\n"; } catch (RuntimeException $e) { echo "caught ", $e->getMessage(), "\n"; }
var_dump($gen->valid(), $gen->current());
--EXPECT--
1
caught body
bool(false)
NULL
