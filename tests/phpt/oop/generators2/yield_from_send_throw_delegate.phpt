--TEST--
send() and throw() are delegated to the inner generator
--FILE--
<?php
function inner() {
    try { $x = yield 'i1'; echo "inner got $x\n"; yield 'i2'; }
    catch (Exception $e) { echo "inner caught ", $e->getMessage(), "\n"; yield 'i3'; }
}
function outer() { yield from inner(); yield 'o'; }
$g = outer();
var_dump($g->current());
var_dump($g->send('S'));
var_dump($g->throw(new Exception('T')));
$g->next();
var_dump($g->current());
--EXPECT--
string(2) "i1"
inner got S
string(2) "i2"
inner caught T
string(2) "i3"
string(1) "o"
