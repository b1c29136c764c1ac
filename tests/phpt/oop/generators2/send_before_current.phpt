--TEST--
send() on a fresh generator runs to the first yield first
--FILE--
<?php
function g() { echo "start\n"; $x = yield 'first'; echo "received $x\n"; yield 'second'; }
$gen = g();
var_dump($gen->send('hello'));
--EXPECT--
start
received hello
string(6) "second"
