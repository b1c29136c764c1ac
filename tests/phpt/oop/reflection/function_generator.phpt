--TEST--
isGenerator and returnsReference
--FILE--
<?php
function gen() { yield 1; }
function &ref() { static $a = 1; return $a; }
function plain() {}
foreach (['gen', 'ref', 'plain'] as $n) { $f = new ReflectionFunction($n); var_dump($f->isGenerator(), $f->returnsReference()); }
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
