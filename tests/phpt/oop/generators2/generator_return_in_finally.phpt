--TEST--
A yield inside finally and a return from try in a generator
--FILE--
<?php
function g() {
    try { yield 1; return 'from try'; }
    finally { echo "finally\n"; yield 'in finally'; }
}
$gen = g();
foreach ($gen as $v) var_dump($v);
var_dump($gen->getReturn());
--EXPECT--
int(1)
finally
string(10) "in finally"
string(8) "from try"
