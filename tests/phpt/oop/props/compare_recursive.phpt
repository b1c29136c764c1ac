--TEST--
comparing recursive object structures
--FILE--
<?php
class N { public $self; }
$a = new N; $a->self = $a;
$b = new N; $b->self = $b;
var_dump($a == $a);
try { var_dump($a == $b); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
bool(true)

Fatal error: Nesting level too deep - recursive dependency? in %s on line 6
