--TEST--
echo of an undefined array key warns
--FILE--
<?php
$a = [];
echo "v=", $a['missing'], "\n";
--EXPECTF--
v=
Warning: Undefined array key "missing" in %s on line 3
