--TEST--
SplFixedArray offsetExists
--FILE--
<?php
$f = new SplFixedArray(3);
$f->offsetSet(0, 0); $f->offsetSet(1, null);
var_dump($f->offsetExists(0), $f->offsetExists(1), $f->offsetExists(2), $f->offsetExists(3), $f->offsetExists(-1));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
