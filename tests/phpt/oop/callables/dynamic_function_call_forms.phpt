--TEST--
Dynamic calls through variables, expressions and array elements
--FILE--
<?php
function hello($n) { return "hello $n"; }
$name = 'hello';
var_dump($name('a'));
var_dump(('hel' . 'lo')('b'));
$fns = ['h' => 'hello', 'c' => fn($x) => "closure $x"];
var_dump($fns['h']('c'), $fns['c']('d'));
var_dump((function () { return 'iife'; })());
var_dump((fn() => 'arrow iife')());
--EXPECT--
string(7) "hello a"
string(7) "hello b"
string(7) "hello c"
string(9) "closure d"
string(4) "iife"
string(10) "arrow iife"
