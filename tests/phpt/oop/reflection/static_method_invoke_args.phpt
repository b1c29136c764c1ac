--TEST--
invokeArgs on a static method with named arguments
--FILE--
<?php
class Fmt { public static function wrap(string $s, string $l = '[', string $r = ']') { return $l . $s . $r; } }
$m = new ReflectionMethod('Fmt::wrap');
var_dump($m->invokeArgs(null, ['x']));
var_dump($m->invokeArgs(null, ['s' => 'y', 'r' => '>']));
var_dump($m->invoke(null, 'z', '('));
?>
--EXPECT--
string(3) "[x]"
string(3) "[y>"
string(3) "(z]"
