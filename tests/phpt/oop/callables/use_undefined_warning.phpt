--TEST--
Using an undefined variable by value in use() warns at creation
--FILE--
<?php
$f = function () use ($nope) { var_dump($nope); };
echo "created\n";
$f();
--EXPECTF--

Warning: Undefined variable $nope in %s on line 2
created
NULL
