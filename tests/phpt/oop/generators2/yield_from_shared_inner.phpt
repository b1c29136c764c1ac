--TEST--
Two generators delegating to the same inner generator
--FILE--
<?php
function inner() { yield 1; yield 2; yield 3; return 'R'; }
function outer($i, $name) { $r = yield from $i; echo "$name got $r\n"; }
$i = inner();
$a = outer($i, 'a'); $b = outer($i, 'b');
var_dump($a->current());
var_dump($b->current());
$a->next();
var_dump($b->current());
$b->next(); $b->next();
var_dump($a->valid(), $b->valid());
--EXPECT--
int(1)
int(1)
int(2)
b got R
bool(true)
bool(false)
