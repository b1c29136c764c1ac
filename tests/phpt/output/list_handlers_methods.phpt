--TEST--
ob_list_handlers names method callables as given
--FILE--
<?php
class A { function m($b) { return $b; } static function s($b) { return $b; } }
$a = new A;
ob_start('A::s'); ob_start(['A', 's']); ob_start(['a', 'S']); ob_start([$a, 'm']); ob_start([$a, 'M']);
$h = ob_list_handlers();
while (ob_get_level()) ob_end_flush();
print_r($h);
--EXPECT--
Array
(
    [0] => A::s
    [1] => A::s
    [2] => a::S
    [3] => A::m
    [4] => A::M
)
