--TEST--
ob_list_handlers names functions, invokables, closures and the default handler as php does
--FILE--
<?php
class A { function __invoke($b) { return $b; } }
function wrap($b) { return $b; }
$a = new A;
ob_start('wrap'); ob_start('WRAP'); ob_start($a); ob_start(fn($b) => $b); ob_start(function ($b) { return $b; }); ob_start(); ob_start(null);
$h = ob_list_handlers();
while (ob_get_level()) ob_end_flush();
print_r($h);
print_r(ob_list_handlers());
--EXPECT--
Array
(
    [0] => wrap
    [1] => WRAP
    [2] => A::__invoke
    [3] => Closure::__invoke
    [4] => Closure::__invoke
    [5] => default output handler
    [6] => default output handler
)
Array
(
)
