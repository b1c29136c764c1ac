--TEST--
throw() raises the exception at the yield and the generator can catch it
--FILE--
<?php
function g() {
    while (true) {
        try { $v = yield; echo "value $v\n"; }
        catch (Exception $e) { echo "caught in gen: ", $e->getMessage(), "\n"; yield 'recovered'; }
    }
}
$gen = g();
$gen->current();
$gen->send('a');
var_dump($gen->throw(new Exception('boom')));
$gen->send('b');
--EXPECT--
value a
caught in gen: boom
string(9) "recovered"
