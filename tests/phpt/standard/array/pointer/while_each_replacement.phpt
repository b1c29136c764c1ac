--TEST--
a loop with key()/current()/next()
--FILE--
<?php
$a = ['a' => 1, 'b' => 2, 'c' => 3];
while (($k = key($a)) !== null) {
    echo $k, '=', current($a), "\n";
    next($a);
}
--EXPECT--
a=1
b=2
c=3
