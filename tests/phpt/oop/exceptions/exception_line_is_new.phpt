--TEST--
An exception's line is where it was created, not where thrown
--FILE--
<?php
function make() { return new Exception('made'); }
$e = make();
try { throw $e; } catch (Exception $c) { var_dump($c->getLine(), $c->getTrace()[0]['function']); }
--EXPECT--
int(2)
string(4) "make"
