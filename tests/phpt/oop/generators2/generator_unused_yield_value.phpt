--TEST--
A yield in a function used only for its side effects and current after end
--FILE--
<?php
function g() { echo "a\n"; yield; echo "b\n"; }
$gen = g();
var_dump($gen->current(), $gen->key());
$gen->next();
var_dump($gen->current(), $gen->key(), $gen->valid());
$gen->next();
var_dump($gen->valid());
--EXPECT--
a
NULL
int(0)
b
NULL
NULL
bool(false)
bool(false)
