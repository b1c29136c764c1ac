--TEST--
Calling functions through strings
--FILE--
<?php
function hello($n) { return "hello $n"; }
$f = 'hello';
echo $f('you'), "\n";
$g = 'STRLEN';
echo $g('abc'), "\n";
echo ('hel' . 'lo')('x'), "\n";
--EXPECT--
hello you
3
hello x
