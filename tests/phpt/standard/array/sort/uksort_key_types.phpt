--TEST--
uksort() passes int keys as ints
--FILE--
<?php
$a = ['10' => 'a', 'x' => 'b'];
uksort($a, function ($x, $y) { var_dump($x, $y); return 0; });
--EXPECT--
int(10)
string(1) "x"
