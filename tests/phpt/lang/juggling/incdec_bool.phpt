--TEST--
Increment and decrement of bools have no effect
--FILE--
<?php
$t = true; $t++; var_dump($t);
$f = false; $f++; var_dump($f);
$f = false; $f--; var_dump($f);
--EXPECT--
bool(true)
bool(false)
bool(false)
