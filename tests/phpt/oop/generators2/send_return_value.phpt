--TEST--
send() returns the next yielded value
--FILE--
<?php
function g() {
    $a = yield 1;
    echo "got $a\n";
    $b = yield 2;
    echo "got $b\n";
    return $a . $b;
}
$gen = g();
var_dump($gen->current());
var_dump($gen->send('x'));
var_dump($gen->send('y'));
var_dump($gen->getReturn());
--EXPECT--
int(1)
got x
int(2)
got y
NULL
string(2) "xy"
