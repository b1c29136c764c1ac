--TEST--
hasConstant is case sensitive; getConstant of missing
--FILE--
<?php
class K { const Upper = 1; }
$r = new ReflectionClass('K');
var_dump($r->hasConstant('Upper'), $r->hasConstant('upper'), $r->getConstant('upper'));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
