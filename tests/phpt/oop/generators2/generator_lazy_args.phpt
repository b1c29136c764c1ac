--TEST--
Generator bodies do not run until first use; arguments are bound at call
--FILE--
<?php
function g($a) { echo "started with $a\n"; yield $a; }
$x = 'arg';
$gen = g($x);
$x = 'changed';
echo "created\n";
var_dump($gen->key());
--EXPECT--
created
started with arg
int(0)
