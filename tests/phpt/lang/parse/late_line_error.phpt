--TEST--
Long file with error on a late line reports the right line
--FILE--
<?php
$a = 1;
$b = 2;
$c = 3;

// comment

function ok() { return 1; }

$d = [1, 2, 3;
--EXPECTF--

Parse error: syntax error, unexpected token ";", expecting "]" in %s on line 10
