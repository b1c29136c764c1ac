--TEST--
Script continues after warnings and notices
--FILE--
<?php
$r = [] ;
$v = $r['a'] ?? null;
echo $r['b'];
echo "line after warning\n";
--EXPECTF--

Warning: Undefined array key "b" in %s on line 4
line after warning
